import { missionStatuses } from '@gf/contracts';
import { applySystemTransition } from '../../bills/system-transition.service.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { MISSION_ACTIONS, missionBillType } from './mission.bill-type.js';
import * as repo from './mission-status.repository.js';

/**
 * A report on a node of a mission not started yet starts the mission (0 → 1, the engine's system transition);
 * answers whether it did. Inside the caller's transaction; a mission in any other status is left alone.
 */
export async function startMissionIfWaiting(trx: Db, ctx: RequestContext, missionId: string): Promise<boolean> {
  const head = await repo.lockMissionStatus(trx, ctx, missionId);
  if (!head || head.status !== missionStatuses.waitStart) return false;
  await applySystemTransition(trx, ctx, missionBillType, missionId, MISSION_ACTIONS.start);
  await repo.stampMission(trx, ctx, missionId, { startedAt: new Date() });
  return true;
}
