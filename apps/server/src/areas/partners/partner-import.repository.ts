import type { Db } from '../../platform/db/database.js';

/** The partner tables a record is imported into, each with its unique name (live rows only). */
export type PartnerTable = 'customer' | 'supplier' | 'outsideFactory';

/** Which of these names the unit's live records of `table` already use. */
export async function takenNames(db: Db, table: PartnerTable, unitId: string, names: readonly string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('name')
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('name', 'in', [...names])
    .execute();
  return new Set(rows.map((r) => r.name));
}

/** Live records of `table` with this name in any of these factories. */
export async function namedInFactories(
  db: Db,
  table: PartnerTable,
  unitIds: readonly string[],
  name: string,
): Promise<{ id: string; unitId: string; name: string }[]> {
  if (!unitIds.length) return [];
  return db
    .selectFrom(table)
    .select(['id', 'unitId', 'name'])
    .where('unitId', 'in', [...unitIds])
    .where('isDeleted', '=', false)
    .where('name', '=', name)
    .orderBy('unitId')
    .orderBy('id')
    .execute();
}
