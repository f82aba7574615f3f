import { registerGoodsSkuUsage } from '../goods/index.js';
import type { AreaModule } from '../area-module.js';
import { registerOrderConfigRoutes } from './order-config.routes.js';
import { registerOrderExcelRoutes } from './order-excel.routes.js';
import { registerOrderListRoutes } from './order-list.routes.js';
import { skusInOrders } from './order-sku-usage.repository.js';
import { productionOrderBillType } from './production-order.bill-type.js';
import { registerProductionOrderRoutes } from './production-order.routes.js';

// What other areas may use: the order for demand explosion, and the registrations through which they attach to an
// order taking effect (purchase demand) and lend it their BOMs (the style's default BOM), without this area
// importing them.
export { FAC_PRD_ORDER } from './production-order.bill-type.js';
export { findOrderForDemand } from './order-query.service.js';
// 一键转工单's pre-check (the missions area): goods missing a field the configuration requires before conversion.
export { checkAttachment, getGoodsInfoConfig } from './order-config.service.js';
export { orderSkuCells } from './order-query-cells.repository.js';
export { findOrderStyles as findStylesWithSkus } from './order-reference.repository.js';
export { registerOrderPostingHook, type OrderPostingHook } from './order-posting-hooks.js';
export { registerOrderBomLookup, type OrderBomLookup } from './order-bom-lookup.js';
// The BOM area's bomOrderList: the orders whose goods use a BOM.
export { listOrdersUsingBom } from './order-bom-usage.repository.js';
// ... and its updateBomOrderList: blocks moved to a BOM in the caller's transaction (orders locked, checked).
export { setOrderGoodsBom } from './order-bom-assign.service.js';
// The cells and prices adjustment bills read and, on approval, write (on the order locked for update).
export * as orderCells from './order-cells.repository.js';
export type { OrderCellRow, OrderGoodsRow } from './order-cells.repository.js';
export type { OrderHead } from './production-order.repository.js';

let skuUsageRegistered = false;

/** The one wiring call of the area: the bill type first (the engine's routes read it), then the routes. */
export const productionOrdersArea: AreaModule = {
  name: 'production-orders',
  register(app, { bills }) {
    bills.register(productionOrderBillType);
    // A goods SKU a live order holds cannot be removed from its style (once per process: the list is global).
    if (!skuUsageRegistered) registerGoodsSkuUsage(skusInOrders);
    skuUsageRegistered = true;
    registerProductionOrderRoutes(app, bills);
    registerOrderListRoutes(app);
    registerOrderConfigRoutes(app);
    registerOrderExcelRoutes(app);
  },
};
