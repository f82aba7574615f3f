import type { AreaModule } from '../area-module.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { registerFinanceAccountRoutes } from './finance-account.routes.js';
import { findConfig, type FinanceConfigType } from './finance-config.repository.js';
import { registerFinanceConfigRoutes } from './finance-config.routes.js';
import { registerFinanceMemberRoutes } from './finance-member.routes.js';

export { assertFinanceAccount } from './finance-account.service.js';

/** Whether the factory's finance switch is on (false when it was never set). */
export async function financeConfigValue(db: Db, ctx: RequestContext, key: FinanceConfigType): Promise<boolean> {
  const row = await findConfig(db, ctx.unitId, key);
  return row?.isEnabled ?? false;
}

export const financeConfigArea: AreaModule = {
  name: 'finance-config',
  register(app) {
    registerFinanceAccountRoutes(app);
    registerFinanceConfigRoutes(app);
    registerFinanceMemberRoutes(app);
  },
};
