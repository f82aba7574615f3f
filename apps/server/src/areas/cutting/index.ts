import type { AreaModule } from '../area-module.js';
import { registerCuttingRoutes } from './cutting.routes.js';

/** The one wiring call of the area: bundle cutting, the bundle list, tickets and cut-piece groups. */
export const cuttingArea: AreaModule = {
  name: 'cutting',
  register(app, { bills }) {
    registerCuttingRoutes(app, bills);
  },
};
