import { registerArrivalLineSource } from '../returns/index.js';
import { arrivalLinesForReturns } from './arrival-return.service.js';
import { arrivalNoticeBillType } from './arrival-notice.bill-type.js';
import { registerArrivalNoticeRoutes } from './arrival-notice.routes.js';
import { materialsArriveBillType, sampleArriveBillType } from './arrival.bill-type.js';
import { registerArrivalRoutes } from './arrival.routes.js';
import type { AreaModule } from '../area-module.js';

export { MATERIALS_ARRIVE, SAMPLE_ARRIVE } from './arrival.bill-type.js';
export { createArrival } from './arrival.service.js';

export { findArrivalSummary, findNoticeSummary, listNoticeSourceLines } from './arrival-source.repository.js';
/** The one wiring call of the area: bill types first (the engine's routes read them), then the routes. */
export const arrivalsArea: AreaModule = {
  name: 'arrivals',
  register(app, { bills }) {
    bills.register(materialsArriveBillType);
    bills.register(sampleArriveBillType);
    bills.register(arrivalNoticeBillType);
    // Returns by arrival (退料按到料单) ask this area for reviewed arrival lines through the returns port.
    registerArrivalLineSource(arrivalLinesForReturns);
    registerArrivalRoutes(app, bills);
    registerArrivalNoticeRoutes(app);
  },
};
