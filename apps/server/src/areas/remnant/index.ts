import { remnantBillType } from './remnant.bill-type.js';
import { registerRemnantRoutes } from './remnant.routes.js';
import type { AreaModule } from '../area-module.js';

export { REMNANT_BILL_TYPE } from './remnant.bill-type.js';

/** The one wiring call of the area: the bill type first (the engine's routes read it), then the routes. */
export const remnantArea: AreaModule = {
  name: 'remnant',
  register(app, { bills }) {
    bills.register(remnantBillType);
    registerRemnantRoutes(app, bills);
  },
};
