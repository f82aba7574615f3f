import type { MissionFieldCode, WorkspaceConfig } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** A user's named workbench column sets (mission_workspace_config), current one first. */
export async function listConfigs(db: Db, tenant: Tenant, userId: string): Promise<WorkspaceConfig[]> {
  const rows = await db
    .selectFrom('missionWorkspaceConfig')
    .select(['id', 'name', 'missionFields', 'prcdNodeIds', 'isCurrent'])
    .where('unitId', 'in', readableUnits(tenant, 'missionWorkspaceConfig'))
    .where('userId', '=', userId)
    .orderBy('isCurrent', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, missionFields: r.missionFields as MissionFieldCode[] }));
}

export async function findConfig(db: Db, tenant: Tenant, userId: string, id: string): Promise<WorkspaceConfig | undefined> {
  const row = await db
    .selectFrom('missionWorkspaceConfig')
    .select(['id', 'name', 'missionFields', 'prcdNodeIds', 'isCurrent'])
    .where('unitId', 'in', readableUnits(tenant, 'missionWorkspaceConfig'))
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, missionFields: row.missionFields as MissionFieldCode[] };
}

export async function findConfigIdByName(db: Db, tenant: Tenant, userId: string, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('missionWorkspaceConfig')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'missionWorkspaceConfig'))
    .where('userId', '=', userId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}

/** No current set for the user any more (before another one becomes current). */
export async function clearCurrent(db: Db, tenant: Tenant, userId: string): Promise<void> {
  await db
    .updateTable('missionWorkspaceConfig')
    .set({ isCurrent: false })
    .where('unitId', 'in', readableUnits(tenant, 'missionWorkspaceConfig'))
    .where('userId', '=', userId)
    .where('isCurrent', '=', true)
    .execute();
}

export interface ConfigValues {
  name: string;
  missionFields: string[];
  prcdNodeIds: string[];
}

export async function insertConfig(db: Db, tenant: Tenant, userId: string, v: ConfigValues): Promise<string> {
  const row = await db
    .insertInto('missionWorkspaceConfig')
    .values({
      unitId: owningUnit(tenant, 'missionWorkspaceConfig'),
      userId,
      name: v.name,
      missionFields: JSON.stringify(v.missionFields),
      prcdNodeIds: JSON.stringify(v.prcdNodeIds),
      isCurrent: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateConfig(db: Db, tenant: Tenant, userId: string, id: string, v: ConfigValues): Promise<void> {
  await db
    .updateTable('missionWorkspaceConfig')
    .set({
      name: v.name,
      missionFields: JSON.stringify(v.missionFields),
      prcdNodeIds: JSON.stringify(v.prcdNodeIds),
      isCurrent: true,
      updatedAt: new Date(),
    })
    .where('unitId', 'in', readableUnits(tenant, 'missionWorkspaceConfig'))
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function setCurrent(db: Db, tenant: Tenant, userId: string, id: string): Promise<void> {
  await db
    .updateTable('missionWorkspaceConfig')
    .set({ isCurrent: true, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'missionWorkspaceConfig'))
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function deleteConfig(db: Db, tenant: Tenant, userId: string, id: string): Promise<number> {
  const res = await db
    .deleteFrom('missionWorkspaceConfig')
    .where('unitId', 'in', readableUnits(tenant, 'missionWorkspaceConfig'))
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Which of these node definitions are the factory's own (live, not deleted). */
export async function existingNodeIds(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('prcdNode')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'prcdNode'))
    .where('isDeleted', '=', false)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

// ---- table headers (fac_header_field_config)

export async function findHeader(db: Db, tenant: Tenant, userId: string, pageCode: string) {
  return db
    .selectFrom('facHeaderFieldConfig')
    .select(['id', 'fields'])
    .where('unitId', 'in', readableUnits(tenant, 'facHeaderFieldConfig'))
    .where('userId', '=', userId)
    .where('pageCode', '=', pageCode)
    .executeTakeFirst();
}

export async function upsertHeader(db: Db, tenant: Tenant, userId: string, pageCode: string, fields: unknown[]): Promise<void> {
  await db
    .insertInto('facHeaderFieldConfig')
    .values({ unitId: owningUnit(tenant, 'facHeaderFieldConfig'), userId, pageCode, fields: JSON.stringify(fields) })
    .onConflict((oc) =>
      oc.columns(['unitId', 'userId', 'pageCode']).doUpdateSet({ fields: JSON.stringify(fields), updatedAt: new Date() }),
    )
    .execute();
}

export async function deleteHeader(db: Db, tenant: Tenant, userId: string, pageCode: string): Promise<void> {
  await db
    .deleteFrom('facHeaderFieldConfig')
    .where('unitId', 'in', readableUnits(tenant, 'facHeaderFieldConfig'))
    .where('userId', '=', userId)
    .where('pageCode', '=', pageCode)
    .execute();
}
