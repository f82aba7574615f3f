import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { BillTypeDefinition } from '../registry.js';

/** The id of the unit's bill of this type that holds the number (deleted bills free their number). */
export async function findBillIdByNumber(
  db: Db,
  def: BillTypeDefinition,
  unitId: string,
  billNo: string,
): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`
    select id from ${sql.table(def.table)}
    where unit_id = ${unitId} and ${sql.ref(def.numberColumn)} = ${billNo} and not is_deleted
    limit 1`.execute(db);
  return rows[0]?.id;
}
