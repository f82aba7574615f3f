import type { Db } from '../../platform/db/database.js';
import type { Tenant } from '../../platform/tenancy/scope.js';

/*
 * How the ledger is scoped (ADR 0011). Its rows are the company's (unit_id = the BOSS unit), so a shared storehouse
 * holds one balance; a factory reads and posts only in the storehouses linked to it (storehouse_factory_link). SKUs
 * stay their factory's: the ledger names a SKU of any factory of the company by id.
 */

/** The session's company and factory. */
export type StockScope = Tenant;

/** The ids of the storehouses linked to the factory, as a subquery. */
export const linkedStorehouses = (db: Db, unitId: string) =>
  db
    .selectFrom('storehouseFactoryLink')
    .select('storehouseFactoryLink.storehouseId')
    .where('storehouseFactoryLink.unitId', '=', unitId);

/** The company's factories' unit ids, as a subquery (whose SKUs the ledger may name). */
export const companyFactories = (db: Db, bossUnitId: string) =>
  db.selectFrom('unit').select('unit.id').where('unit.bossUnitId', '=', bossUnitId).where('unit.kind', '=', 'FACTORY');
