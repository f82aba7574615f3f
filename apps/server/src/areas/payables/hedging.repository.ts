import type { HedgingRow } from '@gf/contracts';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { NeedPayHedgingTable } from '../../schema/need-pay.js';

const columns = [
  'h.id',
  'h.hedgingNo',
  'h.partnerType',
  'h.partnerId',
  'h.payableType',
  'h.payableId',
  'h.payableNo as payableItemNo',
  'h.receivableType',
  'h.receivableId',
  'h.receivableNo as receivableItemNo',
  'h.amount',
  sql<string>`to_char(h.hedge_date, 'YYYY-MM-DD')`.as('hedgeDate'),
  'h.remark',
  'h.revokedAt',
  'h.createdAt',
] as const;

const shaped = <T extends { revokedAt: Date | null; createdAt: Date }>(r: T) => ({
  ...r,
  revokedAt: r.revokedAt ? new Date(r.revokedAt).toISOString() : null,
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function insertHedging(db: Db, row: Insertable<NeedPayHedgingTable>): Promise<string> {
  return (await db.insertInto('needPayHedging').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** The offset row locked FOR UPDATE (a revocation runs once). */
export async function lockHedging(db: Db, unitId: string, id: string) {
  const row = await db
    .selectFrom('needPayHedging as h')
    .select(columns)
    .where('h.unitId', '=', unitId)
    .where('h.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && shaped(row);
}

export async function markRevoked(db: Db, unitId: string, id: string, userId: string): Promise<void> {
  await db
    .updateTable('needPayHedging')
    .set({ revokedAt: new Date(), revokedBy: userId })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

/** The offsets on an item (either side), newest first; `live` only those not revoked. */
export async function hedgingsOfItem(db: Db, unitId: string, type: string, id: string): Promise<HedgingRow[]> {
  const rows = await db
    .selectFrom('needPayHedging as h')
    .select(columns)
    .where('h.unitId', '=', unitId)
    .where((eb) =>
      eb.or([
        eb.and([eb('h.payableType', '=', type), eb('h.payableId', '=', id)]),
        eb.and([eb('h.receivableType', '=', type), eb('h.receivableId', '=', id)]),
      ]),
    )
    .orderBy('h.id', 'desc')
    .execute();
  return rows.map(shaped);
}
