import type { AreaModule } from '../area-module.js';
import { dropUnsettledDefectsOfReport, openDefectsOfReport } from './defect.repository.js';
import { registerDefectRoutes } from './defect.routes.js';

// What other areas use: a scan at a QC node (areas/scanning) counts a bundle only when batch QC has not inspected it,
// and records itself as the bundle's inspection there, so batch QC then refuses the bundle.
export { inspectedOfBundle, recordScannedInspection } from './quality-batch.service.js';
// Batch QC tells who registered (areas/scanning: a QC movement per bundle and report bill).
export { onBundlesInspected, type InspectedBundle } from './quality-batch.service.js';
export { actOnDefects } from './defect-action.service.js';

/** Defect management (issue 12 part 6): open defects of QC nodes and the defect bills that settle them. */
export const defectsArea: AreaModule = {
  name: 'defects',
  register(app, { bills }) {
    // A reviewed defective report opens its defects; its un-review takes back those nothing has acted on (a bill that
    // acted on one keeps the report from being un-reviewed, through lineage).
    bills.attachEffects('FAC_MISSION_DEFECTIVE', { onPosted: openDefectsOfReport, onUnposted: dropUnsettledDefectsOfReport });
    registerDefectRoutes(app, bills);
  },
};
