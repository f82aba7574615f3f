import type { AreaModule } from '../area-module.js';
import { orderAdjustBillType } from './order-adjust.bill-type.js';
import { registerOrderAdjustRoutes } from './order-adjust.routes.js';
import { priceAdjustBillType } from './price-adjust.bill-type.js';
import { registerPriceAdjustRoutes } from './price-adjust.routes.js';

// What other areas may use: the registration point through which later work (missions, cutting) says how much of an
// order's goods SKUs it already holds, so that no adjustment goes below it, without this area importing them.
export { registerOrderQuantityFloor, type OrderQuantityFloor } from './adjustment-hooks.js';

/** The one wiring call of the area: the two bill types first (the engine's routes read them), then the routes. */
export const orderAdjustmentsArea: AreaModule = {
  name: 'order-adjustments',
  register(app, { bills }) {
    bills.register(orderAdjustBillType);
    bills.register(priceAdjustBillType);
    registerOrderAdjustRoutes(app, bills);
    registerPriceAdjustRoutes(app, bills);
  },
};
