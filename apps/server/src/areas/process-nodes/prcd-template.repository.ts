import type { NodeReportReview, NodeTypeCode, PrcdTemplateInput } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface TemplateHead {
  id: string;
  name: string;
  chargerIds: string[];
  defaultAllOrderOutside: boolean;
  reportNeedsReview: boolean;
  delayNotify: boolean;
  delayNotifyNodeId: string | null;
  delayNotifyNodeStatus: number | null;
  createdAt: Date;
}

function heads(db: Db, tenant: Tenant) {
  return db
    .selectFrom('prcdTemplate')
    .select([
      'id',
      'name',
      'chargerIds',
      'defaultAllOrderOutside',
      'reportNeedsReview',
      'delayNotify',
      'delayNotifyNodeId',
      'delayNotifyNodeStatus',
      'createdAt',
    ])
    .where('unitId', 'in', readableUnits(tenant, 'prcdTemplate'))
    .where('isDeleted', '=', false);
}

export async function pageTemplates(db: Db, tenant: Tenant, keyword: string | undefined, limit: number, offset: number) {
  let q = heads(db, tenant);
  if (keyword) q = q.where('name', 'ilike', likeContains(keyword));
  const [count, list] = await Promise.all([
    q
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    q.orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { list: list as TemplateHead[], totalCount: Number(count.n) };
}

export async function findTemplate(db: Db, tenant: Tenant, id: string, lock = false): Promise<TemplateHead | undefined> {
  const q = heads(db, tenant).where('id', '=', id);
  return (lock ? await q.forUpdate().executeTakeFirst() : await q.executeTakeFirst()) as TemplateHead | undefined;
}

export async function findIdByName(db: Db, tenant: Tenant, name: string): Promise<string | undefined> {
  const row = await heads(db, tenant)
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

export interface TemplateRowRecord {
  id: string;
  prcdTemplateId: string;
  sort: number;
  prcdNodeId: string;
  nodeName: string;
  typeCode: NodeTypeCode;
  allowOutside: boolean;
  /** The node's 上报需审核 (inherit follows the template's switch). */
  reportReview: NodeReportReview;
  chargerIds: string[];
  labourCost: string | null;
  endDaysBefore: number | null;
  warnDays: number | null;
  diffMin: string | null;
  diffMax: string | null;
  outsideSettlement: boolean;
  isShipment: boolean;
  upstreamPrcdNodeId: string | null;
}

/** The rows of these templates in order, with their nodes' names and types. */
export async function templateRows(db: Db, tenant: Tenant, templateIds: readonly string[]): Promise<TemplateRowRecord[]> {
  if (templateIds.length === 0) return [];
  return db
    .selectFrom('prcdTemplateNode as r')
    .innerJoin('prcdNode as n', 'n.id', 'r.prcdNodeId')
    .select([
      'r.id',
      'r.prcdTemplateId',
      'r.sort',
      'r.prcdNodeId',
      'n.name as nodeName',
      'n.typeCode',
      'n.allowOutside',
      'n.reportReview',
      'r.chargerIds',
      'r.labourCost',
      'r.endDaysBefore',
      'r.warnDays',
      'r.diffMin',
      'r.diffMax',
      'r.outsideSettlement',
      'r.isShipment',
      'r.upstreamPrcdNodeId',
    ])
    .where('r.unitId', 'in', readableUnits(tenant, 'prcdTemplateNode'))
    .where('r.prcdTemplateId', 'in', [...templateIds])
    .orderBy('r.prcdTemplateId')
    .orderBy('r.sort')
    .execute();
}

/** The node definitions a template names, locked for share: their options cannot change until the save commits. */
export async function lockNodesForShare(trx: Db, tenant: Tenant, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('prcdNode')
    .select(['id', 'name', 'typeCode', 'allowOutside', 'associateWym', 'associateLigation'])
    .where('unitId', 'in', readableUnits(tenant, 'prcdNode'))
    .where('isDeleted', '=', false)
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forShare()
    .execute();
}

type Head = Omit<PrcdTemplateInput, 'id' | 'nodes'>;
const headColumns = (v: Head) => ({ ...v, chargerIds: JSON.stringify(v.chargerIds) });

export async function insertTemplate(trx: Db, tenant: Tenant & { userId: string }, v: Head): Promise<string> {
  const row = await trx
    .insertInto('prcdTemplate')
    .values({ ...headColumns(v), unitId: owningUnit(tenant, 'prcdTemplate'), createdBy: tenant.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTemplate(trx: Db, tenant: Tenant, id: string, v: Head): Promise<void> {
  await trx
    .updateTable('prcdTemplate')
    .set({ ...headColumns(v), updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'prcdTemplate'))
    .execute();
}

/** The rows are the template's own copy: rewritten in the order given (missions keep copies of their own). */
export async function replaceRows(trx: Db, tenant: Tenant, templateId: string, rows: PrcdTemplateInput['nodes']) {
  await trx
    .deleteFrom('prcdTemplateNode')
    .where('prcdTemplateId', '=', templateId)
    .where('unitId', 'in', readableUnits(tenant, 'prcdTemplateNode'))
    .execute();
  if (rows.length === 0) return;
  await trx
    .insertInto('prcdTemplateNode')
    .values(
      rows.map((r, i) => ({
        ...r,
        unitId: owningUnit(tenant, 'prcdTemplateNode'),
        prcdTemplateId: templateId,
        sort: i + 1,
        chargerIds: JSON.stringify(r.chargerIds),
      })),
    )
    .execute();
}

export async function setFlags(
  trx: Db,
  tenant: Tenant,
  id: string,
  flags: { isDeleted?: boolean; reportNeedsReview?: boolean },
): Promise<boolean> {
  const res = await trx
    .updateTable('prcdTemplate')
    .set({ ...flags, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'prcdTemplate'))
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function missionCount(db: Db, tenant: Tenant, templateId: string): Promise<number> {
  const row = await db
    .selectFrom('mission')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('prcdTemplateId', '=', templateId)
    .where('isDeleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
