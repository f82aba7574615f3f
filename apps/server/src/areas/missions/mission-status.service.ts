import { missionStatuses, type MissionFinishCheck } from '@gf/contracts';
import { applySystemTransition } from '../../bills/system-transition.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, badState, invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { MISSION_ACTIONS, missionActionTo, missionBillType } from './mission.bill-type.js';
import { relinkOrder } from './mission-order-link.service.js';
import * as repo from './mission-status.repository.js';
import { lockMission, writeOpLog } from './mission-write.repository.js';
import { missionNotFound } from './mission-write.service.js';

const REVIEWED = 2;
const statusName: Record<number, string> = {
  0: '未开始|not started',
  1: '进行中|in progress',
  2: '已完成|finished',
  5: '已撤销|revoked',
};

/**
 * A report on a node of a mission not started yet starts the mission (0 → 1, the engine's system transition);
 * answers whether it did. Inside the caller's transaction; a mission in any other status is left alone.
 */
export async function startMissionIfWaiting(trx: Db, ctx: RequestContext, missionId: string): Promise<boolean> {
  const head = await repo.lockMissionStatus(trx, ctx, missionId);
  if (!head || head.status !== missionStatuses.waitStart) return false;
  await applySystemTransition(trx, ctx, missionBillType, missionId, MISSION_ACTIONS.start);
  await repo.stampMission(trx, ctx, missionId, { startedAt: head.startedAt ?? new Date() });
  return true;
}

async function refuseWithReviewedReports(
  trx: Db,
  ctx: RequestContext,
  missionId: string,
  missionNo: string,
  verb: { zh: string; en: string },
) {
  const reports = await repo.reportsOfMission(trx, ctx, missionId, [REVIEWED]);
  if (reports.length === 0) return;
  const nos = reports.map((r) => r.billNo);
  throw new AppError(
    Code.badState,
    {
      zh: `工单 ${missionNo} 有已审核的上报单据 ${nos.join('、')}，不能${verb.zh}`,
      en: `Mission ${missionNo} has reviewed reports ${nos.join(', ')} and cannot ${verb.en}`,
    },
    { reports },
  );
}

/**
 * PUT fac/mission/{id}/status/{status}: 1 starts, 0 goes back (no reviewed report), 2 finishes. Finishing completes
 * every unfinished node and cannot be undone: without `confirm` it answers how many nodes that completes and changes
 * nothing (when there are any).
 */
export async function changeMissionStatus(
  db: Db,
  ctx: RequestContext,
  missionId: string,
  status: 0 | 1 | 2,
  confirm: boolean,
): Promise<MissionFinishCheck & { status: number }> {
  return db.transaction().execute(async (trx) => {
    const head = await lockMission(trx, ctx, missionId);
    if (!head) throw missionNotFound();
    if (head.status === status) return { status, needsConfirm: false, unfinishedNodes: 0 };
    if (status === missionStatuses.finish) {
      const unfinished = await repo.countUnfinishedNodes(trx, ctx, missionId);
      if (unfinished > 0 && !confirm) return { status: head.status, needsConfirm: true, unfinishedNodes: unfinished };
      await applySystemTransition(trx, ctx, missionBillType, missionId, MISSION_ACTIONS.finish);
      const done = await repo.finishAllNodes(trx, ctx, missionId);
      await repo.stampMission(trx, ctx, missionId, { finishedAt: new Date() });
      await writeOpLog(trx, ctx, {
        missionId,
        action: 'STATUS',
        content: `工单完成（自动完成 ${done} 个节点）|Finished (${done} nodes completed automatically)`,
      });
      return { status, needsConfirm: false, unfinishedNodes: done };
    }
    if (status === missionStatuses.waitStart)
      await refuseWithReviewedReports(trx, ctx, missionId, head.missionNo, { zh: '设为未开始', en: 'go back to not started' });
    await applySystemTransition(trx, ctx, missionBillType, missionId, missionActionTo(status)!);
    await repo.stampMission(
      trx,
      ctx,
      missionId,
      status === missionStatuses.ongoing ? { startedAt: new Date() } : { startedAt: null },
    );
    await writeOpLog(trx, ctx, {
      missionId,
      action: 'STATUS',
      content: `状态 ${statusName[head.status]?.split('|')[0]} → ${statusName[status]?.split('|')[0]}|Status ${statusName[head.status]?.split('|')[1]} → ${statusName[status]?.split('|')[1]}`,
    });
    return { status, needsConfirm: false, unfinishedNodes: 0 };
  });
}

/** PUT fac/mission/{id}/priority/{priority}: any mission not revoked. */
export async function changeMissionPriority(db: Db, ctx: RequestContext, missionId: string, priority: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const head = await lockMission(trx, ctx, missionId);
    if (!head) throw missionNotFound();
    if (head.status === missionStatuses.revoked)
      throw badState({ zh: `工单 ${head.missionNo} 已撤销`, en: `Mission ${head.missionNo} is revoked` });
    await repo.stampMission(trx, ctx, missionId, { priority });
    await writeOpLog(trx, ctx, { missionId, action: 'PRIORITY', content: `优先级 → ${priority}|Priority → ${priority}` });
  });
}

/**
 * cancelMission (撤销工单): 0/1 → 5 through the engine, refused while reviewed node reports exist (naming them); the
 * mission's link to its order ends and the order block's converted quantity drops.
 */
export async function cancelMission(db: Db, ctx: RequestContext, missionId: string, reason: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const head = await lockMission(trx, ctx, missionId);
    if (!head) throw missionNotFound();
    if (head.status === missionStatuses.finish || head.status === missionStatuses.revoked)
      throw invalid('missionId', {
        zh: `工单 ${head.missionNo} 已完成或已撤销`,
        en: `mission ${head.missionNo} is finished or revoked`,
      });
    await refuseWithReviewedReports(trx, ctx, missionId, head.missionNo, { zh: '撤销', en: 'be revoked' });
    await applySystemTransition(trx, ctx, missionBillType, missionId, MISSION_ACTIONS.revoke, reason);
    await repo.stampMission(trx, ctx, missionId, { cancelledAt: new Date(), cancelReason: reason });
    await relinkOrder(trx, ctx, head, false);
    await writeOpLog(trx, ctx, { missionId, action: 'REVOKE', content: `撤销工单|Revoked${reason ? `: ${reason}` : ''}` });
  });
}
