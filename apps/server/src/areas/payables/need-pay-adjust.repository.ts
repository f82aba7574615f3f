import type { NeedPayAdjustDetail } from '@gf/contracts';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { NeedPayAdjustTable } from '../../schema/need-pay.js';
import { partnerNameSql } from './need-pay-list.repository.js';

/** One adjustment bill of this factory (by id or number), with its item's journal_item id and partner name. */
export async function findAdjust(db: Db, unitId: string, by: { id?: string; adjustNo?: string }) {
  let q = db
    .selectFrom('needPayAdjust as a')
    .leftJoin('journalItem as i', (j) =>
      j
        .onRef('i.unitId', '=', 'a.unitId')
        .onRef('i.ledger', '=', 'a.ledger')
        .onRef('i.itemType', '=', 'a.itemType')
        .onRef('i.itemId', '=', 'a.itemId'),
    )
    .select([
      'a.id',
      'a.adjustNo',
      'a.status',
      'a.ledger',
      sql<string>`coalesce(i.id, 0)::text`.as('itemId'),
      'a.itemType',
      'a.itemNo',
      'a.itemId as sourceId',
      'a.partnerType',
      'a.partnerId',
      partnerNameSql('a').as('partnerName'),
      'a.amount',
      'a.reason',
      sql<string>`to_char(a.adjust_date, 'YYYY-MM-DD')`.as('adjustDate'),
      sql<string | null>`(select u.user_name from app_user u where u.id = a.created_by)`.as('createdBy'),
      'a.createdAt',
    ])
    .where('a.unitId', '=', unitId)
    .where('a.isDeleted', '=', false);
  if (by.id) q = q.where('a.id', '=', by.id);
  if (by.adjustNo) q = q.where('a.adjustNo', '=', by.adjustNo);
  const row = await q.executeTakeFirst();
  return row && ({ ...row, createdAt: new Date(row.createdAt).toISOString() } satisfies NeedPayAdjustDetail);
}

export async function findAdjustIdByNo(db: Db, unitId: string, adjustNo: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('needPayAdjust')
    .select('id')
    .where('unitId', '=', unitId)
    .where('adjustNo', '=', adjustNo)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return row?.id;
}

export async function insertAdjust(db: Db, row: Insertable<NeedPayAdjustTable>): Promise<string> {
  return (await db.insertInto('needPayAdjust').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateAdjust(db: Db, unitId: string, id: string, patch: Updateable<NeedPayAdjustTable>): Promise<void> {
  await db
    .updateTable('needPayAdjust')
    .set({ ...patch, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

/** The adjustment's posting facts (inside the engine's transaction, the bill row already locked by the engine). */
export async function adjustFacts(db: Db, unitId: string, id: string) {
  return db
    .selectFrom('needPayAdjust')
    .select(['id', 'adjustNo', 'ledger', 'itemType', 'itemId', 'itemNo', 'partnerType', 'partnerId', 'amount'])
    .select(sql<string>`to_char(adjust_date, 'YYYY-MM-DD')`.as('adjustDate'))
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Desk values: partner, item and amount per bill. */
export async function adjustDeskRows(db: Db, unitId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('needPayAdjust as a')
    .select(['a.id', 'a.itemNo', 'a.amount', partnerNameSql('a').as('partnerName')])
    .where('a.unitId', '=', unitId)
    .where('a.id', 'in', ids)
    .execute();
}
