import type { Db } from '../../platform/db/database.js';

/** The open sessions in a factory, with their accounts. */
export async function openSessionsInUnit(db: Db, unitId: string): Promise<{ id: string; userId: string }[]> {
  return db
    .selectFrom('session')
    .select(['id', 'userId'])
    .where('unitId', '=', unitId)
    .where('endedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .orderBy('createdAt')
    .execute();
}

/** Every account link to the factory goes (user_unit). */
export async function deleteUnitLinks(trx: Db, unitId: string): Promise<void> {
  await trx.deleteFrom('userUnit').where('unitId', '=', unitId).execute();
}

/** Accounts that last used the factory start elsewhere at their next sign-in (chooseStartUnit). */
export async function forgetLastLoginUnit(trx: Db, unitId: string): Promise<void> {
  await trx
    .updateTable('appUser')
    .set({ lastLoginUnitId: null, updatedAt: new Date() })
    .where('lastLoginUnitId', '=', unitId)
    .execute();
}

/** Ended and expired sessions keep their history but no longer name a factory that is gone. */
export async function forgetClosedSessionsUnit(trx: Db, unitId: string): Promise<void> {
  await trx.updateTable('session').set({ unitId: null }).where('unitId', '=', unitId).execute();
}
