import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { arrivalNoticeBillType } from './arrival-notice.bill-type.js';
import { registerArrivalNoticeRoutes } from './arrival-notice.routes.js';
import { materialsArriveBillType, sampleArriveBillType } from './arrival.bill-type.js';
import { registerArrivalRoutes } from './arrival.routes.js';

export { MATERIALS_ARRIVE, SAMPLE_ARRIVE } from './arrival.bill-type.js';

/** The one wiring call of the area: bill types first (the engine's routes read them), then the routes. */
export function registerArrivals(app: FastifyInstance, bills: BillRegistry): void {
  bills.register(materialsArriveBillType);
  bills.register(sampleArriveBillType);
  bills.register(arrivalNoticeBillType);
  registerArrivalRoutes(app, bills);
  registerArrivalNoticeRoutes(app);
}
