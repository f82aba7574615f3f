import type { FastifyInstance } from 'fastify';
import { registerLoginRoutes } from './login.routes.js';

export function registerAccountRoutes(app: FastifyInstance): void {
  registerLoginRoutes(app);
}
