import { ALLOCATE_BILL_TYPES } from '@gf/contracts';
import { allocateBillTypes } from './allocate.bill-type.js';
import { registerAllocateRoutes } from './allocate.routes.js';
import type { AreaModule } from '../area-module.js';

/** The one wiring call of the area: the two bill types first (the engine's routes read them), then the routes. */
export const allocateArea: AreaModule = {
  name: 'allocate',
  register(app, { bills }) {
    for (const type of ALLOCATE_BILL_TYPES) bills.register(allocateBillTypes[type]);
    registerAllocateRoutes(app);
  },
};
