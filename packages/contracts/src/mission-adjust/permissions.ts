import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * The reference names no codes for mission adjustment bills (工单调整单, fac/missionAdjust); this area adds them under
 * the mission prefix, one group, like the order adjustment bill's.
 */
export const MissionAdjustPermission = {
  /** 新建 / 编辑 / 提交 an adjustment bill. */
  add: 'fac.mission.adjust.add',
  /** The list, detail and the mission's options. */
  query: 'fac.mission.adjust.query',
  /** 申请反审. */
  applyAntiReview: 'fac.mission.adjust.umpire',
  /** 作废 / delete a draft or rejected bill. */
  cancel: 'fac.mission.adjust.cancel',
} as const;

export const missionAdjustPermissionGroups: readonly PermissionGroup[] = [
  { key: 'missionAdjust', zh: '工单调整单', en: 'Mission adjustments', codes: Object.values(MissionAdjustPermission) },
];
