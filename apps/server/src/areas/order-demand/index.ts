import type { AreaModule } from '../area-module.js';
import { registerOrderDemandHooks } from './order-demand-hooks.js';
import { registerOrderDemandRoutes } from './order-demand.routes.js';

// What other areas may use: the adjustment's move by difference (order-adjustments), and the order's demand figures.
export { moveOrderDemand, planOrderDemand, releaseOrderDemand, type GoodsQuantities } from './order-demand-plan.service.js';
export { getOrderDemand } from './order-demand-view.service.js';

/**
 * Material demand exploded from production orders' BOMs (issue 10 part 5). It depends on bom, production-orders,
 * purchasing and stock, none of which imports it: it attaches to the order's review through the orders' hook list.
 */
export const orderDemandArea: AreaModule = {
  name: 'order-demand',
  register(app) {
    registerOrderDemandHooks();
    registerOrderDemandRoutes(app);
  },
};
