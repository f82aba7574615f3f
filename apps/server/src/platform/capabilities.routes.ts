import type { FastifyInstance } from 'fastify';
import { registerCustomFieldRoutes } from './custom-fields/index.js';
import { registerExcelRoutes } from './excel/index.js';
import { registerFileRoutes } from './files/index.js';
import { registerRegionRoutes } from './regions/index.js';

/** The shared capabilities' own calls: import jobs, files, custom-field definitions, regions. */
export function registerCapabilityRoutes(app: FastifyInstance): void {
  registerExcelRoutes(app);
  registerFileRoutes(app);
  registerCustomFieldRoutes(app);
  registerRegionRoutes(app);
}
