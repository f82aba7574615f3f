import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { readableUnits, type ScopedTable, type Tenant } from './scope.js';

/**
 * The one reference check of a form (an order's or a mission's customers, outside factories, files, persons in
 * charge): which of the ids name rows the session's factory reads. Callers turn the missing ones into field errors.
 */

/** The common shape of a scoped table as far as this check reads it. */
interface ScopedRow {
  id: string;
  unitId: string;
  isDeleted: boolean;
}

/**
 * The ids among `ids` of live rows of `table` readable from the session's factory (readableUnits). `live: false` for
 * a table without `is_deleted` (stored files).
 */
export async function existingIds(
  db: Db,
  tenant: Tenant,
  table: ScopedTable,
  ids: readonly string[],
  opts: { live?: boolean } = {},
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  // Kysely cannot type a table chosen at run time: the query is typed against the columns every scoped table has.
  const loose = db as unknown as Kysely<Record<string, ScopedRow>>;
  const rows = await loose
    .selectFrom(table)
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, table))
    .$if(opts.live !== false, (q) => q.where('isDeleted', '=', false))
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => String(r.id)));
}

/** The ids among `ids` of accounts that enter the session's factory (persons in charge, node chargers). */
export async function factoryUserIds(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('userUnit')
    .select('userId')
    .where('unitId', '=', tenant.unitId)
    .where('userId', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.userId));
}
