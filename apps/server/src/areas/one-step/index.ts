import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { registerOneStepRoutes } from './one-step.routes.js';

/** The one wiring call of the area: 一键采到送 has no bill type of its own, only its two routes. */
export function registerOneStep(app: FastifyInstance, bills: BillRegistry): void {
  registerOneStepRoutes(app, bills);
}
