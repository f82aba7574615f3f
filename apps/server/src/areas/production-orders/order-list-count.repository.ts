import type { OrderListQuery } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { FOLD_AFTER, foldStatusCounts } from '../../platform/db/status-counts.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** The filter keys that do not narrow the orders beyond their statuses (paging and sort). */
const NOT_FILTERS = new Set(['pageNo', 'pageSize', 'statusList', 'sortField', 'sortOrder']);

/** Whether the filter narrows by status only (empty values narrow nothing, as filteredOrders reads them). */
export function isStatusOnly(f: Partial<OrderListQuery>): boolean {
  return Object.entries(f).every(
    ([key, value]) => NOT_FILTERS.has(key) || value === undefined || value === '' || (Array.isArray(value) && value.length === 0),
  );
}

/**
 * How many live orders of the factory have these statuses, from production_order_count (appended by triggers in the
 * writers' transactions, so as exact as counting the orders): one small indexed read instead of a count over every
 * order. When a factory has gathered many rows, they are folded into one per status (one statement: the rows
 * deleted and their sums inserted; a concurrent fold finds them gone and adds nothing).
 */
export async function countOrdersByStatus(db: Db, tenant: Tenant, statuses: readonly number[]): Promise<number> {
  const units = readableUnits(tenant, 'productionOrderCount');
  const rows = await db
    .selectFrom('productionOrderCount')
    .select(['unitId', 'status', sql<string>`sum(n)`.as('n'), sql<string>`count(*)`.as('rows')])
    .where('unitId', 'in', units)
    .groupBy(['unitId', 'status'])
    .execute();
  const wanted = new Set(statuses);
  const total = rows.filter((r) => wanted.has(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
  const crowded = [...new Set(rows.filter((r) => Number(r.rows) > 1).map((r) => r.unitId))].filter(
    (unit) => rows.filter((r) => r.unitId === unit).reduce((sum, r) => sum + Number(r.rows), 0) > FOLD_AFTER,
  );
  for (const unitId of crowded) await foldCounts(db, unitId);
  return total;
}

/** Folds a factory's count rows into one per status (zero sums go). */
export async function foldCounts(db: Db, unitId: string): Promise<void> {
  await foldStatusCounts(db, 'production_order_count', unitId);
}
