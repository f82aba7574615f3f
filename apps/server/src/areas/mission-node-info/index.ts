import type { AreaModule } from '../area-module.js';
import { registerNodeInfoRoutes } from './node-info.routes.js';
import { registerOutsideRoutes } from './outside.routes.js';
import { registerReminderRoutes } from './reminders.routes.js';
import { registerStatementRoutes } from './statement.routes.js';

// What other areas use: each node's active reminder kinds for a page of missions, in one query (the list's badges).
export { nodeRemindersFor } from './reminders.service.js';

/** Node information, reminders, tags and outside processing per mission node (issue 11 parts 4 and 5). */
export const missionNodeInfoArea: AreaModule = {
  name: 'mission-node-info',
  register(app) {
    registerNodeInfoRoutes(app);
    registerReminderRoutes(app);
    registerOutsideRoutes(app);
    registerStatementRoutes(app);
  },
};
