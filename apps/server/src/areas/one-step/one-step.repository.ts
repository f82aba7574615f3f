import type { Db } from '../../platform/db/database.js';

/** One row per purchase bill of the step: its arrival (null when nothing of it arrived) and the shared delivery. */
export async function insertPickups(
  trx: Db,
  unitId: string,
  userId: string,
  rows: { purchaseBillId: string; arrivalId: string | null; deliveryId: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('purchasePickup')
    .values(rows.map((r) => ({ unitId, createdBy: userId, ...r })))
    .execute();
}

/** The arrival and delivery a one-step booked for this purchase bill (their ids), or undefined. */
export async function findPickup(db: Db, unitId: string, purchaseBillId: string) {
  return db
    .selectFrom('purchasePickup')
    .select(['purchaseBillId', 'arrivalId', 'deliveryId'])
    .where('unitId', '=', unitId)
    .where('purchaseBillId', '=', purchaseBillId)
    .executeTakeFirst();
}
