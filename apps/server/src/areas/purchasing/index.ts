import { materialsPurchaseBillType, samplePurchaseBillType } from './purchase-bill.bill-type.js';
import { registerPurchaseBillRoutes } from './purchase-bill.routes.js';
import { registerPurchaseConfigRoutes } from './purchase-config.routes.js';
import { registerPurchaseDemandRoutes } from './purchase-demand.routes.js';
import { registerPurchaseListRoutes } from './purchase-list.routes.js';
import { registerMaterialFieldConfigRoutes } from './material-field-config.routes.js';
import { billsWithLabel } from './purchase-label.repository.js';
import { registerFactoryUsage } from '../factory/index.js';
import type { AreaModule } from '../area-module.js';

export { getPurchaseConfig } from './purchase-config.service.js';
export { createPurchaseBatch } from './purchase-bill.service.js';
export { findBill as findPurchaseBill } from './purchase-bill.repository.js';
export { findLines as findPurchaseLinesWithSplits } from './purchase-line.repository.js';
export { purchaseNotFound } from './purchase-errors.js';
// The order-demand area sets production orders' demand lines (issue 10 part 5).
export { findDemands as findDemandLines, moveOrderDemandLines, type OrderDemandMove } from './purchase-demand.repository.js';
export { setDemandsCompleted } from './purchase-demand.service.js';
export { registerDemandNeedLookup, type DemandNeedLookup } from './purchase-demand-needs.js';
export { findPurchaseLinesForArrival } from './purchase-arrival.service.js';
export {
  findLinesByIds as findPurchaseLinesByIds,
  lockPurchaseLines,
  setLinesArriveComplete as setPurchaseLinesArriveComplete,
} from './purchase-line.repository.js';
export {
  applyArrivedBySplit,
  findOrderLinesForArrival,
  findPurchaseLineOrderNos,
  findPurchaseSplits,
  type OrderLineForArrival,
} from './purchase-order-lines.service.js';
export { MATERIALS_PURCHASE, SAMPLE_PURCHASE, purchaseTypeOf } from './purchase-bill.bill-type.js';
export type { LineRecord as PurchaseLineForArrival } from './purchase-line.repository.js';

export { existingLabelIds as findLabelIdsOfType } from './purchase-label.repository.js';
export { setLinesCompleteByHand as setPurchaseLinesCompleteByHand } from './purchase-list.service.js';
export { findPurchaseSummary, listPurchaseLineIds, listPurchaseSourceLines } from './purchase-source.repository.js';
// The 待送料看板 (mission-material): 在途 per material SKU.
export { inTransitOf as purchasesInTransit } from './purchase-in-transit.repository.js';
let labelCheckerRegistered = false;

/** The one wiring call of the area: bill types first (the engine's routes read them), then the routes. */
export const purchasingArea: AreaModule = {
  name: 'purchasing',
  register(app, { bills }) {
    bills.register(materialsPurchaseBillType);
    bills.register(samplePurchaseBillType);
    registerPurchaseConfigRoutes(app);
    registerPurchaseDemandRoutes(app);
    registerPurchaseBillRoutes(app);
    registerPurchaseListRoutes(app);
    registerMaterialFieldConfigRoutes(app);
    // A label on a purchase bill cannot be deleted from the factory's label page (once per process: the list is global).
    if (!labelCheckerRegistered) registerFactoryUsage('billLabel', billsWithLabel);
    labelCheckerRegistered = true;
  },
};
