import type { AreaModule } from '../area-module.js';
import { feeBillType } from './fee.bill-type.js';
import { registerFeeRoutes } from './fee.routes.js';

/** Fee orders (bill type FEE) and their labels. */
export const feesArea: AreaModule = {
  name: 'fees',
  register(app, { bills }) {
    bills.register(feeBillType);
    registerFeeRoutes(app, bills);
  },
};
