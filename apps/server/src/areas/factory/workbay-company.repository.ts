import type { CompanyWorkbayRow, IdName, WorkbayFacInfo, WorkbayFactoryOption, WorkbayGroupOption } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

/**
 * Workbays seen from the company level: accounts of the company that belong to at least one of `unitIds` (the
 * factories the caller may enter). Every read names those factories: nothing of a factory the caller may not enter
 * is told, not even that the workbay belongs to it.
 */
export interface CompanyScope {
  bossUnitId: string;
  unitIds: string[];
}

function workbaysIn(db: Db, scope: CompanyScope) {
  return db
    .selectFrom('appUser')
    .where('appUser.kind', '=', 'WORKBAY')
    .where('appUser.bossUnitId', '=', scope.bossUnitId)
    .where('appUser.id', 'in', (eb) =>
      eb.selectFrom('userUnit').select('userUnit.userId').where('userUnit.unitId', 'in', scope.unitIds),
    );
}

const columns = ['appUser.id', 'appUser.loginName', 'appUser.userName', 'appUser.isEnabled', 'appUser.createdAt'] as const;

/** Per user, its factories among `unitIds` with its roles and groups in each. */
export async function facInfosOf(db: Db, unitIds: string[], userIds: string[]): Promise<Map<string, WorkbayFacInfo[]>> {
  const result = new Map<string, WorkbayFacInfo[]>(userIds.map((id) => [id, []]));
  if (!userIds.length || !unitIds.length) return result;
  const [units, roles, groups] = await Promise.all([
    db
      .selectFrom('userUnit')
      .innerJoin('unit', 'unit.id', 'userUnit.unitId')
      .select(['userUnit.userId', 'unit.id', 'unit.name'])
      .where('userUnit.userId', 'in', userIds)
      .where('userUnit.unitId', 'in', unitIds)
      .orderBy('unit.id')
      .execute(),
    db
      .selectFrom('userRole')
      .innerJoin('role', 'role.id', 'userRole.roleId')
      .select(['userRole.userId', 'role.unitId', 'role.id', 'role.name'])
      .where('userRole.userId', 'in', userIds)
      .where('role.unitId', 'in', unitIds)
      .orderBy('role.id')
      .execute(),
    db
      .selectFrom('facGroupUser')
      .innerJoin('facGroup', 'facGroup.id', 'facGroupUser.groupId')
      .select(['facGroupUser.userId', 'facGroup.unitId', 'facGroup.id', 'facGroup.name'])
      .where('facGroupUser.userId', 'in', userIds)
      .where('facGroupUser.unitId', 'in', unitIds)
      .orderBy('facGroup.sort')
      .orderBy('facGroup.id')
      .execute(),
  ]);
  const of = (rows: { userId: string; unitId: string; id: string; name: string }[], userId: string, unitId: string) =>
    rows.filter((r) => r.userId === userId && r.unitId === unitId).map(({ id, name }): IdName => ({ id, name }));
  for (const u of units) {
    result.get(u.userId)?.push({
      facId: u.id,
      facName: u.name,
      roles: of(roles, u.userId, u.id),
      groups: of(groups, u.userId, u.id),
    });
  }
  return result;
}

type Base = { id: string; loginName: string; userName: string; isEnabled: boolean; createdAt: Date };

async function toRows(db: Db, scope: CompanyScope, rows: Base[]): Promise<CompanyWorkbayRow[]> {
  const infos = await facInfosOf(
    db,
    scope.unitIds,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    loginName: r.loginName,
    userName: r.userName,
    isEnabled: r.isEnabled,
    createdAt: new Date(r.createdAt).toISOString(),
    facInfos: infos.get(r.id) ?? [],
  }));
}

export async function pageCompanyWorkbays(
  db: Db,
  scope: CompanyScope,
  filter: {
    keyword?: string | undefined;
    facIds?: string[] | undefined;
    groupIds?: string[] | undefined;
    includeDisabled?: boolean | undefined;
  },
  limit: number,
  offset: number,
): Promise<{ list: CompanyWorkbayRow[]; totalCount: number }> {
  if (!scope.unitIds.length) return { list: [], totalCount: 0 };
  let q = workbaysIn(db, scope);
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    q = q.where((eb) => eb.or([eb('appUser.userName', 'ilike', like), eb('appUser.loginName', 'ilike', like)]));
  }
  if (filter.facIds?.length) {
    // Only the scope's factories filter: a factory the caller may not enter tells nothing (not even membership).
    const facIds = filter.facIds.filter((id) => scope.unitIds.includes(id));
    if (!facIds.length) return { list: [], totalCount: 0 };
    q = q.where('appUser.id', 'in', (eb) =>
      eb.selectFrom('userUnit').select('userUnit.userId').where('userUnit.unitId', 'in', facIds),
    );
  }
  if (filter.groupIds?.length) {
    const groupIds = filter.groupIds;
    q = q.where('appUser.id', 'in', (eb) =>
      eb
        .selectFrom('facGroupUser')
        .select('facGroupUser.userId')
        .where('facGroupUser.unitId', 'in', scope.unitIds)
        .where('facGroupUser.groupId', 'in', groupIds),
    );
  }
  if (filter.includeDisabled === false) q = q.where('appUser.isEnabled', '=', true);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q.select(columns).orderBy('appUser.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { list: await toRows(db, scope, rows), totalCount: Number(count.n) };
}

export async function findCompanyWorkbay(db: Db, scope: CompanyScope, id: string): Promise<CompanyWorkbayRow | undefined> {
  if (!scope.unitIds.length) return undefined;
  const row = await workbaysIn(db, scope).select(columns).where('appUser.id', '=', id).executeTakeFirst();
  return row ? (await toRows(db, scope, [row]))[0] : undefined;
}

/** The factory of each role id (roles of other companies are simply absent). */
export async function unitsOfRoles(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('role').select(['id', 'unitId']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.unitId]));
}

/** Each factory with its valid roles and its groups (path from the root), for the 工厂和分组 table. */
export async function factoryOptions(db: Db, units: { id: string; name: string }[]): Promise<WorkbayFactoryOption[]> {
  if (!units.length) return [];
  const unitIds = units.map((u) => u.id);
  const [roles, groups] = await Promise.all([
    db
      .selectFrom('role')
      .select(['unitId', 'id', 'name'])
      .where('unitId', 'in', unitIds)
      .where('isValid', '=', true)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('facGroup')
      .select(['unitId', 'id', 'name', 'parentId'])
      .where('unitId', 'in', unitIds)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  // Depth first in the tree's own order (sort within siblings), each group named by its path from the root.
  const inTreeOrder = (unitId: string, parentId: string | null, prefix: string): WorkbayGroupOption[] =>
    groups
      .filter((g) => g.unitId === unitId && g.parentId === parentId)
      .flatMap((g) => {
        const path = prefix ? `${prefix} / ${g.name}` : g.name;
        return [{ id: g.id, name: g.name, path }, ...inTreeOrder(unitId, g.id, path)];
      });
  return units.map((u) => ({
    facId: u.id,
    facName: u.name,
    roles: roles.filter((r) => r.unitId === u.id).map(({ id, name }) => ({ id, name })),
    groups: inTreeOrder(u.id, null, ''),
  }));
}
