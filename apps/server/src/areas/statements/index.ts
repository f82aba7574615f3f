import type { AreaModule } from '../area-module.js';
import { registerOrderFinanceRoutes } from './order-finance.routes.js';
import { registerOutsideStatementRoutes } from './outside-statement.routes.js';
import { registerStatementRoutes } from './statements.routes.js';

/** Statements with running balances and the aged report, read from the journal (issue 14 part 7). */
export const statementsArea: AreaModule = {
  name: 'statements',
  register(app) {
    registerStatementRoutes(app);
    registerOutsideStatementRoutes(app);
    registerOrderFinanceRoutes(app);
  },
};
