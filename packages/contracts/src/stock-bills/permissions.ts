import type { PermissionGroup } from '../platform/permission-catalogue-types.js';
import type { StockBillType } from './stock-bill.js';

/**
 * Permission codes this area adds. The reference's goods-stock codes (fac.inventory.inStorage, .outStorage,
 * .addDispatch, .addReturn, .addAdjust, .queryStorage) stay in platform/permission-catalogue.ts and gate the kinds
 * of stock bill (goods and materials alike); the reference has none for revoking (撤销) or un-reviewing one.
 */
export const stockBillPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'stockBillExtra',
    zh: '库存单据撤销',
    en: 'Stock bill revocation',
    codes: ['fac.inventory.bill.repeal'],
  },
];

export const StockBillPermission = {
  list: 'fac.inventory.queryStorage',
  repeal: 'fac.inventory.bill.repeal',
  /** 入库通知: confirm, change the received quantity, close. */
  inform: 'fac.inventory.inStorage',
} as const;

/** The code that creates, edits and submits each kind. */
export const STOCK_BILL_EDIT_PERMISSION: Record<StockBillType, string> = {
  STOCK_IN: 'fac.inventory.inStorage',
  STOCK_OUT: 'fac.inventory.outStorage',
  STOCK_DELIVERY: 'fac.inventory.addDispatch',
  STOCK_SALE_RETURN: 'fac.inventory.addReturn',
  STOCK_ADJUST: 'fac.inventory.addAdjust',
};
