import type {
  BillConfig,
  NodeLock,
  NodeReportReview,
  NodeTypeCode,
  PrcdNodeBrief,
  PrcdNodeInput,
  PrcdNodeTag,
  ReportBillKind,
} from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

/** A node definition as stored, without its tags and lock. */
export interface NodeRecord {
  id: string;
  name: string;
  typeCode: NodeTypeCode;
  workshopSectionId: string | null;
  workshopSectionName: string | null;
  materialKindIds: string[];
  associateWym: boolean;
  associateLigation: boolean;
  associateInStore: boolean;
  selectDefaultStore: boolean;
  defaultStorehouseId: string | null;
  allowOutside: boolean;
  outsideFollowPre: boolean;
  doac: boolean;
  allowCompleteExcess: boolean;
  completeExcessPercent: string | null;
  allowAdjustNum: boolean;
  scanOutOfOrder: boolean;
  reportSendSelectUser: boolean;
  reportSendDefComplete: boolean;
  reportReview: NodeReportReview;
  billConfigs: Partial<Record<ReportBillKind, BillConfig>>;
  remark: string | null;
}

function nodes(db: Db, tenant: Tenant) {
  return db
    .selectFrom('prcdNode as n')
    .leftJoin('workshopSection as w', 'w.id', 'n.workshopSectionId')
    .where('n.unitId', 'in', readableUnits(tenant, 'prcdNode'))
    .where('n.isDeleted', '=', false)
    .select([
      'n.id',
      'n.name',
      'n.typeCode',
      'n.workshopSectionId',
      'w.name as workshopSectionName',
      'n.materialKindIds',
      'n.associateWym',
      'n.associateLigation',
      'n.associateInStore',
      'n.selectDefaultStore',
      'n.defaultStorehouseId',
      'n.allowOutside',
      'n.outsideFollowPre',
      'n.doac',
      'n.allowCompleteExcess',
      'n.completeExcessPercent',
      'n.allowAdjustNum',
      'n.scanOutOfOrder',
      'n.reportSendSelectUser',
      'n.reportSendDefComplete',
      'n.reportReview',
      'n.billConfigs',
      'n.remark',
    ]);
}

