import type { AreaModule } from '../area-module.js';
import { registerProductionReportRoutes } from './production-report.routes.js';
import { registerWorkspaceRoutes } from './workspace.routes.js';

/**
 * 生产工作台 and the production reports (issue 11 parts 6 and 8). It reads the missions, nodes and reviewed report
 * bills other areas write, and changes only mission nodes' status and chargers (batchStatus, batchChargers).
 */
export const missionWorkbenchArea: AreaModule = {
  name: 'mission-workbench',
  register(app) {
    registerWorkspaceRoutes(app);
    registerProductionReportRoutes(app);
  },
};
