import type { AreaModule } from '../area-module.js';
import { registerScanningRoutes } from './scanning.routes.js';

// What other areas use: a scanned code to what it is, a bundle or a unique-code piece (the workbench's scanCodeCheck).
export { resolveScanCode, type ScannedCode } from './scan.service.js';
// Batch QC (areas/defects) records each inspected bundle as a QC movement.
export { recordQcMovements, type QcMovement } from './bundle-track.service.js';

/** The one wiring call of the area: scanning at the nodes, bundle history, hand-overs and work in progress. */
export const scanningArea: AreaModule = {
  name: 'scanning',
  register(app, { bills }) {
    registerScanningRoutes(app, bills);
  },
};
