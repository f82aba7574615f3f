import type { AreaModule } from '../area-module.js';
import { dropUnsettledDefectsOfReport, openDefectsOfReport } from './defect.repository.js';
import { registerDefectRoutes } from './defect.routes.js';

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
