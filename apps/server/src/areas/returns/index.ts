import { registerRefundRoutes } from './refund.routes.js';
import { returnBillType } from './return.bill-type.js';
import { registerReturnRoutes } from './return.routes.js';
import type { AreaModule } from '../area-module.js';

export { registerArrivalLineSource, type ArrivalLineForReturn, type ArrivalLineSource } from './return-arrival-source.js';
export { createReturnFromArrival, type ReturnFromArrival } from './return.service.js';

/** The one wiring call of the area: the MATERIALS_RETURN bill type first (the engine's routes read it), then the routes. */
export const returnsArea: AreaModule = {
  name: 'returns',
  register(app, { bills }) {
    bills.register(returnBillType);
    registerReturnRoutes(app, bills);
    registerRefundRoutes(app);
  },
};
