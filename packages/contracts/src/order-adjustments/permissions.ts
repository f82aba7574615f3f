import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * The reference names no codes of its own for order adjustment bills (订单调整单) and price adjustment orders
 * (订单调价单); this area adds them under the production order's prefix, one group.
 */
export const OrderAdjustPermission = {
  /** 开调整单: create, edit and submit (提报 / 生成单据). */
  add: 'fac.prcmission.adjust.add',
  /** The adjustment list and detail. */
  query: 'fac.prcmission.adjust.query',
  /** 申请反审 / 驳回单据. */
  applyAntiReview: 'fac.prcmission.adjust.umpire',
  /** 作废单据 and delete. */
  cancel: 'fac.prcmission.adjust.cancel',
} as const;

export const PriceAdjustPermission = {
  /** 开调价单: create, edit and submit. */
  add: 'fac.prcmission.price.add',
  query: 'fac.prcmission.price.query',
  applyAntiReview: 'fac.prcmission.price.umpire',
  /** Delete a draft, void. */
  delete: 'fac.prcmission.price.delete',
} as const;

export const orderAdjustmentsPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'orderAdjustments',
    zh: '订单调整单与调价单',
    en: 'Order and price adjustments',
    codes: [...Object.values(OrderAdjustPermission), ...Object.values(PriceAdjustPermission)],
  },
];
