import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Node report codes. The reference's own (fac.mission.node.report*, fac.mission.report.*) stand in
 * platform/permission-catalogue.ts; this area adds one: reporting on any node of the factory, not only the nodes the
 * user is a charger of (the server's per-node check, SPEC 5).
 */
export const nodeReportsPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'nodeReportsExtra',
    zh: '节点上报范围',
    en: 'Node report scope',
    codes: ['fac.mission.node.report.all'],
  },
];

export const NodeReportPermission = {
  /** 上报: report on a node (plus the per-node check). */
  report: 'fac.mission.node.report',
  /** Report on every node, not only those the user is in charge of. */
  reportAll: 'fac.mission.node.report.all',
  /** 节点详情: the node panel (its report part). */
  details: 'fac.mission.node.details',
  /** 上报记录: a node's report records. */
  record: 'fac.mission.node.report.record',
  /** 撤销上报记录: undo a report. */
  recordCancel: 'fac.mission.node.report.record.cancel',
  /** /allReportBill and a report bill's detail. */
  view: 'fac.mission.report.view',
  /** 编辑 / 提报 a draft or rejected report bill from the list. */
  edit: 'fac.mission.report.edit',
  /** 申请反审 of a reviewed report bill. */
  umpireApply: 'fac.mission.report.umpire.apply',
} as const;

/** The answer when the per-node check fails (SPEC 5 "No permission"). */
export const NO_REPORT_PERMISSION_MESSAGE = '抱歉，您没有操作权限|Sorry, you have no permission to operate';
