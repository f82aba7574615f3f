import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface AccountRow {
  id: string;
  bossUnitId: string;
  kind: 'BOSS' | 'STAFF' | 'WORKBAY';
  loginName: string;
  userName: string;
  phone: string | null;
  passwordHash: string;
  isEnabled: boolean;
  lastLoginUnitId: string | null;
}

const accountColumns = [
  'appUser.id',
  'appUser.bossUnitId',
  'appUser.kind',
  'appUser.loginName',
  'appUser.userName',
  'appUser.phone',
  'appUser.passwordHash',
  'appUser.isEnabled',
  'appUser.lastLoginUnitId',
] as const;

/** "BOSSCODE-name" finds the account of that boss unit; otherwise a login name or a phone number. */
export async function findAccountForLogin(db: Db, loginName: string): Promise<AccountRow | undefined> {
  const dash = loginName.indexOf('-');
  if (dash > 0) {
    const bossCode = loginName.slice(0, dash);
    const name = loginName.slice(dash + 1);
    const scoped = await db
      .selectFrom('appUser')
      .innerJoin('unit', 'unit.id', 'appUser.bossUnitId')
      .select(accountColumns)
      .where(sql<string>`upper(unit.code)`, '=', bossCode.toUpperCase())
      .where(sql<string>`lower(app_user.login_name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    if (scoped) return scoped;
  }
  return db
    .selectFrom('appUser')
    .select(accountColumns)
    .where('kind', '<>', 'WORKBAY')
    .where((eb) => eb.or([eb(sql<string>`lower(login_name)`, '=', loginName.toLowerCase()), eb('phone', '=', loginName)]))
    .executeTakeFirst();
}

export async function findWorkbayAccount(db: Db, bossCode: string, loginName: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('appUser')
    .innerJoin('unit', 'unit.id', 'appUser.bossUnitId')
    .select(accountColumns)
    .where('appUser.kind', '=', 'WORKBAY')
    .where(sql<string>`upper(unit.code)`, '=', bossCode.toUpperCase())
    .where(sql<string>`lower(app_user.login_name)`, '=', loginName.toLowerCase())
    .executeTakeFirst();
}

export async function findAccountById(db: Db, userId: string): Promise<AccountRow | undefined> {
  return db.selectFrom('appUser').select(accountColumns).where('id', '=', userId).executeTakeFirst();
}

/** The factories an account may enter: every factory of the boss unit for a boss, else its memberships. */
export async function listAccessibleUnits(
  db: Db,
  account: Pick<AccountRow, 'id' | 'kind' | 'bossUnitId'>,
): Promise<{ id: string; name: string }[]> {
  if (account.kind === 'BOSS') {
    return db
      .selectFrom('unit')
      .select(['id', 'name'])
      .where('bossUnitId', '=', account.bossUnitId)
      .where('kind', '=', 'FACTORY')
      .where('isEnabled', '=', true)
      .orderBy('id')
      .execute();
  }
  return db
    .selectFrom('userUnit')
    .innerJoin('unit', 'unit.id', 'userUnit.unitId')
    .select(['unit.id', 'unit.name'])
    .where('userUnit.userId', '=', account.id)
    .where('unit.isEnabled', '=', true)
    .orderBy('unit.id')
    .execute();
}

export async function setLastLoginUnit(db: Db, userId: string, unitId: string): Promise<void> {
  await db.updateTable('appUser').set({ lastLoginUnitId: unitId, updatedAt: new Date() }).where('id', '=', userId).execute();
}

export async function bossCodeOf(db: Db, bossUnitId: string): Promise<string | null> {
  const row = await db.selectFrom('unit').select('code').where('id', '=', bossUnitId).executeTakeFirst();
  return row?.code ?? null;
}
