import type { FastifyInstance } from 'fastify';
import { registerFacUserRoutes } from './fac-user.routes.js';
import { registerLoginRoutes } from './login.routes.js';
import { registerPasswordRoutes } from './password.routes.js';
import { registerRegistrationRoutes } from './register.routes.js';

export { setCaptchaSender, type CaptchaSender } from './captcha.service.js';
export { addUnitEntryCheck, type UnitEntry, type UnitEntryCheck } from './unit-entry.service.js';
export { disableUser, enableUser, setUserEnabled } from './user-status.service.js';
export { listUnitUsers } from './user.repository.js';
export { addUserToUnit, insertAccount, setPasswordHash } from './user.repository.js';
export { bossCodeOf, findWorkbayAccount, listAccessibleUnits } from './account.repository.js';

export function registerAccountRoutes(app: FastifyInstance): void {
  registerLoginRoutes(app);
  registerRegistrationRoutes(app);
  registerPasswordRoutes(app);
  registerFacUserRoutes(app);
}
