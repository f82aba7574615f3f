import type { AgedReportInput, StatementPartnerType } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { partnerNameSql } from '../finance-periods/index.js';
import { likeContains } from '../../platform/db/keyword.js';

/*
 * Statements read straight from journal_line (factory scope). A partner's balance is what the factory owes it:
 * Σ credit − Σ debit over its lines (AP, AR, PREPAID, ADVANCE all carry the partner).
 */

const FAR_PAST = '0001-01-01';
const FAR_FUTURE = '9999-12-31';

export interface StatementScope {
  unitId: string;
  partnerType: StatementPartnerType;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** Only the lines of this source document type (the running balance still counts every line). */
  sourceType?: string | undefined;
}

const ofSource = (s: StatementScope, column: string) => (s.sourceType ? sql`and ${sql.raw(column)} = ${s.sourceType}` : sql``);

/** Per partner: opening (before the start), increases and decreases in the period, closing; ordered by name. */
export async function partnerFigures(
  db: Db,
  s: StatementScope,
  f: { keyword?: string | undefined; partnerIds?: string[] | undefined },
) {
  const start = s.startDate ?? FAR_PAST;
  const { rows } = await sql<{
    partnerId: string;
    partnerName: string | null;
    opening: string;
    increase: string;
    decrease: string;
    closing: string;
  }>`
    select x.*, ${partnerNameSql('x')} as "partnerName" from (
      select l.partner_type, l.partner_id, l.partner_id as "partnerId",
             coalesce(sum(l.credit - l.debit) filter (where l.entry_date < ${start}::date), 0) as opening,
             coalesce(sum(l.credit) filter (where l.entry_date >= ${start}::date), 0) as increase,
             coalesce(sum(l.debit) filter (where l.entry_date >= ${start}::date), 0) as decrease,
             sum(l.credit - l.debit) as closing
        from journal_line l
       where l.unit_id = ${s.unitId} and l.partner_type = ${s.partnerType} and l.entry_date <= ${s.endDate ?? FAR_FUTURE}::date
         ${f.partnerIds?.length ? sql`and l.partner_id in (${sql.join(f.partnerIds)})` : sql``}
       group by l.partner_type, l.partner_id) x
     ${f.keyword ? sql`where ${partnerNameSql('x')} ilike ${likeContains(f.keyword)}` : sql``}
     order by "partnerName", x."partnerId"`.execute(db);
  return rows;
}

/** The partner's name when it is one of the factory's (null otherwise). */
export async function partnerName(db: Db, s: StatementScope, partnerId: string): Promise<string | null> {
  const { rows } = await sql<{ name: string | null }>`
    select ${partnerNameSql('p', s.unitId)} as name
      from (select ${s.partnerType}::text as partner_type, ${partnerId}::bigint as partner_id) p`.execute(db);
  return rows[0]?.name ?? null;
}

/** One partner's opening (before the start), increases and decreases in the period and its number of lines there. */
export async function partnerOpening(db: Db, s: StatementScope, partnerId: string) {
  const start = s.startDate ?? FAR_PAST;
  const inPeriod = sql`l.entry_date >= ${start}::date ${ofSource(s, 'e.source_type')}`;
  const { rows } = await sql<{ opening: string; increase: string; decrease: string; count: string }>`
    select coalesce(sum(l.credit - l.debit) filter (where l.entry_date < ${start}::date), 0) as opening,
           coalesce(sum(l.credit) filter (where ${inPeriod}), 0) as increase,
           coalesce(sum(l.debit) filter (where ${inPeriod}), 0) as decrease,
           count(*) filter (where ${inPeriod}) as count
      from journal_line l
      join journal_entry e on e.id = l.entry_id
     where l.unit_id = ${s.unitId} and l.partner_type = ${s.partnerType} and l.partner_id = ${partnerId}
       and l.entry_date <= ${s.endDate ?? FAR_FUTURE}::date`.execute(db);
  return rows[0]!;
}

/**
 * The statement itself, one SQL: the partner's lines up to the end date with the running balance (a window sum in
 * date and line order over everything since the first line, so the opening is included), those in the period paged;
 * each row also carries the opening, the period's increases and decreases and the number of lines in the period.
 */
