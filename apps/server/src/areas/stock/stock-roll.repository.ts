import type { Db } from '../../platform/db/database.js';

// What the stock area publishes (index.ts) of its ledger about one roll or one source bill's rolls; the rolls
// area reads these, never the movement table. Read only.

/** The ledger rows that moved this roll, oldest first, with the storehouse's name. */
export async function listRollMovements(db: Db, unitId: string, rollId: string) {
  return db
    .selectFrom('stockMovement as m')
    .innerJoin('storehouse as h', 'h.id', 'm.storehouseId')
    .select([
      'm.id as movementId',
      'm.sourceType',
      'm.sourceId',
      'm.sourceNo',
      'm.changeType',
      'h.name as storehouseName',
      'm.quantity',
      'm.opDate',
      'm.reversesId',
      'm.createdAt',
    ])
    .where('m.unitId', '=', unitId)
    .where('m.rollId', '=', rollId)
    .orderBy('m.id')
    .execute();
}

/** The rolls a source bill's posted rows moved (reversals left out), each with the bill line that moved it. */
export async function listRollsMovedBySource(
  db: Db,
  unitId: string,
  sourceTypes: string[],
  sourceId: string,
): Promise<{ rollId: string; sourceLineId: string }[]> {
  const rows = await db
    .selectFrom('stockMovement as m')
    .select(['m.rollId', 'm.sourceLineId'])
    .where('m.unitId', '=', unitId)
    .where('m.sourceType', 'in', sourceTypes)
    .where('m.sourceId', '=', sourceId)
    .where('m.rollId', '<>', '0')
    .where('m.sourceLineId', 'is not', null)
    .where('m.reversesId', 'is', null)
    .execute();
  return rows.map((r) => ({ rollId: r.rollId, sourceLineId: r.sourceLineId as string }));
}
