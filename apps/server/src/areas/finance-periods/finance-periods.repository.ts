import {
  Dec,
  journalLedgerInfo,
  pageOf,
  periodLedgers,
  type FinancePeriodDetailInput,
  type FinancePeriodListInput,
  type LedgerTotals,
  type PeriodLedger,
} from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { likeContains } from '../../platform/db/keyword.js';

/*
 * finance_period and finance_period_balance (factory scope): a closed month and its balances per ledger × partner ×
 * account, read from journal_line in one statement.
 */

/** +1 for ledgers whose balance grows with debits, −1 for those growing with credits (AP, ADVANCE). */
const normalSign = sql.raw(
  `case when ledger in (${periodLedgers
    .filter((l) => journalLedgerInfo[l].normal === 'credit')
    .map((l) => `'${l}'`)
    .join(', ')}) then -1 else 1 end`,
);

/**
 * The partner's name of a row carrying partner_type / partner_id (supplier, processing factory or customer); with
 * `unitId`, only a partner of that factory (null otherwise).
 */
export const partnerNameSql = (alias: string, unitId?: string) => {
  const id = sql.ref(`${alias}.partner_id`);
  const mine = (t: string) => (unitId ? sql`and ${sql.ref(`${t}.unit_id`)} = ${unitId}` : sql``);
  return sql<string | null>`case ${sql.ref(`${alias}.partner_type`)}
    when 'SUPPLIER' then (select s.name from supplier s where s.id = ${id} ${mine('s')})
    when 'OUTSIDE_FACTORY' then (select o.name from outside_factory o where o.id = ${id} ${mine('o')})
    when 'CUSTOMER' then (select c.name from customer c where c.id = ${id} ${mine('c')}) end`;
};

