/**
 * The node panel's codes are the reference's own (platform/permission-catalogue.ts, group "missionNode"), so this
 * area adds no group. Which code guards which call:
 */
export const MissionNodeInfoPermission = {
  /** Read a node's information, reminders, outside factories and their quantities. */
  details: 'fac.mission.node.details',
  /** 未开始 / 进行中 / 已完成, the delay reason, the node's tags. */
  status: 'fac.mission.node.status.update',
  /** 修改节点信息: leaders, wage, planned end, remark, attachments, outside factories with prices. */
  information: 'fac.mission.node.finishBy.update',
  /** Add a remark or set a manual alert. */
  remarkAdd: 'fac.mission.node.remark.add',
  /** Edit a remark. */
  remarkEdit: 'fac.mission.node.remark.edit',
  /** Delete a remark, cancel an alert, dismiss a difference warning. */
  remarkDelete: 'fac.mission.node.remark.delete',
  /** The piece wage (工价) is shown only to holders of this code. */
  labourCostView: 'fac.mission.labour.cost.view',
  /** The mission and outside-factory statement (fac/mission/statement/missions) and its export. */
  statement: 'fac.mission.list',
} as const;
