import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { FACTORY_TIME_ZONE } from '../../platform/numbering/numbering.service.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

const timeText = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${FACTORY_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * A SCAN counts while its report stands (not voided, not deleted): a scan whose report was undone frees the ticket at
 * that node, and its movement stays in the history.
 */
export const LIVE_SCAN = sql<boolean>`exists (select 1 from mission_node_report lr
  where lr.id = bm.report_id and lr.status <> 5 and not lr.is_deleted)`;

/** A movement stands unless it carries a report (SCAN, QC) that was undone; a HANDOVER has none and always stands. */
export const LIVE_MOVEMENT = sql<boolean>`(bm.report_id is null or ${LIVE_SCAN})`;

/** A live bundle (its lay submitted, the lay's report not voided) by ticket number, with what a scan shows. */
export async function findBundleByTicket(db: Db, tenant: Tenant, ticketNo: string) {
  return db
    .selectFrom('cuttingBundle as b')
    .innerJoin('cuttingLay as l', 'l.id', 'b.layId')
    .innerJoin('missionNodeReport as r', 'r.id', 'l.reportId')
    .innerJoin('mission as m', 'm.id', 'b.missionId')
    .innerJoin('goodsStyle as s', 's.id', 'b.goodsStyleId')
    .innerJoin('goodsSku as g', 'g.id', 'b.goodsSkuId')
    .leftJoin('skuAttr as co', 'co.id', 'g.colorId')
    .leftJoin('skuAttr as si', 'si.id', 'g.sizeId')
    .leftJoin('missionNode as cn', 'cn.id', 'l.missionNodeId')
    .select([
      'b.id as bundleId',
      'b.ticketNo',
      'b.missionId',
      'm.missionNo',
      's.styleNo',
      's.styleName',
      'co.name as colorName',
      'si.name as sizeName',
      'b.lathe',
      'b.num',
      'b.goodsSkuId',
      'l.missionNodeId as cutNodeId',
      'cn.name as cutNodeName',
      sql<string>`to_char(b.date_completed, 'YYYY-MM-DD')`.as('cutDate'),
    ])
    .where('b.unitId', 'in', readableUnits(tenant, 'cuttingBundle'))
    .where('b.ticketNo', '=', ticketNo)
    .where('b.isSubmitted', '=', true)
    .where('r.status', '!=', 5)
    .where('r.isDeleted', '=', false)
    .where('m.isDeleted', '=', false)
    .orderBy('b.id', 'desc')
    .executeTakeFirst();
}
export type BundleRow = NonNullable<Awaited<ReturnType<typeof findBundleByTicket>>>;

/** A mission node with what a scan needs: its mission, upstream node, sort and the 允许跳序扫描 switch. */
export async function findScanNode(db: Db, tenant: Tenant, missionNodeId: string) {
  return db
    .selectFrom('missionNode as n')
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .innerJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .select([
      'n.id',
      'n.name',
      'n.typeCode',
      'n.sort',
      'n.status',
      'n.chargerIds',
      'n.missionId',
      'n.upstreamMissionNodeId',
      'm.missionNo',
      'm.status as missionStatus',
      sql<boolean>`p.scan_out_of_order`.as('allowOutOfOrder'),
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.id', '=', missionNodeId)
    .where('m.isDeleted', '=', false)
    .executeTakeFirst();
}

/** The node before this one: its upstream node when the template names one, else the previous node by order. */
export async function upstreamNode(
  db: Db,
  tenant: Tenant,
  node: { missionId: string; sort: number; upstreamMissionNodeId: string | null },
) {
  let q = db
    .selectFrom('missionNode as n')
    .select(['n.id', 'n.name', 'n.status'])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.missionId', '=', node.missionId);
  q = node.upstreamMissionNodeId
    ? q.where('n.id', '=', node.upstreamMissionNodeId)
    : q.where('n.sort', '<', node.sort).orderBy('n.sort', 'desc').limit(1);
  return q.executeTakeFirst();
}

/** The mission's nodes with whether this bundle was scanned there. */
export async function missionNodesFor(db: Db, tenant: Tenant, missionId: string, bundleId: string) {
  return db
    .selectFrom('missionNode as n')
    .select([
      'n.id as missionNodeId',
      'n.name',
      'n.typeCode',
      sql<boolean>`exists (select 1 from bundle_movement bm where bm.mission_node_id = n.id and bm.bundle_id = ${bundleId}
        and bm.kind = 'SCAN' and ${LIVE_SCAN})`.as('isScanned'),
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.missionId', '=', missionId)
    .orderBy('n.sort')
    .execute();
}

/** Whether the bundle has a live scan at the node. */
export async function isScannedAt(db: Db, tenant: Tenant, bundleId: string, missionNodeId: string): Promise<boolean> {
  return (await scansAt(db, tenant, bundleId, missionNodeId)).live > 0;
}

/** The bundle's SCAN rows at the node: all of them (the next scan's generation) and the live ones. */
export async function scansAt(db: Db, tenant: Tenant, bundleId: string, missionNodeId: string) {
  const row = await db
    .selectFrom('bundleMovement as bm')
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where ${LIVE_SCAN}))::int`.as('live')])
    .where('bm.unitId', 'in', readableUnits(tenant, 'bundleMovement'))
    .where('bm.bundleId', '=', bundleId)
    .where('bm.missionNodeId', '=', missionNodeId)
    .where('bm.kind', '=', 'SCAN')
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), live: Number(row.live) };
}

/** The mission's whole-order outside factory, when the mission is subcontracted. */
export async function missionOutsideFactory(db: Db, tenant: Tenant, missionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('mission')
    .select(['isOutside', 'outsideFactoryId'])
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('id', '=', missionId)
    .executeTakeFirst();
  return row?.isOutside ? row.outsideFactoryId : null;
}

export interface MovementFields {
  bundleId: string;
  missionId: string;
  missionNodeId: string;
  kind: 'SCAN' | 'HANDOVER' | 'QC';
  /** SCAN: the number of earlier SCAN rows of the bundle at the node. */
  generation?: number;
  num: string;
  outsideFactoryId: string | null;
  workbayUserId: string | null;
  reportId: string | null;
  remark: string | null;
}

/**
 * Appends a movement. A second SCAN of the bundle at the node in the same generation meets the partial unique index
 * and writes nothing: answers null (the caller refuses and rolls back the report it posted).
 */
export async function appendMovement(db: Db, tenant: Tenant & { userId: string }, m: MovementFields): Promise<string | null> {
  const row = await db
    .insertInto('bundleMovement')
    .values({ ...m, unitId: owningUnit(tenant, 'bundleMovement'), createdBy: tenant.userId })
    .onConflict((oc) => oc.columns(['missionNodeId', 'bundleId', 'generation']).where('kind', '=', 'SCAN').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Several movements at once (batch QC's bundles): plain appends, no scan generation involved. */
export async function appendMovements(
  db: Db,
  tenant: Tenant & { userId: string },
  rows: readonly MovementFields[],
): Promise<void> {
  if (rows.length === 0) return;
  const unitId = owningUnit(tenant, 'bundleMovement');
  await db
    .insertInto('bundleMovement')
    .values(rows.map((m) => ({ ...m, unitId, createdBy: tenant.userId })))
    .execute();
}

/** The node's running count: bundles scanned there and their pieces. */
export async function nodeScanCount(db: Db, tenant: Tenant, missionNodeId: string) {
  return db
    .selectFrom('bundleMovement as bm')
    .select([sql<number>`count(*)::int`.as('bundles'), sql<string>`coalesce(sum(bm.num), 0)::text`.as('pieces')])
    .where('bm.unitId', 'in', readableUnits(tenant, 'bundleMovement'))
    .where('bm.missionNodeId', '=', missionNodeId)
    .where('bm.kind', '=', 'SCAN')
    .where(LIVE_SCAN)
    .executeTakeFirstOrThrow();
}

/** The node's latest scans, newest first. */
export async function latestNodeScans(db: Db, tenant: Tenant, missionNodeId: string, limit: number) {
  return db
    .selectFrom('bundleMovement as bm')
    .innerJoin('cuttingBundle as b', 'b.id', 'bm.bundleId')
    .innerJoin('goodsSku as g', 'g.id', 'b.goodsSkuId')
    .leftJoin('skuAttr as co', 'co.id', 'g.colorId')
    .leftJoin('skuAttr as si', 'si.id', 'g.sizeId')
    .leftJoin('appUser as u', 'u.id', 'bm.createdBy')
    .select([
      'bm.id',
      'b.ticketNo',
      'co.name as colorName',
      'si.name as sizeName',
      sql<string>`bm.num::text`.as('num'),
      'u.userName',
      timeText('bm.createdAt').as('createdAt'),
    ])
    .where('bm.unitId', 'in', readableUnits(tenant, 'bundleMovement'))
    .where('bm.missionNodeId', '=', missionNodeId)
    .where('bm.kind', '=', 'SCAN')
    .where(LIVE_SCAN)
    .orderBy('bm.id', 'desc')
    .limit(limit)
    .execute();
}

/** A bundle's movements in order, with names. */
export async function bundleMovements(db: Db, tenant: Tenant, bundleId: string) {
  return db
    .selectFrom('bundleMovement as bm')
    .innerJoin('missionNode as n', 'n.id', 'bm.missionNodeId')
    .leftJoin('outsideFactory as of', 'of.id', 'bm.outsideFactoryId')
    .leftJoin('appUser as w', 'w.id', 'bm.workbayUserId')
    .leftJoin('appUser as u', 'u.id', 'bm.createdBy')
    .leftJoin('missionNodeReport as r', 'r.id', 'bm.reportId')
    .select([
      'bm.id',
      'bm.kind',
      'n.name as nodeName',
      'of.name as outsideFactoryName',
      'w.userName as workbayUserName',
      'u.userName',
      sql<string>`bm.num::text`.as('num'),
      'r.billNo as reportBillNo',
      'bm.remark',
      timeText('bm.createdAt').as('createdAt'),
      sql<boolean>`not ${LIVE_MOVEMENT}`.as('isUndone'),
    ])
    .where('bm.unitId', 'in', readableUnits(tenant, 'bundleMovement'))
    .where('bm.bundleId', '=', bundleId)
    .orderBy('bm.id')
    .execute();
}

/** Live missions' nodes that take scans (数量型 and 质检), for the scan screen's picker. */
export async function scanNodeOptions(db: Db, tenant: Tenant, search: string | null) {
  let q = db
    .selectFrom('missionNode as n')
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .innerJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .select([
      'n.id as missionNodeId',
      'n.name',
      'n.typeCode',
      'n.missionId',
      'm.missionNo',
      's.styleNo',
      sql<boolean>`p.scan_out_of_order`.as('allowOutOfOrder'),
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.typeCode', 'in', ['quantitative', 'quality_checking'])
    .where('m.isDeleted', '=', false)
    .where('m.status', 'in', [0, 1]);
  if (search)
    q = q.where((eb) =>
      eb.or([eb('m.missionNo', 'ilike', likeContains(search)), eb('s.styleNo', 'ilike', likeContains(search))]),
    );
  return q.orderBy('m.id', 'desc').orderBy('n.sort').limit(50).execute();
}

/** A workbay account of the factory (a hand-over names one). */
export async function isFactoryWorkbay(db: Db, unitId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userUnit as uu')
    .innerJoin('appUser as u', 'u.id', 'uu.userId')
    .select('u.id')
    .where('uu.unitId', '=', unitId)
    .where('uu.userId', '=', userId)
    .where('u.kind', '=', 'WORKBAY')
    .executeTakeFirst();
  return Boolean(row);
}

export async function isFactoryOutsideFactory(db: Db, tenant: Tenant, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('outsideFactory')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'outsideFactory'))
    .where('id', '=', id)
    .executeTakeFirst();
  return Boolean(row);
}
