import type { AreaModule } from '../area-module.js';
import { missionAdjustBillType } from './mission-adjust.bill-type.js';
import { registerMissionAdjustRoutes } from './mission-adjust.routes.js';

/** The one wiring call of the area: the FAC_MISSION_ADJUST_ORDER bill type first (the engine's routes read it), then the routes. */
export const missionAdjustArea: AreaModule = {
  name: 'mission-adjust',
  register(app, { bills }) {
    bills.register(missionAdjustBillType);
    registerMissionAdjustRoutes(app, bills);
  },
};
