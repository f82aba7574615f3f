import type { AreaModule } from '../area-module.js';
import { registerNodeInfoRoutes } from './node-info.routes.js';

/** Node information, reminders, tags and outside processing per mission node (issue 11 parts 4 and 5). */
export const missionNodeInfoArea: AreaModule = {
  name: 'mission-node-info',
  register(app) {
    registerNodeInfoRoutes(app);
  },
};
