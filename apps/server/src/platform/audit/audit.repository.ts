import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The unit's operation log, newest first, with the acting user's name; the count of the filtered log beside it. */
export async function pageOperationLog(
  db: Db,
  unitId: string,
  f: { action?: string | undefined; userId?: string | undefined },
  limit: number,
  offset: number,
) {
  let q = db
    .selectFrom('operationLog')
    .leftJoin('appUser', 'appUser.id', 'operationLog.userId')
    .where('operationLog.unitId', '=', unitId);
  if (f.action) q = q.where('operationLog.action', '=', f.action);
  if (f.userId) q = q.where('operationLog.userId', '=', f.userId);
  const [total, list] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select([
        'operationLog.id',
        'operationLog.action',
        'operationLog.targetType',
        'operationLog.targetId',
        'operationLog.ip',
        'operationLog.ipArea',
        'operationLog.logSource',
        'operationLog.detail',
        'operationLog.createdAt',
        'appUser.userName',
      ])
      .orderBy('operationLog.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list, totalCount: Number(total.n) };
}

/** The user's remembered value for a business key (e.g. the last storehouse used), or undefined. */
export async function findLastOperate(db: Db, unitId: string, userId: string, businessKey: string) {
  return db
    .selectFrom('lastOperate')
    .select(['value', 'updatedAt'])
    .where('unitId', '=', unitId)
    .where('userId', '=', userId)
    .where('businessKey', '=', businessKey)
    .executeTakeFirst();
}

/** Remembers the user's value (JSON text) for a business key, replacing the previous one. */
export async function saveLastOperate(db: Db, unitId: string, userId: string, businessKey: string, value: string): Promise<void> {
  await db
    .insertInto('lastOperate')
    .values({ unitId, userId, businessKey, value })
    .onConflict((oc) => oc.columns(['unitId', 'userId', 'businessKey']).doUpdateSet({ value, updatedAt: new Date() }))
    .execute();
}
