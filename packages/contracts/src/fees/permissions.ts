import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

export const FeePermission = {
  query: 'finance.fee.query',
  add: 'finance.fee.add',
  applyAntiReview: 'finance.fee.antiReview',
  cancel: 'finance.fee.cancel',
  label: 'finance.fee.label',
} as const;

export const feesPermissionGroups: readonly PermissionGroup[] = [
  { key: 'financeFee', zh: '费用单', en: 'Fee orders', codes: Object.values(FeePermission) },
];
