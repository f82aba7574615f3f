import { registerFactoryUsage } from '../factory/index.js';
import { registerGoodsInventoryRoutes } from './goods-inventory.routes.js';
import { stockHeldIn } from './stock-ledger.repository.js';
import { registerStockRoutes } from './stock.routes.js';
import type { AreaModule } from '../area-module.js';

export {
  postStockMovements,
  reverseStockMovements,
  type PostedMovement,
  type StockLine,
  type StockPosting,
  type StockSource,
} from './stock-posting.service.js';
export {
  availableStock,
  releaseReservations,
  reservedForDemand,
  reserveStock,
  type ReserveInput,
} from './stock-reservation.service.js';
export {
  inTransitByStorehouse,
  receiveFromTransit,
  reverseTransit,
  sendToTransit,
  transitOf,
  type TransitInLine,
  type TransitOutLine,
  type TransitSource,
} from './stock-transit.service.js';
export { lockStockItems } from './stock-lock.service.js';
export { writePeriodLines } from './stock-period.repository.js';
export { stockUnitCost, stockValues, type StockValue } from './stock-value.repository.js';
export { listRollMovements, listRollsMovedBySource } from './stock-roll.repository.js';

let storehouseCheckerRegistered = false;

export const stockArea: AreaModule = {
  name: 'stock',
  register(app, _deps) {
    // A storehouse holding stock cannot be deleted (once per process: the list is global).
    if (!storehouseCheckerRegistered) registerFactoryUsage('storehouse', stockHeldIn);
    storehouseCheckerRegistered = true;
    registerStockRoutes(app);
    registerGoodsInventoryRoutes(app);
  },
};
