import type { UnitUser } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { findAccountById, type AccountRow } from './account.repository.js';
import { likeContains } from '../../platform/db/keyword.js';

export async function findAccountByPhone(db: Db, phone: string): Promise<AccountRow | undefined> {
  const row = await db.selectFrom('appUser').select('id').where('phone', '=', phone).executeTakeFirst();
  return row ? findAccountById(db, row.id) : undefined;
}

/** A login name is taken by a boss code (case-insensitive) or by a boss/staff login name. */
export async function isLoginNameTaken(db: Db, loginName: string): Promise<boolean> {
  const boss = await db
    .selectFrom('unit')
    .select('id')
    .where('kind', '=', 'BOSS')
    .where(sql<string>`upper(code)`, '=', loginName.toUpperCase())
    .executeTakeFirst();
  if (boss) return true;
  const user = await db
    .selectFrom('appUser')
    .select('id')
    .where('kind', '<>', 'WORKBAY')
    .where(sql<string>`lower(login_name)`, '=', loginName.toLowerCase())
    .executeTakeFirst();
  return Boolean(user);
}

export async function phoneOwner(db: Db, phone: string): Promise<string | undefined> {
  return (await db.selectFrom('appUser').select('id').where('phone', '=', phone).executeTakeFirst())?.id;
}

export async function insertBossUnit(trx: Db, input: { code: string; name: string; mobilePhone: string }): Promise<string> {
  const row = await trx
    .insertInto('unit')
    .values({
      kind: 'BOSS',
      bossUnitId: null,
      code: input.code,
      name: input.name,
      contactName: input.name,
      mobilePhone: input.mobilePhone,
      telephone: null,
      address: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertFactoryUnit(
  trx: Db,
  input: { bossUnitId: string; name: string; contactName: string; mobilePhone: string },
): Promise<string> {
  const row = await trx
    .insertInto('unit')
    .values({
      kind: 'FACTORY',
      bossUnitId: input.bossUnitId,
      code: null,
      name: input.name,
      contactName: input.contactName,
      mobilePhone: input.mobilePhone,
      telephone: null,
      address: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAccount(
  trx: Db,
  input: {
    bossUnitId: string;
    kind: AccountRow['kind'];
    loginName: string;
    phone: string | null;
    userName: string;
    passwordHash: string;
    lastLoginUnitId: string | null;
  },
): Promise<string> {
  const row = await trx.insertInto('appUser').values(input).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function addUserToUnit(trx: Db, userId: string, unitId: string): Promise<void> {
  await trx
    .insertInto('userUnit')
    .values({ userId, unitId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function setPasswordHash(trx: Db, userId: string, passwordHash: string): Promise<void> {
  await trx.updateTable('appUser').set({ passwordHash, updatedAt: new Date() }).where('id', '=', userId).execute();
}

export async function updateProfile(trx: Db, userId: string, fields: { userName?: string; phone?: string }): Promise<void> {
  await trx
    .updateTable('appUser')
    .set({ ...fields, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Guarded by the boss unit: an account of another company is never touched. */
export async function setAccountEnabled(trx: Db, bossUnitId: string, userId: string, isEnabled: boolean): Promise<boolean> {
  const res = await trx
    .updateTable('appUser')
    .set({ isEnabled, updatedAt: new Date() })
    .where('id', '=', userId)
    .where('bossUnitId', '=', bossUnitId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * The users of one factory: its members (user_unit) plus the boss accounts of its boss unit, who
 * may enter every factory of the company. Disabled accounts only when asked for.
 */
export async function listUnitUsers(
  db: Db,
  scope: { unitId: string; bossUnitId: string },
  options: { keyword?: string | undefined; includeDisabled?: boolean } = {},
): Promise<UnitUser[]> {
  let q = db
    .selectFrom('appUser')
    .select(['appUser.id as userId', 'appUser.userName', 'appUser.loginName', 'appUser.kind'])
    .where('appUser.bossUnitId', '=', scope.bossUnitId)
    .where((eb) =>
      eb.or([
        eb('appUser.id', 'in', eb.selectFrom('userUnit').select('userUnit.userId').where('userUnit.unitId', '=', scope.unitId)),
        eb('appUser.kind', '=', 'BOSS'),
      ]),
    );
  if (!options.includeDisabled) q = q.where('appUser.isEnabled', '=', true);
  if (options.keyword) {
    const like = likeContains(options.keyword);
    q = q.where((eb) => eb.or([eb('appUser.userName', 'ilike', like), eb('appUser.loginName', 'ilike', like)]));
  }
  return q
    .orderBy(sql`case when app_user.kind = 'BOSS' then 0 else 1 end`)
    .orderBy('appUser.id')
    .execute();
}

export async function openSessionOf(db: Db, sid: string, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('session')
    .select('id')
    .where('id', '=', sid)
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  return row?.id;
}
