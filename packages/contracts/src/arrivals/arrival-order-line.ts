import { z } from 'zod';
import { idSchema, optionalText } from '../platform/paging.js';

/** arrive/orderLines (+ 按生产单添加, 按单到料): open purchase lines of reviewed bills, one row per demand split. */
export const orderLinesInput = z.object({
  supplierId: idSchema.optional(),
  /** 生产单号 / 商品款号 / 采购单号 / 物料款号 or name. */
  keyword: optionalText(100),
  /** One material SKU (按单到料 of a material row). */
  materialSkuId: idSchema.optional(),
  belongModule: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type OrderLinesInput = z.infer<typeof orderLinesInput>;

/**
 * One production order's share (demand split) of an open purchase line, with what is still to arrive for it.
 * `orderNo` null = the unplanned part of the line (计划外采购).
 */
export interface ArrivalOrderLineRow {
  purchaseLineDemandId: string;
  purchaseLineId: string;
  purchaseBillId: string;
  purchaseBillNo: string;
  datePurchase: string;
  designStyleNo: string | null;
  supplierId: string;
  supplierName: string;
  materialSkuId: string;
  materialId: string;
  materialNo: string;
  materialName: string;
  kindName: string;
  colorName: string;
  specNo: string;
  isSampleMaterial: boolean;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  unitPrice: string;
  taxRate: string | null;
  orderNo: string | null;
  goodsStyleNo: string | null;
  /** 计划采购 of the demand line (null for the unplanned part). */
  plannedQuantity: string | null;
  /** 本次采购: this purchase line's quantity for the order (stock unit). */
  quantity: string;
  arrivedQuantity: string;
  /** 采购未到 for this order: quantity − arrived, never below 0 (stock unit). */
  outstandingQuantity: string;
}
