import { z } from 'zod';
import type { UnitTotal } from '../decimal/index.js';
import { dateText } from '../platform/bounds.js';
import { decimalString, optionalDecimal } from '../materials/decimal.js';
import { intInput, optionalIntInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { buyerListFilters } from '../purchasing/bill-labels.js';

/** belongModule: 0 material arrival (MATERIALS_ARRIVE), 1 sample arrival (SAMPLE_ARRIVE). */
export const ARRIVAL_BILL_TYPES = { 0: 'MATERIALS_ARRIVE', 1: 'SAMPLE_ARRIVE' } as const;
export const ARRIVAL_NOTICE_BILL_TYPE = 'MATERIALS_ARRIVE_NOTIFY';

export const arrivalLineInput = z.object({
  /** A line the arrival already has (re-edit): it keeps its id, which returns and cloth checks point at. */
  id: idSchema.nullish(),
  materialSkuId: idSchema,
  /** The purchase line this arrival receives against; null = unplanned (按物料添加). */
  purchaseLineId: idSchema.nullish().transform((v) => v ?? null),
  /**
   * 按生产单添加: the demand split (purchase_line_demand) of that purchase line this line arrives for; review books
   * the quantity on that production order's share first. Null or absent = spread over the line's splits top down.
   * (Optional in the parsed type too, so callers that build arrivals in code need not name it.)
   */
  purchaseLineDemandId: idSchema.nullish(),
  /** 到料转化率: stock units per purchase unit, above 0; the SKU's (or the purchase line's) when blank. */
  conversionRate: optionalDecimal({ scale: 4, intDigits: 16, positive: true }),
  /** 到料数 in the purchase unit. */
  quantity: decimalString({ scale: 4, intDigits: 14, positive: true }),
  /** 到料单价 per purchase unit; blank with an amount = back-computed (amount ÷ quantity). */
  unitPrice: optionalDecimal({ scale: 4, intDigits: 14 }),
  /** 到料金额; when typed it wins and the unit price is recomputed from it. */
  amount: optionalDecimal({ scale: 2, intDigits: 14 }),
  /** 税率 in percent. */
  taxRate: optionalDecimal({ scale: 2, intDigits: 3, maxInt: 100 }),
  /** 缸号 (dye lot); carried to the roll and the stock ledger on review. */
  vatNo: optionalText(50),
  /**
   * 卷号: on review the roll of this number (found or created for the SKU) receives the line. Same characters and
   * length as the roll archive's numbers (letters, digits and - _ . /, at most 40), so the roll stays editable there.
   */
  rollNo: z
    .string()
    .trim()
    .max(40)
    .regex(/^[\w\-./]*$/, '只能包含字母、数字和 - _ . /|may contain letters, digits and - _ . / only')
    .nullish()
    .transform((v) => (v ? v : null)),
  /**
   * 是否到齐: this arrival completes its purchase line (the short-delivery limit applies); its review marks the purchase
   * line arrive-complete (as 手动到齐), its un-review reopens it.
   */
  isArriveComplete: z.boolean().default(false),
  remark: optionalText(150),
});
export type ArrivalLineInput = z.infer<typeof arrivalLineInput>;

export const arrivalInput = z.object({
  supplierId: idSchema,
  /** 到料单号; blank = generated. */
  orderNo: optionalText(150),
  /** 到料员. */
  creatorId: idSchema,
  dateArrive: dateText,
  storehouseId: idSchema,
  remark: optionalText(150),
  belongModule: z.union([z.literal(0), z.literal(1)]).default(0),
  /** 供应商直发加工厂: the processing factory the goods go to straight away. */
  outsideFactoryId: idSchema.nullish().transform((v) => v ?? null),
  /** The receipt notice this arrival was opened from. */
  noticeId: idSchema.nullish().transform((v) => v ?? null),
  materialsSkus: z.array(arrivalLineInput).min(1, '请至少添加一个物料|add at least one material').max(500),
});
export type ArrivalInput = z.infer<typeof arrivalInput>;

export const arrivalUpdateInput = arrivalInput.extend({ arriveId: idSchema });
export type ArrivalUpdateInput = z.infer<typeof arrivalUpdateInput>;

export const arrivalListInput = pagingInput.extend({
  /** 输入到料单号/供应商/物料/采购单号. */
  searchColumn: optionalText(100),
  belongModule: optionalIntInput({ min: 0, max: 1 }).transform((v) => v ?? 0),
  status: z
    .array(intInput({ min: 0, max: 6 }))
    .max(7)
    .optional(),
  supplierId: idSchema.optional(),
  storehouseId: idSchema.optional(),
  creatorId: idSchema.optional(),
  dateArriveStart: dateText.optional(),
  dateArriveEnd: dateText.optional(),
  /** 到料单号 (multi). */
  orderNos: z.array(z.string().trim().min(1).max(150)).max(200).optional(),
  /** 采购单号 (multi): arrivals with a line against one of these purchase bills. */
  purchaseBillNos: z.array(z.string().trim().min(1).max(150)).max(200).optional(),
  /** 生产单号, 物料, 商品, 标签: the bill list keeps arrivals with such a line (labels: of the bill); the line view, such lines. */
  ...buyerListFilters,
});
export type ArrivalListInput = z.infer<typeof arrivalListInput>;

export const signSingleInput = z.object({ lineId: idSchema, signStatus: z.union([z.literal(0), z.literal(1)]) });
export const signAllInput = z.object({ arriveId: idSchema, signStatus: z.union([z.literal(0), z.literal(1)]) });

export const purchaseLinesInput = z.object({
  supplierId: idSchema.optional(),
  purchaseBillIds: z.array(idSchema).max(100).optional(),
  keyword: optionalText(100),
  belongModule: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const returnOnArriveInput = z.object({
  arriveId: idSchema,
  /** Lines and 退料数 (purchase unit) to return; all lines with their whole quantity when missing. */
  lines: z
    .array(z.object({ arriveLineId: idSchema, quantity: decimalString({ scale: 4, intDigits: 14, positive: true }) }))
    .min(1)
    .max(500)
    .optional(),
});

export const batchArriveInput = z.object({
  purchaseBillIds: z.array(idSchema).min(1, '请选择采购单|choose purchase bills').max(100),
  storehouseId: idSchema,
  dateArrive: dateText,
  creatorId: idSchema,
  /** Submit each created arrival at once (直接到料). */
  submit: z.boolean().default(false),
  belongModule: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type BatchArriveInput = z.infer<typeof batchArriveInput>;

export interface ArrivalLineRow {
  id: string;
  materialSkuId: string;
  materialId: string;
  materialNo: string;
  materialName: string;
  kindName: string;
  colorName: string;
  specNo: string;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  purchaseLineId: string | null;
  purchaseBillNo: string | null;
  /** 按生产单到料: the purchase line's demand split, its 生产单号 (null = 计划外采购) and 商品款号. */
  purchaseLineDemandId: string | null;
  orderNo: string | null;
  goodsStyleNo: string | null;
  /**
   * A line by purchase bill (no split named): the 生产单号 its purchase line buys for, joined with "、" in split order
   * (review pours the quantity over them top down); null when the line names a split, or buys for no order.
   */
  purchaseOrderNos: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  quantity: string;
  stockQuantity: string;
  unitPrice: string;
  amount: string;
  taxRate: string | null;
  vatNo: string | null;
  /** 卷号: as typed, or the number the review generated for a roll-tracked SKU (kept after an un-review). */
  rollNo: string | null;
  /** The roll a reviewed line's stock went into (null before review and after un-review). */
  rollId: string | null;
  isArriveComplete: boolean;
  /** 0 not signed, 1 signed (签收). */
  signStatus: 0 | 1;
  remark: string | null;
}

export interface ArrivalRow {
  id: string;
  billType: string;
  belongModule: 0 | 1;
  orderNo: string;
  supplierId: string;
  supplierName: string;
  creatorId: string;
  creatorName: string | null;
  dateArrive: string;
  storehouseId: string;
  storehouseName: string;
  outsideFactoryId: string | null;
  outsideFactoryName: string | null;
  /** 关联送料单: the delivery booked on review when the supplier ships straight to a processing factory. */
  deliveryNo: string | null;
  noticeId: string | null;
  remark: string | null;
  status: number;
  amount: string;
  stockQuantity: string;
  lineCount: number;
  /** 应付款 = the reviewed amount; 已支付 0 until finance records payments; 结欠 = payable − paid. */
  payable: string;
  paid: string;
  balance: string;
  createdAt: string;
}

export interface ArrivalDetail extends ArrivalRow {
  lines: ArrivalLineRow[];
  /** 本次到料 per stock unit; stockQuantity stays for old callers but adds units together. */
  unitTotals: UnitTotal[];
}

/**
 * 生产单号 of an arrival line as screens show it: the order of the split it names (`unplanned` for a 计划外采购 split),
 * else the orders its purchase line buys for, else null.
 */
export function arrivalLineOrders(
  line: Pick<ArrivalLineRow, 'purchaseLineDemandId' | 'orderNo' | 'purchaseOrderNos'>,
  unplanned: string,
): string | null {
  return line.purchaseLineDemandId ? (line.orderNo ?? unplanned) : line.purchaseOrderNos;
}
