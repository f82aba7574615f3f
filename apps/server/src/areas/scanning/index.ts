import type { AreaModule } from '../area-module.js';
import { onBundlesInspected } from '../defects/index.js';
import { recordQcMovements } from './bundle-track.service.js';
import { registerScanningRoutes } from './scanning.routes.js';

// What other areas use: a scanned code to what it is, a bundle or a unique-code piece (the workbench's scanCodeCheck).
export { resolveScanCode, type ScannedCode } from './scan.service.js';

/** The one wiring call of the area: scanning at the nodes, bundle history, hand-overs and work in progress. */
export const scanningArea: AreaModule = {
  name: 'scanning',
  register(app, { bills }) {
    registerScanningRoutes(app, bills);
    // Batch QC (areas/defects) tells this area each bundle it inspected: a QC movement per bundle and report bill.
    onBundlesInspected(recordQcMovements);
  },
};
