import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * Append-only per-status counters (production_order_count, mission_count): statement triggers on the counted table
 * append one row per (unit, status) a statement changes, so a list's total for a status-only filter is one small
 * indexed read instead of a count over every row (see migrations 202611280700 and 202612010400). The readers sum the
 * rows and, once a factory has gathered more than FOLD_AFTER of them, fold them into one per status.
 */
export type StatusCountTable = 'production_order_count' | 'mission_count';

/** A factory's count rows beyond this many are folded into one per status by the next reader. */
export const FOLD_AFTER = 64;

/**
 * The counted rows of these units with these statuses (`n`), and how many count rows the units hold (`rows`), as
 * an expression a statement can select.
 */
export function statusTotalSql(table: StatusCountTable, units: readonly string[], statuses: readonly number[]) {
  return sql<string>`(select coalesce(sum(n) filter (where status in (${sql.join(statuses)})), 0)::text || ':' || count(*)
    from ${sql.table(table)} where unit_id in (${sql.join(units)}))`;
}

/** Reads what `statusTotalSql` answered: the total and whether the units' rows should be folded. */
export function readStatusTotal(text: string): { total: number; isCrowded: boolean } {
  const [n, rows] = text.split(':');
  return { total: Number(n), isCrowded: Number(rows) > FOLD_AFTER };
}

/**
 * Folds a factory's count rows into one per status (zero sums go): one statement, the rows deleted and their sums
 * inserted; a concurrent fold finds them gone and adds nothing.
 */
export async function foldStatusCounts(db: Db, table: StatusCountTable, unitId: string): Promise<void> {
  await sql`
    with gone as (delete from ${sql.table(table)} where unit_id = ${unitId} returning status, n)
    insert into ${sql.table(table)} (unit_id, status, n)
    select ${unitId}::bigint, status, sum(n) from gone group by status having sum(n) <> 0`.execute(db);
}
