import type { FastifyInstance } from 'fastify';
import { registerDeviceRoutes } from './device.routes.js';
import { registerRoleCrudRoutes } from './role.routes.js';

export function registerRoleRoutes(app: FastifyInstance): void {
  registerRoleCrudRoutes(app);
  registerDeviceRoutes(app);
}
