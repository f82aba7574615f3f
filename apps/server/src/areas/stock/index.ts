import { registerGoodsInventoryRoutes } from './goods-inventory.routes.js';
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
export { listRollMovements, listRollsMovedBySource } from './stock-roll.repository.js';

export const stockArea: AreaModule = {
  name: 'stock',
  register(app, _deps) {
    registerStockRoutes(app);
    registerGoodsInventoryRoutes(app);
  },
};
