import type { Db } from '../../platform/db/database.js';

/** What this area publishes (index.ts) of one delivery for other areas: its number and current status. */
export async function findDeliverySummary(
  db: Db,
  unitId: string,
  id: string,
): Promise<{ id: string; no: string; status: number } | undefined> {
  return db
    .selectFrom('materialDelivery')
    .select(['id', 'billNo as no', 'status'])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
}
