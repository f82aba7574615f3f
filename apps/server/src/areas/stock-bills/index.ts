import { STOCK_BILL_TYPES } from '@gf/contracts';
import { stockBillTypes } from './stock-bill.bill-type.js';
import { registerStockBillRoutes } from './stock-bill.routes.js';
import { registerStockInformRoutes } from './stock-inform.routes.js';
import type { AreaModule } from '../area-module.js';

/** The one wiring call of the area: the five bill types first (the engine's routes read them), then the routes. */
export const stockBillsArea: AreaModule = {
  name: 'stock-bills',
  register(app, { bills }) {
    for (const type of STOCK_BILL_TYPES) bills.register(stockBillTypes[type]);
    registerStockBillRoutes(app, bills);
    registerStockInformRoutes(app);
  },
};
