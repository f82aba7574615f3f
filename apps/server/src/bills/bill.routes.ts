import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from './registry.js';
import { registerReviewDeskRoutes } from './review-desk.routes.js';
import { registerUfloRoutes } from './uflo.routes.js';

export function registerBillRoutes(app: FastifyInstance, bills: BillRegistry): void {
  registerUfloRoutes(app, bills);
  registerReviewDeskRoutes(app, bills);
}
