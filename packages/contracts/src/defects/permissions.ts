import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** Defect management (次品管理 /inferiorMamage, 全部次品管理单据 /allInferiorBill): codes this product adds. */
export const DefectPermission = {
  /** /inferiorMamage: the open defects and their details. */
  view: 'fac.mission.defective.view',
  /** 合格 / 再修 / 报废 / 退回返修 on defects (single or across the filter). */
  handle: 'fac.mission.defective.handle',
  /** /allInferiorBill: every defect bill, its detail, export and print. */
  billView: 'fac.mission.defective.bill.view',
  /** 撤销 a defect bill (its effects reversed). */
  billCancel: 'fac.mission.defective.bill.cancel',
} as const;

export const defectsPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'defectManagement',
    zh: '次品管理',
    en: 'Defect management',
    codes: Object.values(DefectPermission),
  },
];
