import type { AreaModule } from '../area-module.js';
import { registerPrcdNodeRoutes } from './prcd-node.routes.js';
import { registerPrcdTemplateRoutes } from './prcd-template.routes.js';

// For the missions area: a template's rows and settings to copy into a mission (locks the nodes for share).
export { templateRowsForMission, templateSettingsForMission, type MissionTemplateRow } from './template-for-mission.service.js';
// For the node-reports and mission areas: node definitions (options, tolerance, storehouse, bill configs) by id.
export { findNodes as findNodeDefinitions, type NodeRecord as NodeDefinition } from './prcd-node.repository.js';

/** The one wiring call of the area: node definitions, workshop sections and process templates. */
export const processNodesArea: AreaModule = {
  name: 'process-nodes',
  register(app) {
    registerPrcdNodeRoutes(app);
    registerPrcdTemplateRoutes(app);
  },
};
