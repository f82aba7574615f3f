import { Code, type MissionCreate, type MissionUpdate } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, badState, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { MISSION_BILL_TYPE } from './mission.bill-type.js';
import { assertWithinOrder, convertibleBlock, relinkOrder } from './mission-order-link.service.js';
import { prepareMission, type PreparedMission } from './mission-prepare.js';
import * as repo from './mission-write.repository.js';

registerNumberRule({
  billType: MISSION_BILL_TYPE,
  kind: 'BILL',
  zh: '生产工单',
  en: 'Mission',
  segments: [
    { type: 'TEXT', value: 'GD' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

export const missionNotFound = () => notFound({ zh: '生产工单', en: 'Mission' });

async function missionNoFor(trx: Db, ctx: RequestContext, typed: string | null, selfId?: string): Promise<string> {
  if (typed) {
    if (await repo.missionNoTaken(trx, ctx, typed, selfId)) throw duplicate('missionNo', { zh: '工单号', en: 'Mission number' });
    return typed;
  }
  for (let i = 0; i < 50; i++) {
    const no = await allocateNumber(trx, { unitId: ctx.unitId, billType: MISSION_BILL_TYPE });
    if (!(await repo.missionNoTaken(trx, ctx, no))) return no;
  }
  throw new AppError(Code.duplicate, { zh: '自动工单号已被占用，请手动填写', en: 'Generated numbers are taken; enter one' });
}

/**
 * Saves a new mission (with its lines and nodes) in the caller's transaction; a mission drawn on an order's goods
 * block locks the block, refuses quantities beyond the order (unless confirmed), links to the order through the
 * engine's lineage and keeps the block's converted quantity.
 */
export async function insertPreparedMission(
  trx: Db,
  ctx: RequestContext,
  prepared: PreparedMission,
  opts: { missionNo: string | null; orderGoodsId: string | null; productionOrderId: string | null; allowOvershoot: boolean },
): Promise<{ id: string; missionNo: string }> {
  if (opts.orderGoodsId) {
    await repo.lockOrderGoodsRow(trx, ctx, opts.orderGoodsId);
    await assertWithinOrder(trx, ctx, opts.orderGoodsId, prepared.lines, opts.allowOvershoot);
  }
  const missionNo = await missionNoFor(trx, ctx, opts.missionNo);
  const id = await repo.insertMission(trx, ctx, missionNo, prepared.head, {
    productionOrderId: opts.productionOrderId,
    productionOrderGoodsId: opts.orderGoodsId,
  });
  await repo.replaceLines(trx, ctx, id, prepared.lines);
  await repo.syncNodes(trx, ctx, id, prepared.nodes ?? [], prepared.head.totalNum);
  await relinkOrder(
    trx,
    ctx,
    {
      id,
      missionNo,
      productionOrderId: opts.productionOrderId,
      productionOrderGoodsId: opts.orderGoodsId,
      totalNum: prepared.head.totalNum,
    },
    true,
  );
  await repo.writeOpLog(trx, ctx, {
    missionId: id,
    action: 'CREATE',
    content: `新建工单 ${missionNo}，数量 ${prepared.head.totalNum}|Created mission ${missionNo}, quantity ${prepared.head.totalNum}`,
  });
  return { id, missionNo };
}

/** addMission: on its own, or 转工单 from a reviewed order's goods block (productionOrderGoodsId). */
export async function createMission(
  db: Db,
  ctx: RequestContext,
  input: MissionCreate,
): Promise<{ id: string; missionNo: string }> {
  let productionOrderId: string | null = null;
  if (input.productionOrderGoodsId) {
    const block = await convertibleBlock(db, ctx, input.productionOrderGoodsId);
    if (block.goodsStyleId !== input.styleId)
      throw invalid('styleId', { zh: '货品与订单货品不一致', en: 'is not the goods of the order block' });
    productionOrderId = block.productionOrderId;
  }
  const prepared = await prepareMission(db, ctx, input, true);
  return db.transaction().execute((trx) =>
    insertPreparedMission(trx, ctx, prepared, {
      missionNo: input.missionNo,
      orderGoodsId: input.productionOrderGoodsId,
      productionOrderId,
      allowOvershoot: input.allowOvershoot,
    }),
  );
}

/** Node rows that a report points at may not be removed or given another node. */
async function checkNodeEdits(trx: Db, ctx: RequestContext, missionId: string, nodes: PreparedMission['nodes']): Promise<void> {
  if (!nodes) return;
  const current = await repo.nodesWithReportFlag(trx, ctx, missionId);
  const byId = new Map(current.map((n) => [n.id, n]));
  nodes.forEach((n, i) => {
    if (!n.id) return;
    const old = byId.get(n.id);
    if (!old) throw invalid(`nodes.${i}.id`, { zh: '节点不属于该工单', en: 'the node is not of this mission' });
    if (old.hasReports && old.prcdNodeId !== n.prcdNodeId)
      throw invalid(`nodes.${i}.prcdNodeId`, {
        zh: `节点「${old.name}」已有上报，不能更换`,
        en: `node "${old.name}" has reports and cannot be changed`,
      });
  });
  const kept = new Set(nodes.map((n) => n.id));
  const blocked = current.filter((n) => !kept.has(n.id) && (n.hasReports || n.status !== 0));
  if (blocked.length)
    throw invalid('nodes', {
      zh: `节点 ${blocked.map((n) => n.name).join('、')} 已有上报或已开始，不能删除`,
      en: `Nodes ${blocked.map((n) => n.name).join(', ')} have reports or have started and cannot be removed`,
    });
}

/** updateMission: every field; a delivery-date change is logged; nodes edited, reordered, added, removed. */
export async function updateMission(
  db: Db,
  ctx: RequestContext,
  input: MissionUpdate,
): Promise<{ id: string; missionNo: string }> {
  const prepared = await prepareMission(db, ctx, input, false);
  return db.transaction().execute(async (trx) => {
    const head = await repo.lockMission(trx, ctx, input.id);
    if (!head) throw missionNotFound();
    if (head.status === 2 || head.status === 5)
      throw badState({
        zh: `工单 ${head.missionNo} 已完成或已撤销，不能修改`,
        en: `Mission ${head.missionNo} is finished or revoked and cannot be edited`,
      });
    if (input.version !== undefined && input.version !== head.version)
      throw new AppError(Code.concurrentChange, {
        zh: '工单已被他人修改，请刷新',
        en: 'The mission was changed by someone else; reload it',
      });
    if (head.productionOrderGoodsId && prepared.head.goodsStyleId !== head.goodsStyleId)
      throw invalid('styleId', { zh: '由订单转来的工单不能更换货品', en: 'a mission converted from an order keeps its goods' });
    if (head.productionOrderGoodsId) {
      await repo.lockOrderGoodsRow(trx, ctx, head.productionOrderGoodsId);
      await assertWithinOrder(trx, ctx, head.productionOrderGoodsId, prepared.lines, input.allowOvershoot, head.id);
    }
    await checkNodeEdits(trx, ctx, head.id, prepared.nodes);
    const missionNo = await missionNoFor(trx, ctx, input.missionNo ?? head.missionNo, head.id);
    const deliveryChanged = head.deliveryAt !== prepared.head.deliveryAt;
    await repo.updateMissionHead(trx, ctx, head.id, missionNo, prepared.head, deliveryChanged);
    if (deliveryChanged)
      await repo.logDeliveryChange(trx, ctx, head.id, {
        oldDeliveryAt: head.deliveryAt,
        newDeliveryAt: prepared.head.deliveryAt,
        statusBefore: head.status,
      });
    await repo.replaceLines(trx, ctx, head.id, prepared.lines);
    if (prepared.nodes) {
      const { added, removed } = await repo.syncNodes(trx, ctx, head.id, prepared.nodes, prepared.head.totalNum);
      if (added.length || removed.length)
        await repo.writeOpLog(trx, ctx, {
          missionId: head.id,
          action: 'NODES',
          content: `节点：新增 ${added.length}，删除 ${removed.length}|Nodes: ${added.length} added, ${removed.length} removed`,
        });
    } else await repo.setNodeTargets(trx, ctx, head.id, prepared.head.totalNum);
    await relinkOrder(trx, ctx, { ...head, missionNo, totalNum: prepared.head.totalNum }, true);
    await repo.writeOpLog(trx, ctx, {
      missionId: head.id,
      action: 'UPDATE',
      content: deliveryChanged
        ? `修改工单，交货日期 ${head.deliveryAt} → ${prepared.head.deliveryAt}|Edited; delivery ${head.deliveryAt} → ${prepared.head.deliveryAt}`
        : '修改工单|Edited the mission',
    });
    return { id: head.id, missionNo };
  });
}
