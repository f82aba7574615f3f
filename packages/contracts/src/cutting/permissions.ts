import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Bundle cutting codes (the reference has none of its own for the bundle list). Reporting a lay is a node report:
 * it takes the node report code (fac.mission.node.report) and the per-node check.
 */
export const cuttingPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'cutting',
    zh: '扎号裁床',
    en: 'Bundle cutting',
    codes: ['fac.ligation.list', 'fac.ligation.print', 'fac.ligation.pieceGroup'],
  },
];

export const CuttingPermission = {
  /** 扎号列表 and its Excel. */
  list: 'fac.ligation.list',
  /** 打印扎号 (bundle tickets). */
  print: 'fac.ligation.print',
  /** 裁片组配置: a style's cut-piece groups. */
  pieceGroup: 'fac.ligation.pieceGroup',
} as const;
