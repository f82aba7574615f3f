import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Permission codes this area adds to the catalogue. The reference's own return codes (fac.returnOrder.add,
 * .getRefundReturnOrder = 收款 / refunds, .refundDelete = undo a refund) stay in platform/permission-catalogue.ts;
 * it has none for reading the lists or for re-opening / voiding / deleting a reviewed-bill return.
 */
export const returnsPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'returnsExtra',
    zh: '退料单查询与撤销',
    en: 'Return lists and revocation',
    codes: ['fac.returnOrder.queryList', 'fac.returnOrder.repeal'],
  },
];

export const ReturnPermission = {
  /** Lists, details and exports of returns and refunds. */
  list: 'fac.returnOrder.queryList',
  /** Create, edit and submit (examine) a return. */
  add: 'fac.returnOrder.add',
  /** Apply anti-review, void and delete a return. */
  repeal: 'fac.returnOrder.repeal',
  /** 收款: create or edit a refund (also return/collect). */
  refund: 'fac.returnOrder.getRefundReturnOrder',
  /** Undo a refund. */
  refundUndo: 'fac.returnOrder.refundDelete',
} as const;
