import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { remnantBillType } from './remnant.bill-type.js';
import { registerRemnantRoutes } from './remnant.routes.js';

export { REMNANT_BILL_TYPE } from './remnant.bill-type.js';

/** The one wiring call of the area: the bill type first (the engine's routes read it), then the routes. */
export function registerRemnant(app: FastifyInstance, bills: BillRegistry): void {
  bills.register(remnantBillType);
  registerRemnantRoutes(app, bills);
}
