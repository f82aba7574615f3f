import type { FastifyInstance } from 'fastify';
import { registerDeviceRoutes } from './device.routes.js';
import { registerRoleCrudRoutes } from './role.routes.js';

export { checkDeviceOnEntry } from './device-login.service.js';

export function registerRoleRoutes(app: FastifyInstance): void {
  registerRoleCrudRoutes(app);
  registerDeviceRoutes(app);
}
