import { registerFacUserRoutes } from './fac-user.routes.js';
import { registerLoginRoutes } from './login.routes.js';
import { registerPasswordRoutes } from './password.routes.js';
import { registerRegistrationRoutes } from './register.routes.js';
import type { AreaModule } from '../area-module.js';

export { setCaptchaSender, type CaptchaSender } from './captcha.service.js';
export { addUnitEntryCheck, type UnitEntry, type UnitEntryCheck } from './unit-entry.service.js';
export { disableUser, enableUser, setUserEnabled } from './user-status.service.js';
export { listUnitUsers } from './user.repository.js';
export { addUserToUnit, insertAccount, setPasswordHash } from './user.repository.js';
// The company area: a new factory is made as registration makes one; deleting or moving one confirms and releases.
export { insertFactoryUnit } from './user.repository.js';
export { confirmOwnPassword, leaveUnit } from './login.service.js';
export { bossCodeOf, findWorkbayAccount, listAccessibleUnits } from './account.repository.js';
export { importOffer, listImportSources, requireImportSource, type ImportSource } from './import-source.service.js';

export const accountsArea: AreaModule = {
  name: 'accounts',
  register(app, _deps) {
    registerLoginRoutes(app);
    registerRegistrationRoutes(app);
    registerPasswordRoutes(app);
    registerFacUserRoutes(app);
  },
};
