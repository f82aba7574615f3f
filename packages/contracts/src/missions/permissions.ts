/**
 * The mission codes are the reference's own; they already stand in platform/permission-catalogue.ts (groups
 * `mission` and `prcmission`), so this area adds no group.
 */
export const MissionPermission = {
  /** 新建工单 (also 转工单 / 一键转工单 with the order's toMission code). */
  add: 'fac.mission.add',
  /** Lists, detail, node progress, operation log, dropdowns. */
  list: 'fac.mission.list',
  /** 编辑工单. */
  update: 'fac.mission.update',
  /** 工单状态 and 撤销工单 (revoke). */
  manage: 'fac.mission.manage',
  /** 修改优先级. */
  priority: 'fac.mission.level.change',
  /** 工价 columns. */
  labourCost: 'fac.mission.labour.cost.view',
  /** The order's 转工单 / 一键转工单 buttons. */
  fromOrder: 'fac.prcmission.toMission',
} as const;
