import type { EmployeeKind, EmployeeRow, SysUnitUser } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { CompanyScope } from './workbay-company.repository.js';
import { likeContains } from '../../platform/db/keyword.js';

/** An account of the company, with the factories it is linked to (all of them, not only the caller's). */
export interface CompanyAccount {
  id: string;
  kind: 'BOSS' | 'STAFF' | 'WORKBAY';
  lastLoginUnitId: string | null;
  unitIds: string[];
}

export async function findCompanyAccount(db: Db, bossUnitId: string, userId: string): Promise<CompanyAccount | undefined> {
  const row = await db
    .selectFrom('appUser')
    .select(['id', 'kind', 'lastLoginUnitId'])
    .where('id', '=', userId)
    .where('bossUnitId', '=', bossUnitId)
    .executeTakeFirst();
  if (!row) return undefined;
  const units = await db.selectFrom('userUnit').select('unitId').where('userId', '=', userId).orderBy('unitId').execute();
  return { ...row, unitIds: units.map((u) => u.unitId) };
}

/**
 * Unlinks an account from one factory: its roles and groups there go with the link. Its sessions there are ended by
 * the caller (platform sessions); a last-login factory pointing here is cleared so sign-in picks a linked one.
 */
export async function unlinkUserFromUnit(trx: Db, userId: string, unitId: string): Promise<void> {
  await trx
    .deleteFrom('userRole')
    .where('userId', '=', userId)
    .where('roleId', 'in', (eb) => eb.selectFrom('role').select('role.id').where('role.unitId', '=', unitId))
    .execute();
  await trx.deleteFrom('facGroupUser').where('userId', '=', userId).where('unitId', '=', unitId).execute();
  await trx.deleteFrom('userUnit').where('userId', '=', userId).where('unitId', '=', unitId).execute();
  await trx
    .updateTable('appUser')
    .set({ lastLoginUnitId: null, updatedAt: new Date() })
    .where('id', '=', userId)
    .where('lastLoginUnitId', '=', unitId)
    .execute();
}

/** Accounts of the company (of `kinds`) linked to at least one of the scope's factories. */
function accountsIn(db: Db, scope: CompanyScope, kinds: readonly ('BOSS' | 'STAFF' | 'WORKBAY')[]) {
  return db
    .selectFrom('appUser')
    .where('appUser.bossUnitId', '=', scope.bossUnitId)
    .where('appUser.kind', 'in', kinds)
    .where('appUser.id', 'in', (eb) =>
      eb.selectFrom('userUnit').select('userUnit.userId').where('userUnit.unitId', 'in', scope.unitIds),
    );
}

/** Per account, its factories among the scope's. */
async function unitsOf(db: Db, scope: CompanyScope, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .selectFrom('userUnit')
    .innerJoin('unit', 'unit.id', 'userUnit.unitId')
    .select(['userUnit.userId', 'unit.id', 'unit.name'])
    .where('userUnit.userId', 'in', userIds)
    .where('userUnit.unitId', 'in', scope.unitIds)
    .orderBy('unit.id')
    .execute();
}

export async function pageEmployees(
  db: Db,
  scope: CompanyScope,
  filter: { keyword?: string | undefined; facIds?: string[] | undefined; kind?: EmployeeKind | undefined },
  limit: number,
  offset: number,
): Promise<{ list: EmployeeRow[]; totalCount: number }> {
  let q = accountsIn(db, scope, filter.kind ? [filter.kind] : ['STAFF', 'WORKBAY']);
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    q = q.where((eb) =>
      eb.or([eb('appUser.userName', 'ilike', like), eb('appUser.loginName', 'ilike', like), eb('appUser.phone', 'ilike', like)]),
    );
  }
  if (filter.facIds?.length) {
    // Only the scope's factories filter: a factory the caller may not enter tells nothing (not even membership).
    const facIds = filter.facIds.filter((id) => scope.unitIds.includes(id));
    if (!facIds.length) return { list: [], totalCount: 0 };
    q = q.where('appUser.id', 'in', (eb) =>
      eb.selectFrom('userUnit').select('userUnit.userId').where('userUnit.unitId', 'in', facIds),
    );
  }
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select([
        'appUser.id',
        'appUser.userName',
        'appUser.loginName',
        'appUser.phone',
        'appUser.kind',
        'appUser.isEnabled',
        'appUser.createdAt',
      ])
      .orderBy('appUser.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  const units = await unitsOf(
    db,
    scope,
    rows.map((r) => r.id),
  );
  const list = rows.map((r): EmployeeRow => ({
    userId: r.id,
    userName: r.userName,
    loginName: r.loginName,
    phone: r.phone,
    kind: r.kind as EmployeeKind,
    isEnabled: r.isEnabled,
    createdAt: new Date(r.createdAt).toISOString(),
    factories: units.filter((u) => u.userId === r.id).map((u) => ({ facId: u.id, facName: u.name })),
  }));
  return { list, totalCount: Number(count.n) };
}

/** unit/querySysUnitAllUser: every account of the scope's factories (boss accounts enter them all). */
export async function listSysUnitUsers(
  db: Db,
  scope: CompanyScope,
  filter: { keyword?: string | undefined; workbayIds?: string[] | undefined; isEnabled?: boolean | undefined },
): Promise<SysUnitUser[]> {
  let q = db
    .selectFrom('appUser')
    .where('appUser.bossUnitId', '=', scope.bossUnitId)
    .where((eb) =>
      eb.or([
        eb('appUser.kind', '=', 'BOSS'),
        eb('appUser.id', 'in', eb.selectFrom('userUnit').select('userUnit.userId').where('userUnit.unitId', 'in', scope.unitIds)),
      ]),
    );
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    q = q.where((eb) => eb.or([eb('appUser.userName', 'ilike', like), eb('appUser.loginName', 'ilike', like)]));
  }
  if (filter.workbayIds?.length) q = q.where('appUser.id', 'in', filter.workbayIds);
  if (filter.isEnabled !== undefined) q = q.where('appUser.isEnabled', '=', filter.isEnabled);
  const rows = await q
    .select(['appUser.id', 'appUser.userName', 'appUser.loginName', 'appUser.kind', 'appUser.isEnabled'])
    .orderBy(sql`case when app_user.kind = 'BOSS' then 0 else 1 end`)
    .orderBy('appUser.id')
    .limit(5000)
    .execute();
  const units = await unitsOf(
    db,
    scope,
    rows.filter((r) => r.kind !== 'BOSS').map((r) => r.id),
  );
  const all = await db.selectFrom('unit').select(['id', 'name']).where('id', 'in', scope.unitIds).orderBy('id').execute();
  return rows.map((r) => ({
    userId: r.id,
    userName: r.userName,
    loginName: r.loginName,
    kind: r.kind,
    isEnabled: r.isEnabled,
    units: (r.kind === 'BOSS' ? all : units.filter((u) => u.userId === r.id)).map((u) => ({ unitId: u.id, unitName: u.name })),
  }));
}
