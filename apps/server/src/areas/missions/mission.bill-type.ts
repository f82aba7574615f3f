import { MissionPermission, missionStatuses } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';

export const MISSION_BILL_TYPE = 'FAC_MISSION';

/** System transitions of a mission: start (0 → 1), finish (0/1 → 2, final), back to waiting (1 → 0), revoke (0/1 → 5). */
export const MISSION_ACTIONS = {
  start: 'START_MISSION',
  finish: 'FINISH_MISSION',
  reset: 'RESET_MISSION',
  revoke: 'REVOKE_MISSION',
} as const;

const { waitStart, ongoing, finish, revoked } = missionStatuses;

/**
 * A mission (生产工单) has a status of its own: WAIT_START, ONGOING, FINISH, and 已撤销 (revoked). Only these declared
 * transitions move it; the engine checks them on the locked row and writes the history event. Finishing cannot be
 * undone (the reference: "设置已完成后不可撤回"); revoking ends the mission's lineage links to its order.
 */
export const missionBillType: BillTypeDefinition = {
  type: MISSION_BILL_TYPE,
  table: 'mission',
  numberColumn: 'mission_no',
  workflow: 'system',
  permissions: { edit: MissionPermission.update },
  statusLabels: {
    [waitStart]: { zh: '未开始', en: 'Not started' },
    [ongoing]: { zh: '进行中', en: 'In progress' },
    [finish]: { zh: '已完成', en: 'Finished' },
    [revoked]: { zh: '已撤销', en: 'Revoked' },
  },
  systemTransitions: [
    { action: MISSION_ACTIONS.start, from: [waitStart], to: ongoing, label: { zh: '开始', en: 'be started' } },
    { action: MISSION_ACTIONS.finish, from: [waitStart, ongoing], to: finish, label: { zh: '完成', en: 'be finished' } },
    { action: MISSION_ACTIONS.reset, from: [ongoing], to: waitStart, label: { zh: '设为未开始', en: 'go back to not started' } },
    { action: MISSION_ACTIONS.revoke, from: [waitStart, ongoing], to: revoked, label: { zh: '撤销', en: 'be revoked' } },
  ],
};

/** The action PUT fac/mission/{id}/status/{status} asks for. */
export function missionActionTo(status: number): string | undefined {
  if (status === ongoing) return MISSION_ACTIONS.start;
  if (status === finish) return MISSION_ACTIONS.finish;
  if (status === waitStart) return MISSION_ACTIONS.reset;
  return undefined;
}