export async function pageNodes(
  db: Db,
  tenant: Tenant,
  filter: { keyword?: string | undefined; typeCode?: NodeTypeCode | undefined; workshopSectionId?: string | undefined },
  limit: number,
  offset: number,
): Promise<{ list: NodeRecord[]; totalCount: number }> {
  let q = nodes(db, tenant);
  if (filter.keyword) q = q.where('n.name', 'ilike', likeContains(filter.keyword));
  if (filter.typeCode) q = q.where('n.typeCode', '=', filter.typeCode);
  if (filter.workshopSectionId) q = q.where('n.workshopSectionId', '=', filter.workshopSectionId);
  const [count, list] = await Promise.all([
    q
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    q.orderBy('n.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { list, totalCount: Number(count.n) };
}

/** Every live node (templates' pickers), optionally only some types. */
export async function listBriefs(
  db: Db,
  tenant: Tenant,
  filter: { keyword?: string | undefined; typeCodes?: readonly NodeTypeCode[] },
): Promise<PrcdNodeBrief[]> {
  let q = db
    .selectFrom('prcdNode')
    .select(['id', 'name', 'typeCode', 'allowOutside', 'associateWym', 'associateLigation', 'reportReview'])
    .where('unitId', 'in', readableUnits(tenant, 'prcdNode'))
    .where('isDeleted', '=', false);
  if (filter.keyword) q = q.where('name', 'ilike', likeContains(filter.keyword));
  if (filter.typeCodes) q = q.where('typeCode', 'in', [...filter.typeCodes]);
  return q.orderBy('id').limit(1000).execute();
}

export async function findNodes(db: Db, tenant: Tenant, ids: readonly string[]): Promise<NodeRecord[]> {
  if (ids.length === 0) return [];
  return nodes(db, tenant)
    .where('n.id', 'in', [...new Set(ids)])
    .execute();
}

/** Locks the node row: its options change only while nothing starts using it (missions lock it for share). */
export async function lockNode(trx: Db, tenant: Tenant, id: string): Promise<NodeRecord | undefined> {
  return nodes(trx, tenant).where('n.id', '=', id).forUpdate('n').executeTakeFirst();
}

export async function findIdByName(db: Db, tenant: Tenant, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('prcdNode')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'prcdNode'))
    .where('isDeleted', '=', false)
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

type Values = Omit<PrcdNodeInput, 'id' | 'tags'>;

const columns = (v: Values) => ({
  ...v,
  materialKindIds: JSON.stringify(v.materialKindIds),
  billConfigs: JSON.stringify(v.billConfigs),
});

export async function insertNode(trx: Db, tenant: Tenant & { userId: string }, v: Values): Promise<string> {
  const row = await trx
    .insertInto('prcdNode')
    .values({ ...columns(v), unitId: owningUnit(tenant, 'prcdNode'), createdBy: tenant.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNode(trx: Db, tenant: Tenant, id: string, v: Values): Promise<void> {
  await trx
    .updateTable('prcdNode')
    .set({ ...columns(v), updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'prcdNode'))
    .execute();
}

export async function softDeleteNode(trx: Db, tenant: Tenant, id: string): Promise<void> {
  await trx
    .updateTable('prcdNode')
    .set({ isDeleted: true, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'prcdNode'))
    .execute();
}

/** Why each of these nodes is locked: missions using it, live templates taking it as an upstream node. */
export async function locksOf(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, NodeLock>> {
  const out = new Map<string, NodeLock>();
  if (ids.length === 0) return out;
  const [missions, upstream] = await Promise.all([
    db
      .selectFrom('missionNode')
      .select(['prcdNodeId', sql<string>`count(distinct mission_id)`.as('n')])
      .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
      .where('prcdNodeId', 'in', [...ids])
      .groupBy('prcdNodeId')
      .execute(),
    db
      .selectFrom('prcdTemplateNode as r')
      .innerJoin('prcdTemplate as t', 't.id', 'r.prcdTemplateId')
      .select(['r.upstreamPrcdNodeId as id', 't.name'])
      .where('r.unitId', 'in', readableUnits(tenant, 'prcdTemplateNode'))
      .where('t.isDeleted', '=', false)
      .where('r.upstreamPrcdNodeId', 'in', [...ids])
      .orderBy('t.id')
      .execute(),
  ]);
  const lockOf = (id: string) => {
    let lock = out.get(id);
    if (!lock) out.set(id, (lock = { missionCount: 0, upstreamInTemplates: [] }));
    return lock;
  };
  for (const m of missions) lockOf(m.prcdNodeId).missionCount = Number(m.n);
  for (const u of upstream) {
    const names = lockOf(u.id!).upstreamInTemplates;
    if (!names.includes(u.name)) names.push(u.name);
  }
  return out;
}

/** Names of the live templates holding each of these nodes. */
export async function templatesOf(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('prcdTemplateNode as r')
    .innerJoin('prcdTemplate as t', 't.id', 'r.prcdTemplateId')
    .select(['r.prcdNodeId', 't.name'])
    .where('r.unitId', 'in', readableUnits(tenant, 'prcdTemplateNode'))
    .where('t.isDeleted', '=', false)
    .where('r.prcdNodeId', 'in', [...ids])
    .orderBy('t.id')
    .execute();
  for (const r of rows) out.set(r.prcdNodeId, [...(out.get(r.prcdNodeId) ?? []), r.name]);
  return out;
}

export async function tagsOf(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, PrcdNodeTag[]>> {
  const out = new Map<string, PrcdNodeTag[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('prcdNodeTag')
    .select(['id', 'name', 'prcdNodeId'])
    .where('unitId', 'in', readableUnits(tenant, 'prcdNodeTag'))
    .where('prcdNodeId', 'in', [...ids])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  for (const r of rows) out.set(r.prcdNodeId, [...(out.get(r.prcdNodeId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

/** Tags of the node that missions' nodes have ticked (they keep the id): such a tag is not removed. */
export async function usedTagIds(db: Db, tenant: Tenant, tagIds: readonly string[]): Promise<Set<string>> {
  if (tagIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('missionNode')
    .select(sql<string>`jsonb_array_elements_text(tag_ids)`.as('tagId'))
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where(sql<boolean>`tag_ids ?| ${sql.val([...tagIds])}::text[]`)
    .execute();
  return new Set(rows.map((r) => r.tagId).filter((id) => tagIds.includes(id)));
}

/** Writes the node's tags: kept ones renamed in place, new ones added, the rest removed. */
export async function replaceTags(
  trx: Db,
  tenant: Tenant,
  nodeId: string,
  tags: readonly { id?: string | undefined; name: string }[],
) {
  const keep = tags.flatMap((t) => (t.id ? [t.id] : []));
  let del = trx
    .deleteFrom('prcdNodeTag')
    .where('prcdNodeId', '=', nodeId)
    .where('unitId', 'in', readableUnits(tenant, 'prcdNodeTag'));
  if (keep.length) del = del.where('id', 'not in', keep);
  await del.execute();
  for (const [sort, tag] of tags.entries()) {
    if (tag.id)
      await trx
        .updateTable('prcdNodeTag')
        .set({ name: tag.name, sort })
        .where('id', '=', tag.id)
        .where('prcdNodeId', '=', nodeId)
        .execute();
    else
      await trx
        .insertInto('prcdNodeTag')
        .values({ unitId: owningUnit(tenant, 'prcdNodeTag'), prcdNodeId: nodeId, name: tag.name, sort })
        .execute();
  }
}
