import {
  NEED_PAY_ADJUST_ORDER,
  NEED_PAY_HEDGING,
  type NeedPayLedger,
  type NeedPayListInput,
  type PartnerType,
} from '@gf/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

/**
 * What an open item's figures are made of, read from its journal lines (the item's own ledger side: AP counts
 * credits, AR debits): the bill's own postings (owed), adjustments, offsets, and everything else that settles it
 * (payments, refunds). Reversals fall in the same class as what they reverse, so the figures net out exactly.
 */
const normal = sql`case when i.ledger = 'AP' then l.credit - l.debit else l.debit - l.credit end`;
const isOwn = sql`(e.source_type = i.item_type and e.source_id = i.item_id)`;
const isAdjust = sql`e.source_type = ${NEED_PAY_ADJUST_ORDER}`;
const isOffset = sql`e.source_type = ${NEED_PAY_HEDGING}`;
const figures = sql`
  coalesce(sum(${normal}) filter (where ${isOwn}), 0) as owed,
  coalesce(-sum(${normal}) filter (where not ${isOwn} and not ${isAdjust} and not ${isOffset}), 0) as paid,
  coalesce(-sum(${normal}) filter (where ${isOffset}), 0) as "offset",
  coalesce(sum(${normal}) filter (where ${isAdjust}), 0) as adjusted,
  coalesce(sum(${normal}), 0) as open`;

/**
 * For statements (through index.ts): the five figures (owed, paid, offset, adjusted, open) of the journal_item rows
 * aliased `i`, over `itemLinesJoin` (lines l, entries e), grouped by the item or coarser.
 */
export const itemFiguresSql = figures;
export const itemLinesJoin = sql`
  left join journal_line l on l.unit_id = i.unit_id and l.item_type = i.item_type and l.item_id = i.item_id and l.ledger = i.ledger
  left join journal_entry e on e.id = l.entry_id`;

export const partnerNameSql = (alias: string) => sql<string>`coalesce(
  (select s.name from supplier s where ${sql.ref(`${alias}.partner_type`)} = 'SUPPLIER' and s.id = ${sql.ref(`${alias}.partner_id`)}),
  (select o.name from outside_factory o where ${sql.ref(`${alias}.partner_type`)} = 'OUTSIDE_FACTORY' and o.id = ${sql.ref(`${alias}.partner_id`)}),
  (select c.name from customer c where ${sql.ref(`${alias}.partner_type`)} = 'CUSTOMER' and c.id = ${sql.ref(`${alias}.partner_id`)}),
  '')`;

type Filter = Partial<Omit<NeedPayListInput, 'pageNo' | 'pageNum' | 'pageSize' | 'groupBy'>>;

/** The filtered open items (journal_item rows of AP and AR that carry a partner). */
function itemWhere(unitId: string, f: Filter & { ids?: string[] }): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`i.unit_id = ${unitId}`, sql`i.ledger in ('AP', 'AR')`, sql`i.partner_id is not null`];
  if (f.ledger) parts.push(sql`i.ledger = ${f.ledger}`);
  if (f.partnerType) parts.push(sql`i.partner_type = ${f.partnerType}`);
  if (f.partnerId) parts.push(sql`i.partner_id = ${f.partnerId}`);
  if (f.itemType) parts.push(sql`i.item_type = ${f.itemType}`);
  if (f.itemNo) parts.push(sql`i.item_no ilike ${likeContains(f.itemNo)}`);
  if (f.dateStart) parts.push(sql`i.first_date >= ${f.dateStart}`);
  if (f.dateEnd) parts.push(sql`i.first_date <= ${f.dateEnd}`);
  if (f.onlyOpen)
    parts.push(sql`(case when i.ledger = 'AP' then i.credit_total - i.debit_total else i.debit_total - i.credit_total end) <> 0`);
  if (f.ids) parts.push(f.ids.length ? sql`i.id in (${sql.join(f.ids)})` : sql`false`);
  return sql.join(parts, sql` and `);
}

export interface FigureRow {
  owed: string;
  paid: string;
  offset: string;
  adjusted: string;
  open: string;
}

export interface ItemRow extends FigureRow {
  id: string;
  ledger: NeedPayLedger;
  itemType: string;
  itemId: string;
  itemNo: string;
  partnerType: PartnerType;
  partnerId: string;
  partnerName: string;
  firstDate: string;
}

/** One page of open items, newest first, with their figures. */
export async function pageItems(db: Db, unitId: string, f: Filter & { ids?: string[] }, limit: number, offset: number) {
  const where = itemWhere(unitId, f);
  const [count, rows] = await Promise.all([
    sql<{ n: string }>`select count(*) as n from journal_item i where ${where}`.execute(db),
    sql<ItemRow>`
      with page as (
        select i.* from journal_item i where ${where} order by i.first_date desc, i.id desc limit ${limit} offset ${offset}
      )
      select i.id, i.ledger, i.item_type as "itemType", i.item_id as "itemId", i.item_no as "itemNo",
        i.partner_type as "partnerType", i.partner_id as "partnerId", ${partnerNameSql('i')} as "partnerName",
        to_char(i.first_date, 'YYYY-MM-DD') as "firstDate", ${figures}
      from page i
      left join journal_line l on l.unit_id = i.unit_id and l.item_type = i.item_type and l.item_id = i.item_id
        and l.ledger = i.ledger
      left join journal_entry e on e.id = l.entry_id
      group by i.id, i.ledger, i.item_type, i.item_id, i.item_no, i.partner_type, i.partner_id, i.first_date
      order by i.first_date desc, i.id desc`.execute(db),
  ]);
  return { totalCount: Number(count.rows[0]?.n ?? 0), rows: rows.rows };
}

