import { z } from 'zod';
import { decimalString } from '../materials/decimal.js';
import { idSchema, optionalText } from '../platform/paging.js';
import { dec } from '../decimal/index.js';
import { stockQuantity } from './purchase-math.js';
import { purchaseLineInput } from './purchase-bill.js';

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请输入日期 YYYY-MM-DD|must be a date YYYY-MM-DD');
/** 本次到料 / 本次送料 in the stock unit; 0 = this line does not arrive / is not delivered now. */
const stockAmount = decimalString({ scale: 4, intDigits: 14 });

/**
 * purchase/addPickUpDelivery (一键采到送, /newPurchase?type=pickUpDelivery): purchase bills (one per supplier),
 * their arrival into 物料仓库 and the delivery of 本次送料 to 送料工厂, all in one step.
 */
export const purchasePickUpInput = z.object({
  /** 业务员: the purchaser of the bills, the receiver of the arrivals and the deliverer. */
  purchaserId: idSchema,
  datePurchase: dateText,
  expectDateEnd: dateText.nullish(),
  /** 物料仓库: the arrivals go in and the delivery goes out here. */
  storehouseId: idSchema,
  /** 送料工厂: the processing factory the delivery goes to. */
  outsideFactoryId: idSchema,
  remark: optionalText(150),
  materialsSkus: z
    .array(
      purchaseLineInput.extend({
        supplierId: idSchema,
        /** 本次到料 (stock unit): at most the line's 合计采购. */
        quantityArrive: stockAmount,
        /** 本次送料 (stock unit): at most 本次到料. */
        quantityDelivery: stockAmount,
      }),
    )
    .min(1, '请至少添加一个物料|add at least one material')
    .max(500),
});
export type PurchasePickUpInput = z.infer<typeof purchasePickUpInput>;

export interface PurchasePickUpResult {
  purchases: { id: string; orderNo: string; supplierId: string }[];
  arrivals: { id: string; orderNo: string; supplierId: string; status: number }[];
  delivery: { id: string; orderNo: string; status: number };
}

/**
 * What is wrong with one line's 本次到料 / 本次送料 against its 合计采购 (stock unit), or null:
 * 'arrive' when 本次到料 exceeds the purchase, 'delivery' when 本次送料 exceeds 本次到料.
 */
export function pickUpLineProblem(line: {
  quantity: string;
  conversionRate: string;
  quantityArrive: string;
  quantityDelivery: string;
}): 'arrive' | 'delivery' | null {
  if (dec.cmp(line.quantityArrive, stockQuantity(line.quantity, line.conversionRate)) > 0) return 'arrive';
  if (dec.cmp(line.quantityDelivery, line.quantityArrive) > 0) return 'delivery';
  return null;
}

/**
 * 到料数 in the purchase unit for 本次到料 (stock unit), such that quantity × rate (4 decimals) gives back exactly
 * 本次到料; the whole purchase arrives as its own quantity. null when no 4-decimal quantity gives it back.
 */
export function arrivalPurchaseQuantity(line: {
  quantity: string;
  conversionRate: string;
  quantityArrive: string;
}): string | null {
  if (dec.cmp(line.quantityArrive, stockQuantity(line.quantity, line.conversionRate)) === 0) return dec.norm(line.quantity);
  const q = dec.div(line.quantityArrive, line.conversionRate, 4);
  if (q === null || dec.isZero(q)) return null;
  return dec.cmp(stockQuantity(q, line.conversionRate), line.quantityArrive) === 0 ? q : null;
}
