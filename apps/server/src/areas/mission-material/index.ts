import type { AreaModule } from '../area-module.js';
import { registerMissionMaterialRoutes } from './mission-material.routes.js';

// What the delivery area uses: the save-time check of a delivery naming a mission, and the roll-up its review and
// un-review write (inside the engine's transaction).
export { assertMissionForDelivery, recordMissionDelivery, type MissionDeliveryPosting } from './mission-material.service.js';
// The remnant area: a 余料退回 bill naming a mission.
export { assertMission } from './mission-material.service.js';

/** The one wiring call of the area: the material node calls (按工单添加, 待送料看板, 实裁单耗). */
export const missionMaterialArea: AreaModule = {
  name: 'mission-material',
  register(app) {
    registerMissionMaterialRoutes(app);
  },
};
