import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** The node row as this area reads it (dates as YYYY-MM-DD). */
export interface NodeRow {
  id: string;
  unitId: string;
  missionId: string;
  missionNo: string;
  missionStatus: number;
  prcdNodeId: string;
  name: string;
  typeCode: string;
  status: number;
  chargerIds: string[];
  tagIds: string[];
  labourCost: string | null;
  planEndAt: string | null;
  warnDays: number | null;
  diffMin: string | null;
  diffMax: string | null;
  targetNum: string;
  completedNum: string;
  adjustNum: string;
  startedAt: Date | null;
  finishedAt: Date | null;
  delayReason: string | null;
  remark: string | null;
  attachmentIds: string[];
}

function selectNode(db: Db, tenant: Tenant) {
  return db
    .selectFrom('missionNode as n')
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .select([
      'n.id',
      'n.unitId',
      'n.missionId',
      'm.missionNo',
      'm.status as missionStatus',
      'n.prcdNodeId',
      'n.name',
      'n.typeCode',
      'n.status',
      'n.chargerIds',
      'n.tagIds',
      'n.labourCost',
      sql<string | null>`to_char(n.plan_end_at, 'YYYY-MM-DD')`.as('planEndAt'),
      'n.warnDays',
      'n.diffMin',
      'n.diffMax',
      'n.targetNum',
      'n.completedNum',
      'n.adjustNum',
      'n.startedAt',
      'n.finishedAt',
      'n.delayReason',
      'n.remark',
      'n.attachmentIds',
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('m.isDeleted', '=', false);
}

/** One node of the session's factory (another factory's id reads as none). */
export async function findNode(db: Db, tenant: Tenant, id: string): Promise<NodeRow | undefined> {
  return (await selectNode(db, tenant).where('n.id', '=', id).executeTakeFirst()) as NodeRow | undefined;
}

/** The node locked for a change (every write of this area goes through here first). */
export async function lockNode(db: Db, tenant: Tenant, id: string): Promise<NodeRow | undefined> {
  return (await selectNode(db, tenant).where('n.id', '=', id).forUpdate('n').executeTakeFirst()) as NodeRow | undefined;
}

export interface NodeChanges {
  status?: number;
  chargerIds?: string[];
  tagIds?: string[];
  labourCost?: string | null;
  planEndAt?: string | null;
  remark?: string | null;
  attachmentIds?: string[];
  startedAt?: Date | null;
  finishedAt?: Date | null;
  delayReason?: string | null;
}

export async function updateNode(db: Db, tenant: Tenant, id: string, changes: NodeChanges): Promise<void> {
  const { chargerIds, tagIds, attachmentIds, ...plain } = changes;
  await db
    .updateTable('missionNode')
    .set({
      ...plain,
      ...(chargerIds ? { chargerIds: JSON.stringify(chargerIds) } : {}),
      ...(tagIds ? { tagIds: JSON.stringify(tagIds) } : {}),
      ...(attachmentIds ? { attachmentIds: JSON.stringify(attachmentIds) } : {}),
      updatedAt: new Date(),
    })
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', '=', id)
    .execute();
}

/** The node's outside factories with prices, and whether any live report names each. */
export async function nodeOutsideFactories(db: Db, tenant: Tenant, nodeId: string) {
  return db
    .selectFrom('missionNodeOutsideFactory as f')
    .innerJoin('outsideFactory as o', 'o.id', 'f.outsideFactoryId')
    .select([
      'f.outsideFactoryId',
      'o.name',
      'f.unitPrice',
      sql<boolean>`exists (select 1 from mission_node_report r where r.mission_node_id = f.mission_node_id
        and r.outside_factory_id = f.outside_factory_id and not r.is_deleted)`.as('hasReports'),
    ])
    .where('f.unitId', 'in', readableUnits(tenant, 'missionNodeOutsideFactory'))
    .where('f.missionNodeId', '=', nodeId)
    .orderBy('f.id')
    .execute();
}

/** Replaces the node's outside factories: kept rows keep their id, prices updated, others removed. */
export async function replaceOutsideFactories(
  db: Db,
  tenant: Tenant,
  nodeId: string,
  rows: readonly { outsideFactoryId: string; unitPrice: string | null }[],
): Promise<void> {
  const keep = rows.map((r) => r.outsideFactoryId);
  let removal = db
    .deleteFrom('missionNodeOutsideFactory')
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeOutsideFactory'))
    .where('missionNodeId', '=', nodeId);
  if (keep.length) removal = removal.where('outsideFactoryId', 'not in', keep);
  await removal.execute();
  if (!rows.length) return;
  await db
    .insertInto('missionNodeOutsideFactory')
    .values(
      rows.map((r) => ({
        unitId: tenant.unitId,
        missionNodeId: nodeId,
        outsideFactoryId: r.outsideFactoryId,
        unitPrice: r.unitPrice,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['missionNodeId', 'outsideFactoryId']).doUpdateSet((eb) => ({
        unitPrice: eb.ref('excluded.unitPrice'),
        updatedAt: new Date(),
      })),
    )
    .execute();
}

/** Outside factories that reviewed (or any live) reports of the node name, among `ids`. */
export async function factoriesWithReports(db: Db, tenant: Tenant, nodeId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('missionNodeReport as r')
    .innerJoin('outsideFactory as o', 'o.id', 'r.outsideFactoryId')
    .select(['o.id', 'o.name'])
    .distinct()
    .where('r.unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('r.missionNodeId', '=', nodeId)
    .where('r.isDeleted', '=', false)
    .where('r.outsideFactoryId', 'in', ids)
    .execute();
}

export async function nodeTags(db: Db, tenant: Tenant, prcdNodeId: string) {
  return db
    .selectFrom('prcdNodeTag')
    .select(['id', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'prcdNodeTag'))
    .where('prcdNodeId', '=', prcdNodeId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function filesByIds(db: Db, tenant: Tenant, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('storedFile')
    .select(['id', 'originalName', 'mimeType'])
    .where('unitId', 'in', readableUnits(tenant, 'storedFile'))
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** Users of the session's factory among `ids`, with their names. */
export async function factoryUsers(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('userUnit as uu')
    .innerJoin('appUser as u', 'u.id', 'uu.userId')
    .select(['u.id', 'u.userName'])
    .where('uu.unitId', '=', tenant.unitId)
    .where('u.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.userName]));
}

/** Outside factories of the session's factory among `ids`. */
export async function outsideFactoriesByIds(db: Db, tenant: Tenant, ids: readonly string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .selectFrom('outsideFactory')
    .select(['id', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'outsideFactory'))
    .where('isDeleted', '=', false)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
