/**
 * Goods BOMs (商品BOM) use the reference's own codes of the goods group (platform/permission-catalogue.ts):
 * list to read, add to create and copy, update to edit, set the default, submit and configure the columns,
 * delete to delete. BOM templates (BOM模板) are managed with the same codes: the reference names none for them.
 */
export const BomPermission = {
  list: 'fac.goods.bom.list',
  add: 'fac.goods.bom.add',
  update: 'fac.goods.bom.update',
  delete: 'fac.goods.bom.delete',
} as const;

/** The bill type of goods BOMs and its uflo family (SPEC 2: detail /baseGoodsInfo, query bomId). */
export const BOM_BILL_TYPE = 'COMMON_BOM';
export const BOM_FAMILY = 'common/bom';
