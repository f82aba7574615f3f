import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Permission codes this area adds to the catalogue. The reference's goods codes (fac.goods.add, .update,
 * .delete, .list) stay in platform/permission-catalogue.ts; the reference names no code for barcodes.
 */
export const goodsPermissionGroups: readonly PermissionGroup[] = [
  { key: 'goodsBarcode', zh: '货品条码管理', en: 'Goods barcodes', codes: ['fac.goods.barcode'] },
];

export const GoodsPermission = {
  list: 'fac.goods.list',
  add: 'fac.goods.add',
  update: 'fac.goods.update',
  delete: 'fac.goods.delete',
  barcode: 'fac.goods.barcode',
} as const;
