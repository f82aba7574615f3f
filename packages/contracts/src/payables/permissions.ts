import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * The reference names no codes for its payables screen (应付应收, /finance/payableOperateDetails); this area adds
 * them under the finance prefix, one group.
 */
export const PayablesPermission = {
  /** The payables and receivables list, an item's settlements, a bill's 财务收支 tab. */
  query: 'fac.finance.payable.query',
  /** 新建 / 编辑 / 提交 / 撤回 / 作废 an adjustment bill (应付调整单), and its Excel import. */
  adjust: 'fac.finance.payable.adjust',
  /** 申请反审 of an adjustment bill. */
  applyAntiReview: 'fac.finance.payable.umpire',
  /** 对冲 a payable against a receivable of the same partner, and its revocation. */
  hedge: 'fac.finance.payable.hedge',
} as const;

export const payablesPermissionGroups: readonly PermissionGroup[] = [
  { key: 'financePayables', zh: '应付应收', en: 'Payables and receivables', codes: Object.values(PayablesPermission) },
];
