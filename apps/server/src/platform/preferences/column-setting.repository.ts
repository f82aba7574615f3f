import type { Db } from '../db/database.js';

/** The user's saved columns (JSON) of a list, or null. */
export async function findColumnSetting(db: Db, unitId: string, userId: string, listKey: string) {
  const row = await db
    .selectFrom('columnSetting')
    .select('columns')
    .where('unitId', '=', unitId)
    .where('userId', '=', userId)
    .where('listKey', '=', listKey)
    .executeTakeFirst();
  return row?.columns ?? null;
}

/** Saves the user's columns (JSON text) of a list, replacing the previous choice. */
export async function saveColumnSetting(db: Db, unitId: string, userId: string, listKey: string, columns: string): Promise<void> {
  await db
    .insertInto('columnSetting')
    .values({ unitId, userId, listKey, columns })
    .onConflict((oc) => oc.columns(['unitId', 'userId', 'listKey']).doUpdateSet({ columns, updatedAt: new Date() }))
    .execute();
}
