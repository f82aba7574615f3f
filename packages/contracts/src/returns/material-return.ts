import { z } from 'zod';
import { dateText, versionInput } from '../platform/bounds.js';
import { type UnitTotal } from '../decimal/unit-totals.js';
import { decimalString, optionalDecimal } from '../materials/decimal.js';
import { materialLotFields, type MaterialLotOfLine } from '../delivery/material-lot.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { intInput } from '../platform/number-input.js';

export const MATERIALS_RETURN = 'MATERIALS_RETURN';

export const returnLineInput = z.object({
  /** A line the return already has (re-edit): it keeps its id. */
  id: idSchema.nullish(),
  materialSkuId: idSchema,
  /** The arrival line returned (按到料单); absent = unplanned return (计划外退料). */
  arriveLineId: idSchema.nullish(),
  /** 退料转化率: stock units per purchase unit, ≤ 16 integer digits and 4 decimals. */
  conversionRate: decimalString({ scale: 4, intDigits: 16, positive: true }),
  /** 退料数 in the purchase unit; the stock quantity is quantity × conversion rate (4 decimals). */
  quantity: decimalString({ scale: 4, intDigits: 14, positive: true }),
  /** 退料单价 per purchase unit. */
  unitPrice: optionalDecimal({ scale: 4, intDigits: 14 }),
  /** 税率 in percent (the receivable's tax split); an arrival line's own rate when blank. */
  taxRate: optionalDecimal({ scale: 2, intDigits: 3, maxInt: 100 }),
  orderNo: optionalText(50),
  /** 卷号 / 缸号 to take from (checked against the storehouse on save); neither = any lot. */
  ...materialLotFields,
  remark: optionalText(150),
});
export type ReturnLineInput = z.infer<typeof returnLineInput>;

export const returnInput = z.object({
  /** 退料单号; blank = generated. */
  orderNo: optionalText(50),
  supplierId: idSchema,
  /** 退料员. */
  returnerId: idSchema,
  dateReturn: dateText,
  /** 退料仓库: the storehouse the goods leave. */
  storehouseId: idSchema,
  remark: optionalText(150),
  lines: z.array(returnLineInput).min(1, '请至少添加一个物料|add at least one material').max(500),
});
export type ReturnInput = z.infer<typeof returnInput>;

export const returnUpdateInput = returnInput.extend({
  id: idSchema,
  version: versionInput.optional(),
});
export type ReturnUpdateInput = z.infer<typeof returnUpdateInput>;

/** 退料单状态 as the list filters it: 0 draft … 5 voided (SPEC 4); cancel: true = voided only, false = not voided. */
export const returnPageInput = pagingInput.extend({
  returnOrderNo: z.string().trim().max(50).optional(),
  returnStartDate: dateText.optional(),
  returnEndDate: dateText.optional(),
  /** 退料员 (the original client's name for it). */
  deliveryerId: idSchema.optional(),
  supplierId: idSchema.optional(),
  storehouseId: idSchema.optional(),
  statuses: z
    .array(intInput({ min: 0, max: 7 }))
    .max(8)
    .optional(),
  cancel: z.boolean().optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type ReturnPageInput = z.infer<typeof returnPageInput>;

export const returnActionInput = z.object({ id: idSchema, message: optionalText(200) });
/** return/examine: submit a draft (passes straight to reviewed without a review config), or decide a pending review. */
export const returnExamineInput = z.object({
  id: idSchema,
  result: z.boolean().default(true),
  message: optionalText(200),
});
export const returnAntiReviewInput = z.object({
  id: idSchema,
  message: z.string().trim().min(1, '请填写原因|a reason is required').max(200),
});

/** Lines a return by arrival may take: reviewed arrival lines of a supplier with what is still returnable. */
export const returnableArrivalInput = z.object({
  supplierId: idSchema,
  keyword: z.string().trim().max(50).optional(),
});

export interface ReturnLineRow extends MaterialLotOfLine {
  id: string;
  materialSkuId: string;
  materialId: string;
  materialNo: string;
  materialName: string;
  kindName: string;
  colorName: string;
  specNo: string | null;
  arriveLineId: string | null;
  arriveBillId: string | null;
  arriveNo: string | null;
  orderNo: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  quantity: string;
  stockQuantity: string;
  unitPrice: string;
  amount: string;
  taxRate: string | null;
  remark: string | null;
}

export interface ReturnRow {
  id: string;
  orderNo: string;
  supplierId: string;
  supplierName: string;
  returnerId: string;
  returnerName: string;
  dateReturn: string;
  storehouseId: string;
  storehouseName: string;
  arriveBillId: string | null;
  remark: string | null;
  status: number;
  version: number;
  /** 退料金额 = 应收退款. */
  amount: string;
  /** 已收款: what active refunds settled. */
  collected: string;
  /** 结欠 = amount − collected. */
  balance: string;
  skuCount: number;
  /** The plain sum of 本次退料: meaningful only when the lines share one stock unit; show `unitTotals`. */
  stockQuantity: string;
  /** 本次退料 per stock unit ("2000 米 + 3000 个"), in first-line order. */
  unitTotals: UnitTotal[];
  createdAt: string;
}

export interface ReturnDetail extends ReturnRow {
  lines: ReturnLineRow[];
  refunds: { id: string; orderNo: string; dateRefund: string; amount: string; salesmanName: string }[];
}

export interface ReturnableArrivalLine {
  arriveLineId: string;
  arriveBillId: string;
  arriveNo: string;
  dateArrive: string;
  supplierId: string;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  colorName: string;
  specNo: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  unitPrice: string;
  taxRate: string | null;
  orderNo: string | null;
  goodsStyleNo: string | null;
  /** 本单到料 received, stock unit. */
  arrivedQuantity: string;
  /** Taken by reviewed returns already, stock unit. */
  returnedQuantity: string;
  /** arrivedQuantity − returnedQuantity. */
  returnableQuantity: string;
}
