import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import type { PreparedMission, PreparedNode } from './mission-prepare.js';

type Actor = Tenant & { userId: string };
const json = (v: unknown) => JSON.stringify(v);

export interface MissionLockedHead {
  id: string;
  missionNo: string;
  status: number;
  version: number;
  deliveryAt: string;
  totalNum: string;
  goodsStyleId: string;
  productionOrderId: string | null;
  productionOrderGoodsId: string | null;
}

/** The mission's head locked `for update` (edits, status, revoke). */
export async function lockMission(trx: Db, tenant: Tenant, id: string): Promise<MissionLockedHead | undefined> {
  return trx
    .selectFrom('mission')
    .select([
      'id',
      'missionNo',
      'status',
      'version',
      sql<string>`to_char(delivery_at, 'YYYY-MM-DD')`.as('deliveryAt'),
      'totalNum',
      'goodsStyleId',
      'productionOrderId',
      'productionOrderGoodsId',
    ])
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('isDeleted', '=', false)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function missionNoTaken(db: Db, tenant: Tenant, missionNo: string, selfId?: string): Promise<boolean> {
  const row = await db
    .selectFrom('mission')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('isDeleted', '=', false)
    .where('missionNo', '=', missionNo)
    .$if(selfId !== undefined, (q) => q.where('id', '<>', selfId!))
    .executeTakeFirst();
  return Boolean(row);
}

function headValues(h: PreparedMission['head']) {
  return {
    ...h,
    leaderIds: json(h.leaderIds),
    workingSheetAttachmentIds: json(h.workingSheetAttachmentIds),
    attachmentIds: json(h.attachmentIds),
  };
}

export async function insertMission(
  trx: Db,
  actor: Actor,
  missionNo: string,
  head: PreparedMission['head'],
  order: { productionOrderId: string | null; productionOrderGoodsId: string | null },
): Promise<string> {
  const row = await trx
    .insertInto('mission')
    .values({ unitId: owningUnit(actor, 'mission'), missionNo, createdBy: actor.userId, ...headValues(head), ...order })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMissionHead(
  trx: Db,
  actor: Actor,
  id: string,
  missionNo: string,
  head: PreparedMission['head'],
  deliveryChanged: boolean,
): Promise<void> {
  await trx
    .updateTable('mission')
    .set({
      missionNo,
      ...headValues(head),
      updatedBy: actor.userId,
      updatedAt: new Date(),
      version: sql`version + 1`,
      ...(deliveryChanged ? { deliveryChangeCount: sql`delivery_change_count + 1` } : {}),
    })
    .where('unitId', 'in', readableUnits(actor, 'mission'))
    .where('id', '=', id)
    .execute();
}

/** The mission's lines replaced by these (actual cut quantities of a kept SKU and customer carried over). */
export async function replaceLines(trx: Db, tenant: Tenant, missionId: string, lines: PreparedMission['lines']): Promise<void> {
  const old = await trx
    .selectFrom('missionLine')
    .select(['goodsSkuId', 'customerId', 'actualCutNum'])
    .where('unitId', 'in', readableUnits(tenant, 'missionLine'))
    .where('missionId', '=', missionId)
    .execute();
  const cut = new Map(old.map((l) => [`${l.goodsSkuId}:${l.customerId ?? ''}`, l.actualCutNum]));
  await trx
    .deleteFrom('missionLine')
    .where('unitId', 'in', readableUnits(tenant, 'missionLine'))
    .where('missionId', '=', missionId)
    .execute();
  await trx
    .insertInto('missionLine')
    .values(
      lines.map((l) => ({
        unitId: owningUnit(tenant, 'missionLine'),
        missionId,
        ...l,
        actualCutNum: cut.get(`${l.goodsSkuId}:${l.customerId ?? ''}`) ?? '0',
      })),
    )
    .execute();
}

/** Node instances of the mission with whether any live report points at them. */
export async function nodesWithReportFlag(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionNode as n')
    .select([
      'n.id',
      'n.prcdNodeId',
      'n.name',
      'n.status',
      sql<boolean>`exists (select 1 from mission_node_report r where r.mission_node_id = n.id and not r.is_deleted and r.status <> 5)`.as(
        'hasReports',
      ),
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.missionId', '=', missionId)
    .orderBy('n.sort')
    .execute();
}

function nodeValues(n: PreparedNode) {
  return {
    prcdNodeId: n.prcdNodeId,
    name: n.name,
    typeCode: n.typeCode as never,
    sort: n.sort,
    chargerIds: json(n.chargerIds),
    labourCost: n.labourCost,
    planEndAt: n.planEndAt,
    warnDays: n.warnDays,
    diffMin: n.diffMin,
    diffMax: n.diffMax,
    outsideSettlement: n.outsideSettlement,
    isShipment: n.isShipment,
  };
}

/**
 * The mission's node rows made these: kept rows (by id) updated, new rows inserted, rows left out deleted (the
 * service has checked those have no report); then each row's upstream pointed at the mission's row of that node, and
 * every target set (`setNodeTargets`). Answers the ids inserted and deleted.
 */
export async function syncNodes(
  trx: Db,
  tenant: Tenant,
  missionId: string,
  nodes: PreparedNode[],
  totalNum: string,
): Promise<{ added: PreparedNode[]; removed: string[] }> {
  const units = readableUnits(tenant, 'missionNode');
  const existing = await trx
    .selectFrom('missionNode')
    .select('id')
    .where('unitId', 'in', units)
    .where('missionId', '=', missionId)
    .execute();
  const keep = new Set(nodes.map((n) => n.id).filter((id): id is string => id !== null));
  const removed = existing.map((e) => e.id).filter((id) => !keep.has(id));
  if (removed.length) {
    await trx
      .updateTable('missionNode')
      .set({ upstreamMissionNodeId: null })
      .where('unitId', 'in', units)
      .where('missionId', '=', missionId)
      .execute();
    await trx
      .deleteFrom('missionNodeOutsideFactory')
      .where('unitId', 'in', units)
      .where('missionNodeId', 'in', removed)
      .execute();
    await trx.deleteFrom('missionNode').where('unitId', 'in', units).where('id', 'in', removed).execute();
  }
  const idOf = new Map<string, string>();
  const added: PreparedNode[] = [];
  for (const n of nodes) {
    if (n.id) {
      await trx
        .updateTable('missionNode')
        .set({ ...nodeValues(n), updatedAt: new Date() })
        .where('unitId', 'in', units)
        .where('id', '=', n.id)
        .execute();
      idOf.set(n.prcdNodeId, n.id);
    } else {
      const row = await trx
        .insertInto('missionNode')
        .values({ unitId: owningUnit(tenant, 'missionNode'), missionId, ...nodeValues(n), targetNum: totalNum })
        .returning('id')
        .executeTakeFirstOrThrow();
      idOf.set(n.prcdNodeId, row.id);
      added.push(n);
    }
  }
  for (const n of nodes) {
    const upstream = n.upstreamPrcdNodeId ? (idOf.get(n.upstreamPrcdNodeId) ?? null) : null;
    await trx
      .updateTable('missionNode')
      .set({ upstreamMissionNodeId: upstream })
      .where('unitId', 'in', units)
      .where('id', '=', idOf.get(n.prcdNodeId)!)
      .execute();
  }
  await setNodeTargets(trx, tenant, missionId, totalNum);
  return { added, removed };
}

/**
 * Every node's stored target (reference 03 §4): the mission's actual cut when the node's definition says 以实裁数为准
 * (node reports move it with each cut), else the ordered total. Written on each save and quantity change.
 */
export async function setNodeTargets(trx: Db, tenant: Tenant, missionId: string, totalNum: string): Promise<void> {
  await trx
    .updateTable('missionNode')
    .set({
      targetNum: sql`case when exists (select 1 from prcd_node p where p.id = mission_node.prcd_node_id and p.doac)
        then (select m.actual_cut_num from mission m where m.id = mission_node.mission_id) else ${totalNum}::numeric end`,
    })
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('missionId', '=', missionId)
    .execute();
}

export async function logDeliveryChange(
  trx: Db,
  actor: Actor,
  missionId: string,
  change: { oldDeliveryAt: string; newDeliveryAt: string; statusBefore: number },
): Promise<void> {
  await trx
    .insertInto('missionDeliveryChange')
    .values({ unitId: owningUnit(actor, 'missionDeliveryChange'), missionId, changedBy: actor.userId, ...change })
    .execute();
}

export async function writeOpLog(
  trx: Db,
  actor: Actor,
  entry: { missionId: string; missionNodeId?: string | null; action: string; content: string },
): Promise<void> {
  await trx
    .insertInto('missionOpLog')
    .values({
      unitId: owningUnit(actor, 'missionOpLog'),
      missionId: entry.missionId,
      missionNodeId: entry.missionNodeId ?? null,
      action: entry.action,
      content: entry.content,
      userId: actor.userId,
    })
    .execute();
}

/** The order's goods block locked `for update` (conversions of one block take turns). */
export async function lockOrderGoodsRow(trx: Db, tenant: Tenant, orderGoodsId: string): Promise<void> {
  await trx
    .selectFrom('productionOrderGoods')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'productionOrderGoods'))
    .where('id', '=', orderGoodsId)
    .forUpdate()
    .execute();
}
