import { dec, type NodeHoverInfo } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { getNodeInfo } from './node-info.service.js';
import { getNodeReminders } from './reminders.service.js';

/** GET fac/mission/{instanceId}/nodeInfo: the node's information and reminders, in short, for a hover card. */
export async function getNodeHoverInfo(db: Db, ctx: RequestContext, id: string): Promise<NodeHoverInfo> {
  const info = await getNodeInfo(db, ctx, id);
  const reminders = await getNodeReminders(db, ctx, id);
  return {
    id: info.id,
    name: info.name,
    typeCode: info.typeCode,
    status: info.status,
    chargers: info.chargers.map((c) => c.name),
    planEndAt: info.planEndAt,
    isLate: info.isLate,
    lateDays: info.lateDays,
    targetNum: info.targetNum,
    completedNum: info.completedNum,
    adjustNum: info.adjustNum,
    remainingNum: dec.max0(dec.sub(dec.sub(info.targetNum, info.completedNum), info.adjustNum)),
    outsideFactories: info.outsideFactories.map((f) => ({ name: f.name, unitPrice: f.unitPrice })),
    remark: info.remark,
    finishedAt: info.finishedAt,
    delayReason: info.delayReason,
    preWarning: reminders.preWarning !== null,
    difference: reminders.difference !== null,
    alerts: reminders.alerts.map((a) => a.message),
    noteCount: reminders.notes.length,
  };
}
