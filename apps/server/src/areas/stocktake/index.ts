import type { AreaModule } from '../area-module.js';
import { stocktakeBillType } from './stocktake.bill-type.js';
import { registerStocktakeRoutes } from './stocktake.routes.js';

/** The one wiring call of the area: the stocktake bill type, then materials/check/* and materials/adjust/undo. */
export const stocktakeArea: AreaModule = {
  name: 'stocktake',
  register(app, { bills }) {
    bills.register(stocktakeBillType);
    registerStocktakeRoutes(app);
  },
};
