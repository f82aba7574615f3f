import { deliveryBillType } from './delivery.bill-type.js';
import { registerDeliveryRoutes } from './delivery.routes.js';
import type { AreaModule } from '../area-module.js';

export {
  createDeliveryFromArrival,
  DELIVERY_BILL_TYPE,
  undoDeliveryFromArrival,
  type DeliveryFromArrival,
} from './delivery-posting.service.js';
export { assertMaterialBillReferences, deliveredToFactory, POSTED_BILL_STATUSES } from './delivery-references.service.js';
export { createDelivery } from './delivery.service.js';
export { findDeliverySummary } from './delivery-summary.repository.js';
export {
  listMaterialLots,
  resolveLineLots,
  withRollNumbers,
  type LotLineInput,
  type ResolvedLot,
} from './material-lot.service.js';

/** The one wiring call of the area: the bill type first (the engine's routes read it), then the routes. */
export const deliveryArea: AreaModule = {
  name: 'delivery',
  register(app, { bills }) {
    bills.register(deliveryBillType);
    registerDeliveryRoutes(app, bills);
  },
};
