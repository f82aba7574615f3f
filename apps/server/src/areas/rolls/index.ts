import { registerRollRoutes } from './roll.routes.js';
import type { AreaModule } from '../area-module.js';

export { findRoll, rollsOfBill } from './roll-query.service.js';
export { ensureRolls, setRollsQualified, type EnsureRollInput } from './roll.service.js';
export { queryEnableRollMaterial } from './roll-kind.service.js';

/** The one wiring call of the area. */
export const rollsArea: AreaModule = {
  name: 'rolls',
  register(app, _deps) {
    registerRollRoutes(app);
  },
};
