import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** Adds signed amounts to the node's rolled-up figures. */
export async function addNodeFigures(
  trx: Db,
  tenant: Tenant,
  missionNodeId: string,
  d: { completed: string; adjust: string; defective: string; waste: string },
): Promise<void> {
  await trx
    .updateTable('missionNode')
    .set({
      completedNum: sql`completed_num + ${d.completed}::numeric`,
      adjustNum: sql`adjust_num + ${d.adjust}::numeric`,
      defectiveNum: sql`defective_num + ${d.defective}::numeric`,
      wasteNum: sql`waste_num + ${d.waste}::numeric`,
      updatedAt: new Date(),
    })
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', '=', missionNodeId)
    .execute();
}

/** A node reported on for the first time is in progress (未开始 → 进行中). */
export async function markNodeStarted(trx: Db, tenant: Tenant, missionNodeId: string): Promise<void> {
  await trx
    .updateTable('missionNode')
    .set({ status: 1, startedAt: sql`coalesce(started_at, now())`, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', '=', missionNodeId)
    .where('status', '=', 0)
    .execute();
}

/** Cutting: the mission's lines' and the mission's actual cut quantities move by the signed amounts. */
export async function addActualCut(
  trx: Db,
  tenant: Tenant,
  missionId: string,
  perSku: readonly { goodsSkuId: string; num: string }[],
  total: string,
): Promise<void> {
  for (const l of perSku) {
    // A SKU may stand on several lines (per customer): the cut goes to the first one.
    const first = await trx
      .selectFrom('missionLine')
      .select('id')
      .where('unitId', 'in', readableUnits(tenant, 'missionLine'))
      .where('missionId', '=', missionId)
      .where('goodsSkuId', '=', l.goodsSkuId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!first) continue;
    await trx
      .updateTable('missionLine')
      .set({ actualCutNum: sql`actual_cut_num + ${l.num}::numeric`, updatedAt: new Date() })
      .where('id', '=', first.id)
      .execute();
  }
  await trx
    .updateTable('mission')
    .set({ actualCutNum: sql`actual_cut_num + ${total}::numeric`, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('id', '=', missionId)
    .execute();
}

/**
 * The stored targets (mission_node.target_num: the mission card's, table's and workbench's "completed / target") of the
 * nodes that follow the actual cut (以实裁数为准, reference 03 §4): after a cutting report moved the mission's actual cut,
 * they take it. Every other node's target is the ordered total, which only the mission's quantities move (the missions
 * area writes it). A node's limit (its upstream node's passed quantity + tolerance) is not a stored figure: the report
 * checks work it out under their locks. Called after this node's figures moved, in the same transaction (the mission is
 * locked).
 */
export async function refreshDependentTargets(
  trx: Db,
  tenant: Tenant,
  node: { id: string; missionId: string },
  isCutting: boolean,
): Promise<void> {
  if (!isCutting) return;
  await trx
    .updateTable('missionNode')
    .set({
      targetNum: sql`(select m.actual_cut_num from mission m where m.id = ${node.missionId})`,
      updatedAt: new Date(),
    })
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('missionId', '=', node.missionId)
    .where(
      'prcdNodeId',
      'in',
      trx.selectFrom('prcdNode').select('id').where('unitId', 'in', readableUnits(tenant, 'prcdNode')).where('doac', '=', true),
    )
    .execute();
}

export async function addShipped(trx: Db, tenant: Tenant, missionId: string, num: string): Promise<void> {
  await trx
    .updateTable('mission')
    .set({ shippedNum: sql`shipped_num + ${num}::numeric`, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('id', '=', missionId)
    .execute();
}

/** The processing price of a factory the node is sent to (修改节点信息), or null. */
export async function nodeFactoryPrice(db: Db, tenant: Tenant, missionNodeId: string, outsideFactoryId: string) {
  const row = await db
    .selectFrom('missionNodeOutsideFactory')
    .select('unitPrice')
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeOutsideFactory'))
    .where('missionNodeId', '=', missionNodeId)
    .where('outsideFactoryId', '=', outsideFactoryId)
    .executeTakeFirst();
  return row?.unitPrice ?? null;
}
