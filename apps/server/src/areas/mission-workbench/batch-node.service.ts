import type { BatchChargersInput, BatchStatusInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { startMissionIfWaiting, writeOpLog } from '../missions/index.js';
import * as repo from './batch-node.repository.js';
import { factoryToday, isOpenLate } from './mission-grid.service.js';

const CANCELLED = 5;
const STATUS_TEXT: Record<number, [string, string]> = {
  0: ['未开始', 'Not started'],
  1: ['进行中', 'In progress'],
  2: ['已完成', 'Finished'],
};

/**
 * One operation-log entry per mission naming its changed nodes and the change (`zh|en`, as the missions area logs),
 * written in the batch's transaction.
 */
async function logPerMission(
  trx: Db,
  ctx: RequestContext,
  rows: readonly repo.LockedNode[],
  action: string,
  text: (names: string) => [string, string],
): Promise<void> {
  const byMission = new Map<string, repo.LockedNode[]>();
  for (const r of rows) byMission.set(r.missionId, [...(byMission.get(r.missionId) ?? []), r]);
  for (const [missionId, nodes] of byMission) {
    const [zh, en] = text(nodes.map((n) => n.name).join('、'));
    await writeOpLog(trx, ctx, {
      missionId,
      missionNodeId: nodes.length === 1 ? nodes[0]!.id : null,
      action,
      content: `${zh}|${en}`,
    });
  }
}

/** Every id found in the factory, or a refusal naming the first missing one; the rows stay locked. */
async function lockAll(trx: Db, ctx: RequestContext, ids: string[]): Promise<repo.LockedNode[]> {
  const unique = [...new Set(ids)];
  const rows = await repo.lockNodes(trx, ctx, unique);
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0)
    throw new AppError(
      Code.notFound,
      { zh: '工单节点不存在', en: 'Mission node not found' },
      { errors: [{ field: `missionNodeIds.${missing}`, message: 'not found' }] },
    );
  return rows;
}

function refuseCancelled(rows: repo.LockedNode[]): void {
  const cancelled = rows.find((r) => r.missionStatus === CANCELLED);
  if (cancelled)
    throw new AppError(Code.badState, {
      zh: `工单 ${cancelled.missionNo} 已撤销，节点“${cancelled.name}”不能修改`,
      en: `Mission ${cancelled.missionNo} is cancelled: node "${cancelled.name}" cannot be changed`,
    });
}

/**
 * batchStatus: the nodes to one status in one transaction, on locked rows. Refused as a whole, naming the mission
 * and node, when a mission is cancelled or a late node would finish without a delay reason (given now or before).
 * A waiting mission starts when one of its nodes does.
 */
export async function batchStatus(db: Db, ctx: RequestContext, input: BatchStatusInput): Promise<{ count: number }> {
  return db.transaction().execute(async (trx) => {
    const rows = await lockAll(trx, ctx, input.missionNodeIds);
    refuseCancelled(rows);
    const reason = input.delayReason || null;
    if (input.status === 2 && !reason) {
      const today = factoryToday();
      const late = rows.find((r) => r.status !== 2 && isOpenLate(r.planEndAt, r.status, today) && !r.delayReason);
      if (late)
        throw invalid('delayReason', {
          zh: `工单 ${late.missionNo} 的节点“${late.name}”已延误，请填写延误原因`,
          en: `Node "${late.name}" of mission ${late.missionNo} is late: give a delay reason`,
        });
    }
    const changing = rows.filter((r) => r.status !== input.status).map((r) => r.id);
    if (changing.length) await repo.setNodeStatus(trx, ctx, changing, input.status, reason);
    const [zh, en] = STATUS_TEXT[input.status]!;
    const because = reason ? [`（延误原因：${reason}）`, ` (delay reason: ${reason})`] : ['', ''];
    await logPerMission(
      trx,
      ctx,
      rows.filter((r) => r.status !== input.status),
      'NODE_STATUS',
      (names) => [`批量修改节点状态：${names} → ${zh}${because[0]}`, `Batch node status: ${names} → ${en}${because[1]}`],
    );
    // A node started or finished starts its mission if it was waiting (the missions area's system transition).
    if (input.status !== 0)
      for (const missionId of new Set(rows.filter((r) => r.missionStatus === 0).map((r) => r.missionId)))
        await startMissionIfWaiting(trx, ctx, missionId);
    return { count: changing.length };
  });
}

/** batchChargers: the nodes' chargers replaced; each charger must work in the factory. */
export async function batchChargers(db: Db, ctx: RequestContext, input: BatchChargersInput): Promise<{ count: number }> {
  const chargerIds = [...new Set(input.chargerIds)];
  const known = await repo.factoryUserNames(db, ctx.unitId, chargerIds);
  const stranger = input.chargerIds.findIndex((id) => !known.has(id));
  if (stranger >= 0)
    throw invalid(`chargerIds.${stranger}`, { zh: '{label}不是本厂的人员', en: '{label} does not work in this factory' });
  return db.transaction().execute(async (trx) => {
    const rows = await lockAll(trx, ctx, input.missionNodeIds);
    refuseCancelled(rows);
    await repo.setNodeChargers(
      trx,
      ctx,
      rows.map((r) => r.id),
      chargerIds,
    );
    const people = chargerIds.map((id) => known.get(id)).join('、') || '—';
    await logPerMission(trx, ctx, rows, 'NODE_CHARGERS', (names) => [
      `批量修改节点负责人：${names} → ${people}`,
      `Batch node persons in charge: ${names} → ${people}`,
    ]);
    return { count: rows.length };
  });
}
