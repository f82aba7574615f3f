import { registerStockBalanceRoutes } from './stock-balance.routes.js';
import type { AreaModule } from '../area-module.js';

export { addBalance, cancelBalance } from './stock-balance.service.js';

/** Period-end balance with the period lock (issue 13 part 4); the lock itself is checked in the stock posting path. */
export const stockBalanceArea: AreaModule = {
  name: 'stock-balance',
  register(app) {
    registerStockBalanceRoutes(app);
  },
};
