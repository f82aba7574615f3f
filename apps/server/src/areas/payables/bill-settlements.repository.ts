import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/**
 * The open items of the bills made from this one (bill_link targets): a purchase posts no payable itself (it is a
 * commitment), its arrivals do. Reads the engine's link table (every row is a live target).
 */
export async function downstreamItemIds(db: Db, unitId: string, type: string, id: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select distinct i.id from bill_link b
    join journal_item i on i.unit_id = b.unit_id and i.item_type = b.target_type and i.item_id = b.target_bill_id
    where b.unit_id = ${unitId} and b.source_type = ${type} and b.source_bill_id = ${id}
      and i.ledger in ('AP', 'AR') and i.partner_id is not null
    order by i.id`.execute(db);
  return rows.map((r) => r.id);
}

export interface EntryMoney {
  entryId: string;
  /** What the entry drew from the partner's money ahead: PREPAID credits − debits, ADVANCE debits − credits. */
  aheadUsed: string;
  /** What the entry allocated to open items: AP debits − credits, AR credits − debits. */
  allocated: string;
}

/** Per entry, the prepaid balance it used and what it allocated to bills (a payment: Cr PREPAID for what it used). */
export async function entryMoney(db: Db, unitId: string, entryIds: readonly string[]): Promise<Map<string, EntryMoney>> {
  if (entryIds.length === 0) return new Map();
  const { rows } = await sql<EntryMoney>`
    select l.entry_id as "entryId",
      coalesce(sum(case when l.ledger = 'PREPAID' then l.credit - l.debit when l.ledger = 'ADVANCE' then l.debit - l.credit end), 0)::text
        as "aheadUsed",
      coalesce(sum(case when l.ledger = 'AP' then l.debit - l.credit when l.ledger = 'AR' then l.credit - l.debit end), 0)::text
        as allocated
    from journal_line l
    where l.unit_id = ${unitId} and l.entry_id in (${sql.join(entryIds)})
    group by l.entry_id`.execute(db);
  return new Map(rows.map((r) => [r.entryId, r]));
}
