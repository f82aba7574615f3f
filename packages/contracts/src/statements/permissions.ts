import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** 对账单 (statements, the aged report, outside-factory payments): the reference names no codes, so the area adds its own. */
export const StatementPermission = {
  list: 'fac.finance.statement.list',
  export: 'fac.finance.statement.export',
  /** outside/factory/pay/add: pay a processing factory. */
  pay: 'fac.finance.outsidePay.add',
} as const;

export const statementsPermissionGroups: readonly PermissionGroup[] = [
  { key: 'statements', zh: '对账单', en: 'Statements', codes: Object.values(StatementPermission) },
];