export function statementLinesSql(s: StatementScope, partnerId: string, page: { limit: number; offset: number }) {
  return sql<{
    lineId: string;
    entryId: string;
    entryDate: string;
    sourceType: string;
    sourceId: string;
    sourceNo: string;
    itemType: string | null;
    itemId: string | null;
    itemNo: string | null;
    ledger: string;
    memo: string | null;
    increase: string;
    decrease: string;
    balance: string;
    opening: string;
    periodIncrease: string;
    periodDecrease: string;
    totalCount: string;
  }>`
    select r.*, sum(r.increase) over () as "periodIncrease", sum(r.decrease) over () as "periodDecrease",
           count(*) over () as "totalCount" from (
      select l.id as "lineId", l.entry_id as "entryId", to_char(l.entry_date, 'YYYY-MM-DD') as "entryDate",
             e.source_type as "sourceType", e.source_id as "sourceId", e.source_no as "sourceNo",
             l.item_type as "itemType", l.item_id as "itemId", l.item_no as "itemNo", l.ledger,
             coalesce(l.memo, e.memo) as memo, l.credit as increase, l.debit as decrease, l.entry_date as d,
             sum(l.credit - l.debit) over (order by l.entry_date, l.id) as balance,
             coalesce(sum(l.credit - l.debit) filter (where l.entry_date < ${s.startDate ?? FAR_PAST}::date) over (), 0) as opening
        from journal_line l
        join journal_entry e on e.id = l.entry_id
       where l.unit_id = ${s.unitId} and l.partner_type = ${s.partnerType} and l.partner_id = ${partnerId}
         and l.entry_date <= ${s.endDate ?? FAR_FUTURE}::date) r
     where r.d >= ${s.startDate ?? FAR_PAST}::date ${ofSource(s, 'r."sourceType"')}
     order by r.d, r."lineId"
     limit ${page.limit} offset ${page.offset}`;
}

/**
 * Aged open items, one SQL: per partner × direction, what is open on each AP / AR item as of `asOf` (lines dated up
 * to it), bucketed by its age (days from the item's first line to `asOf`).
 */
export async function agedRows(db: Db, unitId: string, asOf: string, input: AgedReportInput) {
  const ledger = input.direction === 'PAYABLE' ? ['AP'] : input.direction === 'RECEIVABLE' ? ['AR'] : ['AP', 'AR'];
  const bucket = (cond: string) => sql.raw(`coalesce(sum(open) filter (where ${cond}), 0)`);
  const { rows } = await sql<{
    partnerType: 'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER';
    partnerId: string;
    partnerName: string | null;
    direction: 'PAYABLE' | 'RECEIVABLE';
    items: string;
    current: string;
    d1to30: string;
    d31to60: string;
    d61to90: string;
    over90: string;
    total: string;
  }>`
    select x.*, ${partnerNameSql('x')} as "partnerName" from (
      select partner_type, partner_id, partner_type as "partnerType", partner_id as "partnerId",
             case ledger when 'AP' then 'PAYABLE' else 'RECEIVABLE' end as direction, count(*) as items,
             ${bucket('age <= 0')} as current, ${bucket('age between 1 and 30')} as d1to30,
             ${bucket('age between 31 and 60')} as d31to60, ${bucket('age between 61 and 90')} as d61to90,
             ${bucket('age > 90')} as over90, sum(open) as total
        from (select partner_type, partner_id, ledger, ${asOf}::date - min(entry_date) as age,
                     sum(case ledger when 'AP' then credit - debit else debit - credit end) as open
                from journal_line
               where unit_id = ${unitId} and ledger in (${sql.join(ledger)}) and item_id is not null
                 and partner_id is not null and entry_date <= ${asOf}::date
                 ${input.partnerType ? sql`and partner_type = ${input.partnerType}` : sql``}
               group by partner_type, partner_id, ledger, item_type, item_id
              having sum(debit - credit) <> 0) i
       group by partner_type, partner_id, ledger) x
     ${input.keyword ? sql`where ${partnerNameSql('x')} ilike ${likeContains(input.keyword)}` : sql``}
     order by direction, "partnerName", "partnerId"`.execute(db);
  return rows;
}
