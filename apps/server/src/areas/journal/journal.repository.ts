import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { JournalLineTable } from '../../schema/journal.js';

export type LineRow = Omit<Insertable<JournalLineTable>, 'entryId' | 'unitId' | 'entryDate'>;

/**
 * The date the factory's books are closed up to, share-locked so that a close waits for this posting (or it sees the
 * close). The row is made on the factory's first posting, so that even a factory's first close has a row to wait on.
 */
export async function shareLockBook(db: Db, unitId: string): Promise<string | null> {
  const read = () =>
    sql<{ closedUntil: string | null }>`
      select to_char(closed_until, 'YYYY-MM-DD') as "closedUntil" from finance_book where unit_id = ${unitId} for share`.execute(
      db,
    );
  let row = await read();
  if (!row.rows.length) {
    await sql`insert into finance_book (unit_id) values (${unitId}) on conflict (unit_id) do nothing`.execute(db);
    row = await read();
  }
  return row.rows[0]?.closedUntil ?? null;
}

export async function insertEntry(
  db: Db,
  e: {
    unitId: string;
    entryDate: string;
    sourceType: string;
    sourceId: string;
    sourceNo: string;
    memo: string | null;
    partnerAmountId: string | null;
    reversesId: string | null;
    createdBy: string;
  },
): Promise<string> {
  const row = await db.insertInto('journalEntry').values(e).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertLines(db: Db, entryId: string, unitId: string, entryDate: string, lines: LineRow[]): Promise<void> {
  await db
    .insertInto('journalLine')
    .values(lines.map((l) => ({ ...l, entryId, unitId, entryDate })))
    .execute();
}

export interface BalanceDelta {
  balanceKey: string;
  ledger: string;
  partnerType: LineRow['partnerType'];
  partnerId: string | null;
  accountId: string | null;
  labelId: string | null;
  debit: string;
  credit: string;
}

/** Adds to the balance rows, one statement per key in key order (so concurrent postings lock in one order). */
export async function addToBalances(db: Db, unitId: string, deltas: BalanceDelta[]): Promise<void> {
  for (const d of [...deltas].sort((a, b) => (a.balanceKey < b.balanceKey ? -1 : 1)))
    await sql`
      insert into journal_balance (unit_id, balance_key, ledger, partner_type, partner_id, account_id, label_id, debit_total, credit_total)
      values (${unitId}, ${d.balanceKey}, ${d.ledger}, ${d.partnerType ?? null}, ${d.partnerId}, ${d.accountId}, ${d.labelId},
              ${d.debit}, ${d.credit})
      on conflict (unit_id, balance_key) do update
        set debit_total = journal_balance.debit_total + excluded.debit_total,
            credit_total = journal_balance.credit_total + excluded.credit_total, updated_at = now()`.execute(db);
}

export interface ItemDelta {
  ledger: string;
  itemType: string;
  itemId: string;
  itemNo: string;
  partnerType: LineRow['partnerType'];
  partnerId: string | null;
  debit: string;
  credit: string;
}

export const itemKey = (ledger: string, itemType: string, itemId: string) => `${ledger}|${itemType}|${itemId}`;

export async function addToItems(db: Db, unitId: string, entryDate: string, deltas: ItemDelta[]): Promise<void> {
  const sorted = [...deltas].sort((a, b) => {
    const ka = itemKey(a.ledger, a.itemType, a.itemId);
    const kb = itemKey(b.ledger, b.itemType, b.itemId);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  for (const d of sorted)
    await sql`
      insert into journal_item (unit_id, ledger, item_type, item_id, item_no, partner_type, partner_id, first_date, debit_total, credit_total)
      values (${unitId}, ${d.ledger}, ${d.itemType}, ${d.itemId}, ${d.itemNo}, ${d.partnerType ?? null}, ${d.partnerId},
              ${entryDate}, ${d.debit}, ${d.credit})
      on conflict (unit_id, ledger, item_type, item_id) do update
        set debit_total = journal_item.debit_total + excluded.debit_total,
            credit_total = journal_item.credit_total + excluded.credit_total, updated_at = now()`.execute(db);
}

/** Balance rows locked FOR UPDATE in key order (made first when missing, at zero). */
export async function lockBalanceRows(db: Db, unitId: string, keys: Omit<BalanceDelta, 'debit' | 'credit'>[]) {
  const sorted = [...new Map(keys.map((k) => [k.balanceKey, k])).values()].sort((a, b) => (a.balanceKey < b.balanceKey ? -1 : 1));
  for (const k of sorted)
    await sql`
      insert into journal_balance (unit_id, balance_key, ledger, partner_type, partner_id, account_id, label_id)
      values (${unitId}, ${k.balanceKey}, ${k.ledger}, ${k.partnerType ?? null}, ${k.partnerId}, ${k.accountId}, ${k.labelId})
      on conflict (unit_id, balance_key) do nothing`.execute(db);
  if (!sorted.length) return [];
  return db
    .selectFrom('journalBalance')
    .select(['balanceKey', 'debitTotal', 'creditTotal'])
    .where('unitId', '=', unitId)
    .where(
      'balanceKey',
      'in',
      sorted.map((k) => k.balanceKey),
    )
    .orderBy('balanceKey')
    .forUpdate()
    .execute();
}

/** Open items locked FOR UPDATE in key order; an item never posted is absent. */
export async function lockItemRows(db: Db, unitId: string, items: { ledger: string; itemType: string; itemId: string }[]) {
  if (!items.length) return [];
  const rows = await db
    .selectFrom('journalItem')
    .selectAll()
    .where('unitId', '=', unitId)
    .where((eb) =>
      eb.or(
        items.map((i) => eb.and([eb('ledger', '=', i.ledger), eb('itemType', '=', i.itemType), eb('itemId', '=', i.itemId)])),
      ),
    )
    .orderBy('ledger')
    .orderBy('itemType')
    .orderBy('itemId')
    .forUpdate()
    .execute();
  return rows;
}

export async function findEntry(db: Db, unitId: string, id: string) {
  return db.selectFrom('journalEntry').selectAll().where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst();
}

export async function linesOf(db: Db, entryId: string) {
  return db.selectFrom('journalLine').selectAll().where('entryId', '=', entryId).orderBy('id').execute();
}

/** Entries of a source that are neither reversals nor reversed, optionally only those not posted from payables rows. */
export async function openEntriesOfSource(db: Db, unitId: string, sourceType: string, sourceId: string) {
  return db
    .selectFrom('journalEntry as e')
    .select(['e.id'])
    .where('e.unitId', '=', unitId)
    .where('e.sourceType', '=', sourceType)
    .where('e.sourceId', '=', sourceId)
    .where('e.reversesId', 'is', null)
    .where('e.partnerAmountId', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('journalEntry as r').select('r.id').whereRef('r.reversesId', '=', 'e.id'))))
    .orderBy('e.id')
    .execute();
}

export async function entryOfPartnerAmount(db: Db, partnerAmountId: string) {
  return db.selectFrom('journalEntry').select('id').where('partnerAmountId', '=', partnerAmountId).executeTakeFirst();
}