/** The latest CLOSED period of the factory (locked FOR UPDATE when `lock`), or undefined. */
export async function latestClosed(db: Db, unitId: string) {
  return db
    .selectFrom('financePeriod')
    .select(['id', 'month', sql<string>`to_char(period_end, 'YYYY-MM-DD')`.as('periodEnd')])
    .where('unitId', '=', unitId)
    .where('status', '=', 'CLOSED')
    .orderBy('periodEnd', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertPeriod(
  db: Db,
  ctx: RequestContext,
  p: { month: string; periodStart: string; periodEnd: string; remark: string | null },
): Promise<string> {
  const row = await db
    .insertInto('financePeriod')
    .values({ unitId: ctx.unitId, ...p, createdBy: ctx.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes the period's balances from the journal in one statement: per ledger × partner × account, the opening balance
 * (everything dated before the start), the month's debits and credits, the closing balance; rows all zero left out.
 */
export async function writeBalances(db: Db, unitId: string, periodId: string, start: string, end: string): Promise<void> {
  const ledgers = sql.join(periodLedgers.map((l) => sql.lit(l)));
  await sql`
    insert into finance_period_balance (period_id, unit_id, ledger, partner_type, partner_id, account_id, opening, debit, credit, closing)
    select ${periodId}, unit_id, ledger, partner_type, partner_id, account_id, ${normalSign} * opening, debit, credit,
           ${normalSign} * (opening + debit - credit)
      from (select unit_id, ledger, partner_type, partner_id, account_id,
                   coalesce(sum(debit - credit) filter (where entry_date < ${start}::date), 0) as opening,
                   coalesce(sum(debit) filter (where entry_date >= ${start}::date), 0) as debit,
                   coalesce(sum(credit) filter (where entry_date >= ${start}::date), 0) as credit
              from journal_line
             where unit_id = ${unitId} and ledger in (${ledgers}) and entry_date <= ${end}::date
             group by unit_id, ledger, partner_type, partner_id, account_id) b
     where opening <> 0 or debit <> 0 or credit <> 0
     order by ledger, partner_type, partner_id, account_id`.execute(db);
}

/** Locks one of the factory's periods FOR UPDATE. */
export async function lockPeriod(db: Db, unitId: string, id: string) {
  return db
    .selectFrom('financePeriod')
    .select(['id', 'status', 'month'])
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markUndone(db: Db, userId: string, id: string): Promise<void> {
  await db
    .updateTable('financePeriod')
    .set({ status: 'UNDONE', undoneBy: userId, undoneAt: new Date() })
    .where('id', '=', id)
    .execute();
}

const closingOf = (ledger: PeriodLedger) =>
  sql<string>`coalesce((select sum(x.closing) from finance_period_balance x where x.period_id = p.id and x.ledger = ${ledger}), 0)`;

function periodRows(db: Db, unitId: string) {
  return db
    .selectFrom('financePeriod as p')
    .leftJoin('appUser as c', 'c.id', 'p.createdBy')
    .leftJoin('appUser as u', 'u.id', 'p.undoneBy')
    .where('p.unitId', '=', unitId)
    .select([
      'p.id',
      'p.month',
      'p.status',
      'p.remark',
      'c.userName as createdByName',
      'u.userName as undoneByName',
      'p.createdAt',
      'p.undoneAt',
      sql<string>`to_char(p.period_start, 'YYYY-MM-DD')`.as('periodStart'),
      sql<string>`to_char(p.period_end, 'YYYY-MM-DD')`.as('periodEnd'),
      ...periodLedgers.map((l, i) => closingOf(l).as(`c${i}`)),
    ]);
}

type RawPeriod = Awaited<ReturnType<ReturnType<typeof periodRows>['execute']>>[number];
const toRow = (r: RawPeriod) => {
  const raw = r as unknown as Record<string, string>;
  const closing = Object.fromEntries(periodLedgers.map((l, i) => [l, Dec.of(raw[`c${i}`] ?? '0').toFixed(2)])) as LedgerTotals;
  return {
    id: r.id,
    month: r.month,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    status: r.status,
    remark: r.remark,
    createdByName: r.createdByName ?? '',
    createdAt: new Date(r.createdAt).toISOString(),
    undoneByName: r.undoneByName ?? null,
    undoneAt: r.undoneAt ? new Date(r.undoneAt).toISOString() : null,
    closing,
  };
};

export async function listPeriods(db: Db, unitId: string, input: FinancePeriodListInput) {
  let q = db.selectFrom('financePeriod as p').where('p.unitId', '=', unitId);
  if (input.status) q = q.where('p.status', '=', input.status);
  const { pageSize, offset } = pageOf(input);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    periodRows(db, unitId)
      .$if(Boolean(input.status), (x) => x.where('p.status', '=', input.status!))
      .orderBy('p.periodEnd', 'desc')
      .orderBy('p.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
  ]);
  return { totalCount: Number(count.n), list: rows.map(toRow) };
}

export async function findPeriod(db: Db, unitId: string, id: string) {
  const row = await periodRows(db, unitId).where('p.id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

/** A period's balance lines with the partner's name, filtered as asked, in ledger then name order. */
export async function periodLines(db: Db, input: FinancePeriodDetailInput) {
  const kw = input.keyword ? likeContains(input.keyword) : null;
  const rows = await sql<{
    ledger: PeriodLedger;
    partnerType: 'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER' | null;
    partnerId: string | null;
    accountId: string | null;
    name: string | null;
    opening: string;
    debit: string;
    credit: string;
    closing: string;
  }>`
    select * from (
      select b.ledger, b.partner_type as "partnerType", b.partner_id as "partnerId", b.account_id as "accountId",
             coalesce(${partnerNameSql('b')}, (select a.name from finance_account a where a.id = b.account_id)) as name,
             b.opening, b.debit, b.credit, b.closing
        from finance_period_balance b
       where b.period_id = ${input.id}
         ${input.ledger ? sql`and b.ledger = ${input.ledger}` : sql``}
         ${input.partnerType ? sql`and b.partner_type = ${input.partnerType}` : sql``}) x
     ${kw ? sql`where x.name ilike ${kw}` : sql``}
     order by array_position(array[${sql.join(periodLedgers.map((l) => sql.lit(l)))}]::text[], x.ledger), x.name, x."accountId"`.execute(
    db,
  );
  return rows.rows;
}
