import type { BalancePageInput, BalanceRow } from '@gf/contracts';
import { pageOf } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, likeContains } from '../../platform/db/keyword.js';
import type { Tenant } from '../../platform/tenancy/scope.js';

/*
 * Period-end balance rows (stock_period). Periods are the company's, like the ledger; a factory sees the periods of
 * the storehouses linked to it. The lines are in stock-balance-lines.repository.ts.
 */

const linked = (db: Db, unitId: string) =>
  db.selectFrom('storehouseFactoryLink as l').select('l.storehouseId').where('l.unitId', '=', unitId);

/** Locks a storehouse linked to the factory for update (postings share-lock it) and answers its name and closed date. */
export async function lockStorehouse(db: Db, scope: Tenant, storehouseId: string) {
  const { rows } = await sql<{ id: string; name: string; closedUntil: string | null }>`
    select s.id, s.name, to_char(s.stock_closed_until, 'YYYY-MM-DD') as closed_until from storehouse s
    where s.id = ${storehouseId} and s.unit_id = ${scope.bossUnitId} and not s.is_deleted
      and exists (select 1 from storehouse_factory_link l where l.storehouse_id = s.id and l.unit_id = ${scope.unitId})
    for update`.execute(db);
  return rows[0];
}

export async function setClosedUntil(db: Db, storehouseId: string, date: string | null): Promise<void> {
  await sql`update storehouse set stock_closed_until = ${date}::date where id = ${storehouseId}`.execute(db);
}

/** The end of the storehouse's latest live period before (or other than) `exceptId`. */
export async function latestLiveEnd(db: Db, scope: Tenant, storehouseId: string, exceptId?: string) {
  const row = await db
    .selectFrom('stockPeriod')
    .select(sql<string>`to_char(max(period_end), 'YYYY-MM-DD')`.as('end'))
    .where('unitId', '=', scope.bossUnitId)
    .where('storehouseId', '=', storehouseId)
    .where('status', '=', 'CLOSED')
    .$if(Boolean(exceptId), (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row?.end ?? null;
}

export async function insertPeriod(
  db: Db,
  scope: Tenant & { userId: string },
  input: { storehouseId: string; periodStart: string; periodEnd: string; remark?: string | null },
): Promise<string> {
  const row = await db
    .insertInto('stockPeriod')
    .values({
      unitId: scope.bossUnitId,
      facUnitId: scope.unitId,
      storehouseId: input.storehouseId,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      remark: input.remark ?? null,
      createdBy: scope.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function periods(db: Db, scope: Tenant) {
  return db
    .selectFrom('stockPeriod as p')
    .innerJoin('storehouse as h', 'h.id', 'p.storehouseId')
    .where('p.unitId', '=', scope.bossUnitId)
    .where('p.storehouseId', 'in', linked(db, scope.unitId));
}

const totals = (column: string) =>
  sql<string>`coalesce((select sum(${sql.ref(`x.${column}`)}) from stock_period_line x where x.stock_period_id = p.id), 0)`;

function rowSelect(q: ReturnType<typeof periods>) {
  return q
    .leftJoin('unit as f', 'f.id', 'p.facUnitId')
    .leftJoin('appUser as u', 'u.id', 'p.createdBy')
    .select([
      'p.id',
      'p.storehouseId',
      'h.name as storehouseName',
      'p.status',
      'p.remark',
      'f.name as facName',
      'u.userName as createdByName',
      'p.createdAt',
    ])
    .select(sql<string>`to_char(p.period_start, 'YYYY-MM-DD')`.as('periodStart'))
    .select(sql<string>`to_char(p.period_end, 'YYYY-MM-DD')`.as('periodEnd'))
    .select(sql<string>`(select count(*) from stock_period_line x where x.stock_period_id = p.id)`.as('skuCount'))
    .select([
      totals('opening_value').as('openingValue'),
      totals('in_value').as('inValue'),
      totals('out_value').as('outValue'),
      totals('closing_value').as('closingValue'),
    ]);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof rowSelect>['execute']>>[number];
const toRow = (r: RawRow): BalanceRow => ({
  ...r,
  facName: r.facName ?? '',
  createdByName: r.createdByName ?? '',
  createdAt: new Date(r.createdAt).toISOString(),
  skuCount: Number(r.skuCount),
});

export async function pagePeriods(db: Db, scope: Tenant, input: BalancePageInput) {
  let q = periods(db, scope);
  if (input.storehouseId) q = q.where('p.storehouseId', '=', input.storehouseId);
  if (input.status) q = q.where('p.status', '=', input.status);
  if (input.keyword) {
    const like = likeContains(input.keyword);
    q = q.where((eb) => eb.or([eb('h.name', 'ilike', like), eb('p.remark', 'ilike', like)]));
  }
  const { pageSize: limit, offset } = pageOf(input);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    rowSelect(q).orderBy('p.periodEnd', 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { totalCount: Number(count.n), list: rows.map(toRow) };
}

export async function findPeriod(db: Db, scope: Tenant, id: string): Promise<BalanceRow | undefined> {
  const row = await rowSelect(periods(db, scope).where('p.id', '=', id)).executeTakeFirst();
  return row && toRow(row);
}

/** Locks a period (of a storehouse linked to the factory) for update. */
export async function lockPeriod(db: Db, scope: Tenant, id: string) {
  return periods(db, scope)
    .select(['p.id', 'p.storehouseId', 'p.status'])
    .where('p.id', '=', id)
    .forUpdate('p')
    .executeTakeFirst();
}

export async function cancelPeriod(db: Db, userId: string, id: string): Promise<void> {
  await db
    .updateTable('stockPeriod')
    .set({ status: 'CANCELLED', cancelledBy: userId, cancelledAt: new Date(), updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function updateRemark(db: Db, id: string, remark: string | null): Promise<void> {
  await db.updateTable('stockPeriod').set({ remark, updatedAt: new Date() }).where('id', '=', id).execute();
}

/** The storehouses linked to the factory, as options. */
/** The linked storehouses whose name holds the keyword, 50 at most (the select searches on the server). */
export async function storehouseOptions(db: Db, scope: Tenant, keyword?: string) {
  let q = db
    .selectFrom('storehouse as h')
    .select(['h.id as value', 'h.name as label'])
    .where('h.unitId', '=', scope.bossUnitId)
    .where('h.isDeleted', '=', false)
    .where('h.id', 'in', linked(db, scope.unitId));
  if (keyword) {
    const { operator, pattern } = containsPattern(keyword);
    q = q.where('h.name', operator, pattern);
  }
  return q.orderBy('h.name').limit(50).execute();
}
