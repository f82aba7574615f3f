import { z } from 'zod';
import { dateText, statusListInput } from '../platform/bounds.js';
import { optionalDecimal } from '../materials/decimal.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import type { OrderGoodsPrice } from '../production-orders/order-price.js';

export const PRICE_ADJUSTMENT_ORDER = 'PRICE_ADJUSTMENT_ORDER';

/** The new prices of one goods block of the order (blank = no price). */
export const priceAdjustGoodsInput = z.object({
  facPrdOrderGoodsId: idSchema,
  /** 不含税单价, 4 decimals. */
  noTaxPrice: optionalDecimal({ scale: 4, intDigits: 14 }),
  /** 税率 in percent, 0-100. */
  taxRate: optionalDecimal({ scale: 2, intDigits: 3, maxInt: 100 }),
  /** 加工单价. */
  processUnitPrice: optionalDecimal({ scale: 4, intDigits: 14 }),
});
export type PriceAdjustGoodsInput = z.infer<typeof priceAdjustGoodsInput>;

/** priceAdjustmentOrder/save: a new price adjustment order (no id) or a draft / rejected one re-edited. */
export const priceAdjustSaveInput = z.object({
  id: idSchema.nullish(),
  facPrdOrderId: idSchema,
  /** 调价单号: blank = the numbering rule. */
  orderNo: optionalText(50),
  /** 调价日期. */
  adjustDate: dateText,
  remark: optionalText(500),
  goodsList: z.array(priceAdjustGoodsInput).min(1, '请至少调整一个商品的价格|adjust the price of at least one goods').max(100),
});
export type PriceAdjustSaveInput = z.infer<typeof priceAdjustSaveInput>;

export const priceAdjustIdInput = z
  .object({ id: idSchema.optional(), orderNo: z.string().trim().min(1).max(50).optional() })
  .refine((v) => v.id ?? v.orderNo, { message: '请指定调价单|id or orderNo is required', path: ['id'] });

export const priceAdjustByOrderInput = z.object({ facPrdOrderId: idSchema });

/** uflo/price-adjustment-order/undoWorkflow: a pending bill withdrawn, a reviewed one un-reviewed (with a reason). */
export const priceAdjustUndoInput = z.object({ id: idSchema, message: optionalText(500) });

export const priceAdjustListInput = pagingInput.extend({
  /** 调价单号 / 订单号. */
  keyWord: z.string().trim().max(100).optional(),
  statusList: statusListInput.optional(),
  facPrdOrderId: idSchema.optional(),
});
export type PriceAdjustListQuery = z.infer<typeof priceAdjustListInput>;

export interface PriceAdjustGoodsView {
  facPrdOrderGoodsId: string;
  styleId: string;
  styleNo: string;
  styleName: string;
  totalNum: string;
  /** The order's prices when the bill was saved (or reviewed), and the bill's new ones, each with its amounts. */
  old: OrderGoodsPrice;
  new: OrderGoodsPrice;
}

export interface PriceAdjustView {
  id: string | null;
  orderNo: string | null;
  status: number | null;
  displayStatus: number | null;
  adjustDate: string | null;
  remark: string | null;
  createByName: string | null;
  createdAt: string | null;
  facPrdOrderId: string;
  concatPrdOrderNo: string;
  orderStatus: number;
  isOutsideFac: boolean;
  goodsList: PriceAdjustGoodsView[];
  /** 含税金额 before and after, over the goods. */
  oldAmount: string;
  newAmount: string;
}

export interface PriceAdjustListRow {
  id: string;
  orderNo: string;
  status: number;
  displayStatus: number;
  adjustDate: string;
  remark: string | null;
  facPrdOrderId: string;
  concatPrdOrderNo: string;
  styleNos: string[];
  oldAmount: string;
  newAmount: string;
  createByName: string | null;
  createdAt: string;
}
