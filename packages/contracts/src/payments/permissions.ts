import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * The reference names no finance codes (the original's finance ran as a separate app); this area adds them under a
 * `fin.` prefix: payments and their applications in one group, prepayments and transfers in another.
 */
export const PaymentPermission = {
  /** The payment and application lists, details, open bills and prepaid balances. */
  query: 'fin.payment.query',
  /** 新建 / 编辑 / 提交 a payment or an application. */
  add: 'fin.payment.add',
  /** 申请反审 / 撤回. */
  applyAntiReview: 'fin.payment.umpire',
  /** 作废 / delete a draft or rejected one. */
  cancel: 'fin.payment.cancel',
} as const;

export const PrepayPermission = {
  query: 'fin.prepay.query',
  /** 新建 / 编辑 / 提交 / 反审 a prepayment or a transfer. */
  add: 'fin.prepay.add',
} as const;

export const paymentsPermissionGroups: readonly PermissionGroup[] = [
  { key: 'payment', zh: '付款单与付款申请', en: 'Payments and applications', codes: Object.values(PaymentPermission) },
  { key: 'prepay', zh: '预付款与转移', en: 'Prepayments and transfers', codes: Object.values(PrepayPermission) },
];
