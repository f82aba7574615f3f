import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { registerRefundRoutes } from './refund.routes.js';
import { returnBillType } from './return.bill-type.js';
import { registerReturnRoutes } from './return.routes.js';

export { registerArrivalLineSource, type ArrivalLineForReturn, type ArrivalLineSource } from './return-arrival-source.js';
export { createReturnFromArrival, type ReturnFromArrival } from './return.service.js';

/** The one wiring call of the area: the MATERIALS_RETURN bill type first (the engine's routes read it), then the routes. */
export function registerReturns(app: FastifyInstance, bills: BillRegistry): void {
  bills.register(returnBillType);
  registerReturnRoutes(app, bills);
  registerRefundRoutes(app);
}
