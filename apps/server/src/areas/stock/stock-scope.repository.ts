import type { Db } from '../../platform/db/database.js';
import type { Tenant } from '../../platform/tenancy/scope.js';

/*
 * How the ledger is scoped (ADR 0011). Its rows are the company's (unit_id = the BOSS unit), so a shared storehouse
 * holds one balance; a factory reads and posts only in the storehouses linked to it (storehouse_factory_link). SKUs
 * stay their factory's: a factory posts only its own, and its pages name another factory's SKU in a shared storehouse
 * by id through the descriptors.
 */

/** The session's company and factory. */
export type StockScope = Tenant;

/** The ids of the storehouses linked to the factory, as a subquery. */
export const linkedStorehouses = (db: Db, unitId: string) =>
  db
    .selectFrom('storehouseFactoryLink')
    .select('storehouseFactoryLink.storehouseId')
    .where('storehouseFactoryLink.unitId', '=', unitId);
