import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

// What the stock area publishes (index.ts) of its ledger about one roll or one source bill's rolls; the rolls
// area reads these, never the movement table. Read only. `unitId` is the asking factory: the ledger is its
// company's (a roll of the factory may lie in a storehouse shared with another), and a source bill is the factory's.

/** The ledger's rows of the factory's company. */
const companyOf = (unitId: string) => sql<boolean>`m.unit_id = (select u.boss_unit_id from unit u where u.id = ${unitId})`;

/** The ledger rows that moved this roll (the factory's own), oldest first, with the storehouse's name. */
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
    .where(companyOf(unitId))
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
    .where(companyOf(unitId))
    .where('m.facUnitId', '=', unitId)
    .where('m.sourceType', 'in', sourceTypes)
    .where('m.sourceId', '=', sourceId)
    .where('m.rollId', '<>', '0')
    .where('m.sourceLineId', 'is not', null)
    .where('m.reversesId', 'is', null)
    .execute();
  return rows.map((r) => ({ rollId: r.rollId, sourceLineId: r.sourceLineId as string }));
}
