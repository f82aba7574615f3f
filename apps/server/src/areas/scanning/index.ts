import type { AreaModule } from '../area-module.js';
import { registerScanningRoutes } from './scanning.routes.js';

// What other areas use: a scanned code to its bundle (the workbench's scan-code check may ask it).
export { resolveCode as resolveScanCode } from './scan.service.js';

/** The one wiring call of the area: scanning at the nodes, bundle history, hand-overs and work in progress. */
export const scanningArea: AreaModule = {
  name: 'scanning',
  register(app, { bills }) {
    registerScanningRoutes(app, bills);
  },
};
