import { registerArrivalLineSource } from '../returns/index.js';
import { arrivalLinesForReturns } from './arrival-return.service.js';
import { arrivalNoticeBillType } from './arrival-notice.bill-type.js';
import { registerArrivalNoticeRoutes } from './arrival-notice.routes.js';
import { materialsArriveBillType, sampleArriveBillType } from './arrival.bill-type.js';
import { registerArrivalRoutes } from './arrival.routes.js';
import { arrivalsWithLabel } from './arrival-list.repository.js';
import { registerArrivalListRoutes } from './arrival-list.routes.js';
import { registerFactoryUsage } from '../factory/index.js';
import type { AreaModule } from '../area-module.js';

export { MATERIALS_ARRIVE, SAMPLE_ARRIVE } from './arrival.bill-type.js';
export { createArrival } from './arrival.service.js';

export { findArrivalSummary, findNoticeSummary, listNoticeSourceLines } from './arrival-source.repository.js';
let labelCheckerRegistered = false;

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
    registerArrivalListRoutes(app);
    // A label on an arrival cannot be deleted from the factory's label page (once per process: the list is global).
    if (!labelCheckerRegistered) registerFactoryUsage('billLabel', arrivalsWithLabel);
    labelCheckerRegistered = true;
    registerArrivalNoticeRoutes(app);
  },
};
