import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Permission codes this area adds to the catalogue. The reference's goods codes (fac.goods.add, .update,
 * .delete, .list) stay in platform/permission-catalogue.ts; the reference names no code for barcodes. Barcodes are
 * the company's (ADR 0011, company menu), so theirs is a company-level code (migration 202611260300 gave it to every
 * role that held the former fac.goods.barcode).
 */
export const goodsPermissionGroups: readonly PermissionGroup[] = [
  { key: 'goodsBarcode', zh: '集团：货品条码管理', en: 'Company: goods barcodes', codes: ['company.goodsBarcode.manage'] },
];

export const GoodsPermission = {
  list: 'fac.goods.list',
  add: 'fac.goods.add',
  update: 'fac.goods.update',
  delete: 'fac.goods.delete',
  barcode: 'company.goodsBarcode.manage',
} as const;
