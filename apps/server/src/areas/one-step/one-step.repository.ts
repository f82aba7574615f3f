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

/** The arrival and delivery a one-step booked for this purchase bill, with their numbers and current statuses. */
export async function findPickup(db: Db, unitId: string, purchaseBillId: string) {
  return db
    .selectFrom('purchasePickup as pp')
    .innerJoin('materialDelivery as d', (j) => j.onRef('d.id', '=', 'pp.deliveryId').onRef('d.unitId', '=', 'pp.unitId'))
    .leftJoin('arrival as a', (j) => j.onRef('a.id', '=', 'pp.arrivalId').onRef('a.unitId', '=', 'pp.unitId'))
    .select([
      'pp.purchaseBillId',
      'a.id as arrivalId',
      'a.no as arrivalNo',
      'a.status as arrivalStatus',
      'd.id as deliveryId',
      'd.billNo as deliveryNo',
      'd.status as deliveryStatus',
    ])
    .where('pp.unitId', '=', unitId)
    .where('pp.purchaseBillId', '=', purchaseBillId)
    .executeTakeFirst();
}
