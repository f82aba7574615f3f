import { registerClothCheckRoutes } from './cloth-check.routes.js';
import { registerQualityCheckRoutes } from './quality-check.routes.js';
import type { AreaModule } from '../area-module.js';
import { qualityCheckBillType } from './quality-check.bill-type.js';

/** The one wiring call of the area: quality-check bills and the cloth check / shrink test of arrivals. */
export const qualityArea: AreaModule = {
  name: 'quality',
  register(app, { bills }) {
    bills.register(qualityCheckBillType);
    registerQualityCheckRoutes(app);
    registerClothCheckRoutes(app);
  },
};
