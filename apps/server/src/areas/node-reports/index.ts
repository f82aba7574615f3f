import type { AreaModule } from '../area-module.js';
import { nodeReportBillTypes } from './node-report.bill-type.js';
import { registerNodeReportRoutes } from './node-report.routes.js';

// What other areas use: the reviewed report quantities per bill with the node's wage (the workbench's piece-rate
// wages and progress reports multiply and add them up), and the per-node report check.
export { reviewedReportFigures } from './node-figures.repository.js';
export { canReportOn } from './node-report-access.service.js';
// Bundle cutting (areas/cutting) posts a lay as the node's cutting report through the same call as the matrix report.
export { reportOnNode } from './node-report.service.js';
// Unique codes (areas/unique-codes) undo the report bill that counts a code at a node (改为未上报).
export { undoReport } from './node-report-undo.service.js';
// Mission adjustment bills keep each SKU at least at what the mission's nodes reported on it.
export { lineSums } from './node-figures.repository.js';
export { COUNTED_AT_SUBMIT, POSTED_STATUSES, figuresBySku, usedOf } from './node-figures.js';
// Defect management (areas/defects) moves a QC node's rolled-up figures when defects pass or are scrapped, on the node
// locked as a report locks it.
export { addNodeFigures, refreshDependentTargets } from './node-report-effects.repository.js';
export { lockNodeForReport, nodeDownstreamBlock } from './node-report-limits.service.js';

/** The one wiring call of the area: the four report bill types, then the routes. */
export const nodeReportsArea: AreaModule = {
  name: 'node-reports',
  register(app, { bills }) {
    for (const def of nodeReportBillTypes) bills.register(def);
    registerNodeReportRoutes(app, bills);
  },
};
