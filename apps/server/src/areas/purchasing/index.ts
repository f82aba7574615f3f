import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { registerPurchaseConfigRoutes } from './purchase-config.routes.js';

export { getPurchaseConfig } from './purchase-config.service.js';

/** The one wiring call of the area: bill types first (the engine's routes read them), then the routes. */
export function registerPurchasing(app: FastifyInstance, _bills: BillRegistry): void {
  registerPurchaseConfigRoutes(app);
}
