import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** 财务结账 (balance/*): the reference names no codes for the finance month close, so the area adds its own. */
export const FinancePeriodPermission = {
  list: 'fac.finance.balance.list',
  close: 'fac.finance.balance.close',
  undo: 'fac.finance.balance.undo',
} as const;

export const financePeriodsPermissionGroups: readonly PermissionGroup[] = [
  { key: 'financePeriods', zh: '财务结账', en: 'Finance month close', codes: Object.values(FinancePeriodPermission) },
];
