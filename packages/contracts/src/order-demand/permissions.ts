// Plain values only (no zod): the web's route table imports these on its first screen.
/**
 * Material demand of a production order (issue 10 part 5): each goods' BOM exploded over its SKU quantities into
 * one row per goods block and material SKU, carried on the purchase demand board once the purchase plan exists.
 * The codes are the reference's own: the order's query code reads, 一键生成采购计划 needs the demand code, 标完成
 * the purchase code, 物料反算 fac.purchaseOrder.inverseDemand.
 */
export const OrderDemandPermission = {
  query: 'fac.prcmission.query',
  plan: 'fac.purchaseDemand.add',
  complete: 'fac.purchaseOrder.add',
  backCalc: 'fac.purchaseOrder.inverseDemand',
} as const;
