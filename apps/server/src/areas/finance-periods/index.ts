import type { AreaModule } from '../area-module.js';
import { registerFinancePeriodRoutes } from './finance-periods.routes.js';

export { monthRange } from './finance-periods.service.js';
export { partnerNameSql } from './finance-periods.repository.js';
/** For the finance areas' tests: a request context, one posting through the journal. */
export { contextOf, postPartnerEntry } from './finance-test-support.js';

/** Finance month close (issue 14 part 8): balances per partner and account, the books closed through the journal. */
export const financePeriodsArea: AreaModule = {
  name: 'finance-periods',
  register(app) {
    registerFinancePeriodRoutes(app);
  },
};
