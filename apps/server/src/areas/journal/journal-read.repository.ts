import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** A source document's entries with their lines, oldest first (its 凭证). */
export async function entriesOfSource(db: Db, unitId: string, sourceType: string, sourceId: string) {
  return db
    .selectFrom('journalLine as l')
    .innerJoin('journalEntry as e', 'e.id', 'l.entryId')
    .leftJoin('supplier as s', (j) => j.onRef('s.id', '=', 'l.partnerId').on('l.partnerType', '=', 'SUPPLIER'))
    .leftJoin('outsideFactory as o', (j) => j.onRef('o.id', '=', 'l.partnerId').on('l.partnerType', '=', 'OUTSIDE_FACTORY'))
    .leftJoin('customer as c', (j) => j.onRef('c.id', '=', 'l.partnerId').on('l.partnerType', '=', 'CUSTOMER'))
    .select([
      'e.id as entryId',
      sql<string>`to_char(e.entry_date, 'YYYY-MM-DD')`.as('entryDate'),
      'e.reversesId',
      'e.memo',
      'l.id as lineId',
      'l.ledger',
      'l.partnerType',
      'l.partnerId',
      sql<string | null>`coalesce(s.name, o.name, c.name)`.as('partnerName'),
      'l.accountId',
      'l.labelId',
      'l.itemType',
      'l.itemId',
      'l.itemNo',
      'l.debit',
      'l.credit',
    ])
    .where('e.unitId', '=', unitId)
    .where('e.sourceType', '=', sourceType)
    .where('e.sourceId', '=', sourceId)
    .orderBy('e.id')
    .orderBy('l.id')
    .execute();
}
