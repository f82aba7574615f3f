import type { WorkbayRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface WorkbayScope {
  unitId: string;
  bossUnitId: string;
}

/** Workbay accounts of the company that are members of the factory. */
function workbaysOf(db: Db, scope: WorkbayScope) {
  return db
    .selectFrom('appUser')
    .where('appUser.kind', '=', 'WORKBAY')
    .where('appUser.bossUnitId', '=', scope.bossUnitId)
    .where('appUser.id', 'in', (eb) =>
      eb.selectFrom('userUnit').select('userUnit.userId').where('userUnit.unitId', '=', scope.unitId),
    );
}

const baseColumns = ['appUser.id', 'appUser.loginName', 'appUser.userName', 'appUser.isEnabled', 'appUser.createdAt'] as const;
type Base = { id: string; loginName: string; userName: string; isEnabled: boolean; createdAt: Date };

async function withRolesAndGroups(db: Db, unitId: string, rows: Base[]): Promise<WorkbayRow[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [roles, groups] = await Promise.all([
    db
      .selectFrom('userRole')
      .innerJoin('role', 'role.id', 'userRole.roleId')
      .select(['userRole.userId', 'role.id', 'role.name'])
      .where('role.unitId', '=', unitId)
      .where('userRole.userId', 'in', ids)
      .orderBy('role.id')
      .execute(),
    db
      .selectFrom('facGroupUser')
      .innerJoin('facGroup', 'facGroup.id', 'facGroupUser.groupId')
      .select(['facGroupUser.userId', 'facGroup.id', 'facGroup.name'])
      .where('facGroupUser.unitId', '=', unitId)
      .where('facGroupUser.userId', 'in', ids)
      .orderBy('facGroup.sort')
      .orderBy('facGroup.id')
      .execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    no: r.loginName,
    loginName: r.loginName,
    name: r.userName,
    isEnabled: r.isEnabled,
    createdAt: new Date(r.createdAt).toISOString(),
    roles: roles.filter((x) => x.userId === r.id).map(({ id, name }) => ({ id, name })),
    groups: groups.filter((x) => x.userId === r.id).map(({ id, name }) => ({ id, name })),
  }));
}

type WorkbayFilter = { keyword?: string | undefined; groupsFilter?: string[] | undefined; includeDisabled?: boolean | undefined };

function filteredWorkbays(db: Db, scope: WorkbayScope, filter: WorkbayFilter) {
  let q = workbaysOf(db, scope);
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    q = q.where((eb) => eb.or([eb('appUser.userName', 'ilike', like), eb('appUser.loginName', 'ilike', like)]));
  }
  if (filter.groupsFilter?.length) {
    const groupIds = filter.groupsFilter;
    q = q.where('appUser.id', 'in', (eb) =>
      eb
        .selectFrom('facGroupUser')
        .select('facGroupUser.userId')
        .where('facGroupUser.unitId', '=', scope.unitId)
        .where('facGroupUser.groupId', 'in', groupIds),
    );
  }
  if (filter.includeDisabled === false) q = q.where('appUser.isEnabled', '=', true);
  return q;
}

export async function pageWorkbays(
  db: Db,
  scope: WorkbayScope,
  filter: WorkbayFilter,
  limit: number,
  offset: number,
): Promise<{ list: WorkbayRow[]; totalCount: number }> {
  const q = filteredWorkbays(db, scope, filter);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q.select(baseColumns).orderBy('appUser.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { list: await withRolesAndGroups(db, scope.unitId, rows), totalCount: Number(count.n) };
}

/** The factory's enabled workbays, not paged (pickers: facUser/workbays), by number. */
export async function listEnabledWorkbays(
  db: Db,
  scope: WorkbayScope,
  filter: Pick<WorkbayFilter, 'keyword' | 'groupsFilter'>,
): Promise<WorkbayRow[]> {
  const rows = await filteredWorkbays(db, scope, { ...filter, includeDisabled: false })
    .select(baseColumns)
    .orderBy('appUser.loginName')
    .limit(5000)
    .execute();
  return withRolesAndGroups(db, scope.unitId, rows);
}

export async function findWorkbay(db: Db, scope: WorkbayScope, id: string): Promise<WorkbayRow | undefined> {
  const row = await workbaysOf(db, scope).select(baseColumns).where('appUser.id', '=', id).executeTakeFirst();
  return row ? (await withRolesAndGroups(db, scope.unitId, [row]))[0] : undefined;
}

/** The factories of the company a workbay belongs to. */
export async function workbayFactories(
  db: Db,
  bossUnitId: string,
  userId: string,
): Promise<{ facId: string; facName: string }[]> {
  return db
    .selectFrom('userUnit')
    .innerJoin('unit', 'unit.id', 'userUnit.unitId')
    .select(['unit.id as facId', 'unit.name as facName'])
    .where('userUnit.userId', '=', userId)
    .where('unit.bossUnitId', '=', bossUnitId)
    .orderBy('unit.id')
    .execute();
}

export async function updateWorkbayIdentity(
  trx: Db,
  scope: WorkbayScope,
  id: string,
  fields: { loginName: string; userName: string },
): Promise<void> {
  await trx
    .updateTable('appUser')
    .set({ ...fields, updatedAt: new Date() })
    .where('id', '=', id)
    .where('kind', '=', 'WORKBAY')
    .where('bossUnitId', '=', scope.bossUnitId)
    .execute();
}

/** Which of these ids are roles of the factory. */
export async function ownRoleIds(db: Db, unitId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('role').select('id').where('unitId', '=', unitId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** The factory of each group id (groups of other companies are simply absent). */
export async function unitsOfGroups(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('facGroup').select(['id', 'unitId']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.unitId]));
}

/** Replaces one user's roles inside one factory (roles of other factories stay). */
export async function replaceUserRoles(trx: Db, unitId: string, userId: string, roleIds: string[]): Promise<void> {
  await trx
    .deleteFrom('userRole')
    .where('userId', '=', userId)
    .where('roleId', 'in', (eb) => eb.selectFrom('role').select('role.id').where('role.unitId', '=', unitId))
    .execute();
  if (roleIds.length)
    await trx
      .insertInto('userRole')
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .execute();
}
