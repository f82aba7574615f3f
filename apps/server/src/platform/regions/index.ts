export { registerRegionRoutes } from './region.routes.js';
export { assertRegion, regionIndex } from './region.service.js';