/** The figures of every filtered item summed per ledger (the list's totals, all pages). */
export async function totalsOfItems(db: Db, unitId: string, f: Filter) {
  const { rows } = await sql<FigureRow & { ledger: NeedPayLedger }>`
    select i.ledger, ${figures}
    from journal_item i
    join journal_line l on l.unit_id = i.unit_id and l.item_type = i.item_type and l.item_id = i.item_id and l.ledger = i.ledger
    join journal_entry e on e.id = l.entry_id
    where ${itemWhere(unitId, f)}
    group by i.ledger order by i.ledger`.execute(db);
  return rows;
}

export interface PartnerRow extends FigureRow {
  ledger: NeedPayLedger;
  partnerType: PartnerType;
  partnerId: string;
  partnerName: string;
  firstDate: string;
  billCount: string;
}

/** The filtered items summed per partner and ledger, one page, partners with most open first. */
export async function pagePartners(db: Db, unitId: string, f: Filter, limit: number, offset: number) {
  const where = itemWhere(unitId, f);
  const [count, rows] = await Promise.all([
    sql<{ n: string }>`
      select count(*) as n from (select 1 from journal_item i where ${where}
      group by i.ledger, i.partner_type, i.partner_id) g`.execute(db),
    sql<PartnerRow>`
      with per_item as (
        select i.ledger, i.partner_type, i.partner_id, i.first_date, ${figures}
        from journal_item i
        left join journal_line l on l.unit_id = i.unit_id and l.item_type = i.item_type and l.item_id = i.item_id
          and l.ledger = i.ledger
        left join journal_entry e on e.id = l.entry_id
        where ${where}
        group by i.id
      )
      select i.ledger, i.partner_type as "partnerType", i.partner_id as "partnerId", ${partnerNameSql('i')} as "partnerName",
        to_char(min(i.first_date), 'YYYY-MM-DD') as "firstDate", count(*) as "billCount",
        sum(owed) as owed, sum(paid) as paid, sum("offset") as "offset", sum(adjusted) as adjusted, sum(open) as open
      from per_item i
      group by i.ledger, i.partner_type, i.partner_id
      order by sum(open) desc, i.partner_id, i.ledger
      limit ${limit} offset ${offset}`.execute(db),
  ]);
  return { totalCount: Number(count.rows[0]?.n ?? 0), rows: rows.rows };
}

/** One item by its journal_item id (this factory's, AP or AR). */
export async function findItem(db: Db, unitId: string, id: string) {
  const { rows } = await pageItems(db, unitId, { ids: [id] }, 1, 0);
  return rows[0];
}

/** The items a bill posted its payables or receivables on (its 财务收支 tab). */
export async function itemIdsOfSource(db: Db, unitId: string, type: string, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('journalItem')
    .select('id')
    .where('unitId', '=', unitId)
    .where('itemType', '=', type)
    .where('itemId', '=', id)
    .where('ledger', 'in', ['AP', 'AR'])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Every posting on an item, oldest first, classified, with whether it is a reversal or reversed. */
export async function settlementsOfItem(db: Db, unitId: string, itemId: string) {
  const { rows } = await sql<{
    lineId: string;
    entryId: string;
    entryDate: string;
    kind: 'OWN' | 'PAYMENT' | 'OFFSET' | 'ADJUSTMENT';
    sourceType: string;
    sourceId: string;
    sourceNo: string;
    amount: string;
    isReversal: boolean;
    isReversed: boolean;
    createdBy: string | null;
    createdAt: Date;
    memo: string | null;
  }>`
    select l.id as "lineId", e.id as "entryId", to_char(e.entry_date, 'YYYY-MM-DD') as "entryDate",
      case when ${isOwn} then 'OWN' when ${isAdjust} then 'ADJUSTMENT' when ${isOffset} then 'OFFSET' else 'PAYMENT' end as kind,
      e.source_type as "sourceType", e.source_id as "sourceId", e.source_no as "sourceNo", ${normal} as amount,
      e.reverses_id is not null as "isReversal",
      exists (select 1 from journal_entry r where r.reverses_id = e.id) as "isReversed",
      (select u.user_name from app_user u where u.id = e.created_by) as "createdBy", e.created_at as "createdAt",
      coalesce(l.memo, e.memo) as memo
    from journal_item i
    join journal_line l on l.unit_id = i.unit_id and l.item_type = i.item_type and l.item_id = i.item_id and l.ledger = i.ledger
    join journal_entry e on e.id = l.entry_id
    where i.unit_id = ${unitId} and i.id = ${itemId}
    order by e.id, l.id`.execute(db);
  return rows;
}

export interface NumberedItem {
  id: string;
  ledger: NeedPayLedger;
  itemNo: string;
  open: string;
}

/** The factory's AP / AR items of these bill numbers with what is open on each (the adjustments import). */
export async function itemsByNumbers(db: Db, unitId: string, numbers: string[]): Promise<NumberedItem[]> {
  if (!numbers.length) return [];
  const { rows } = await sql<NumberedItem>`
    select i.id, i.ledger, i.item_no as "itemNo",
      case when i.ledger = 'AP' then i.credit_total - i.debit_total else i.debit_total - i.credit_total end as open
    from journal_item i
    where i.unit_id = ${unitId} and i.ledger in ('AP', 'AR') and i.partner_id is not null and i.item_no in (${sql.join(numbers)})`.execute(
    db,
  );
  return rows;
}
