import type { Db } from '../../platform/db/database.js';

/** A factory of this company by id (enabled or not), or nothing. */
export async function findCompanyFactory(
  db: Db,
  bossUnitId: string,
  unitId: string,
): Promise<{ id: string; name: string } | undefined> {
  return db
    .selectFrom('unit')
    .select(['id', 'name'])
    .where('id', '=', unitId)
    .where('bossUnitId', '=', bossUnitId)
    .where('kind', '=', 'FACTORY')
    .executeTakeFirst();
}
