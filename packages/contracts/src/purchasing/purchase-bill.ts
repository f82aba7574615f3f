import { z } from 'zod';
import type { UnitTotal } from '../decimal/index.js';
import { versionInput } from '../platform/bounds.js';
import { decimalString, optionalDecimal } from '../materials/decimal.js';
import { intInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { buyerListFilters } from './bill-labels.js';

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请输入日期 YYYY-MM-DD|must be a date YYYY-MM-DD');

/** belongModule: 0 material purchase (MATERIALS_PURCHASE), 1 sample purchase (SAMPLE_PURCHASE). */
export const belongModule = z.union([z.literal(0), z.literal(1)]).default(0);

export const PURCHASE_BILL_TYPES = { 0: 'MATERIALS_PURCHASE', 1: 'SAMPLE_PURCHASE' } as const;

/** How a line's stock-unit total is split over demand lines (按单编辑); the rest is unplanned. */
const allocation = z.object({ demandId: idSchema, quantity: decimalString({ scale: 4, intDigits: 14, positive: true }) });

export const purchaseLineInput = z.object({
  /** A line the bill already has (re-edit): it keeps its id, which arrival lines point at. */
  id: idSchema.nullish(),
  materialSkuId: idSchema,
  /** ≤ 16 integer digits, ≤ 4 decimals (转化率不能超过4位小数). */
  conversionRate: decimalString({ scale: 4, intDigits: 16, positive: true }),
  /** 采购数 in the purchase unit. */
  quantity: decimalString({ scale: 4, intDigits: 14, positive: true }),
  /** 采购单价 per purchase unit; blank with an amount = back-computed. */
  unitPrice: optionalDecimal({ scale: 4, intDigits: 14 }),
  /** 采购金额; used only to back-compute a missing unit price. */
  amount: optionalDecimal({ scale: 2, intDigits: 14 }),
  /** 税率 in percent. */
  taxRate: optionalDecimal({ scale: 2, intDigits: 3, maxInt: 100 }),
  /** Demand lines filled from top to bottom with the total (each up to its waiting quantity). */
  demandIds: z.array(idSchema).max(500).optional(),
  /** Or an explicit split (按单编辑); takes precedence over demandIds. */
  allocations: z.array(allocation).max(500).optional(),
  remark: optionalText(150),
});
export type PurchaseLineInput = z.infer<typeof purchaseLineInput>;

const header = {
  /** Blank = generated (不填自动生成). */
  orderNo: optionalText(150),
  purchaserId: idSchema,
  datePurchase: dateText,
  expectDateEnd: dateText.nullish(),
  designStyleNo: optionalText(50),
  arriveStorehouseId: idSchema.nullish(),
  remark: optionalText(150),
  belongModule,
};

export const purchaseBillInput = z.object({
  ...header,
  supplierId: idSchema,
  materialsSkus: z.array(purchaseLineInput).min(1, '请至少添加一个物料|add at least one material').max(500),
});
export type PurchaseBillInput = z.infer<typeof purchaseBillInput>;

export const purchaseBillUpdateInput = purchaseBillInput.extend({
  purchaseId: idSchema,
  version: versionInput.optional(),
});
export type PurchaseBillUpdate = z.infer<typeof purchaseBillUpdateInput>;

/** add/batch: lines carry their supplier; one bill per supplier is created. */
export const purchaseBatchInput = z.object({
  ...header,
  orderNo: z.undefined().optional(),
  materialsSkus: z
    .array(purchaseLineInput.extend({ supplierId: idSchema }))
    .min(1, '请至少添加一个物料|add at least one material')
    .max(1000),
});
export type PurchaseBatchInput = z.infer<typeof purchaseBatchInput>;

export const purchaseListInput = pagingInput.extend({
  searchColumn: z.string().trim().max(100).optional(),
  belongModule,
  /** 采购单状态: 0 active, 1 revoked (cancelled). */
  cancel: z.union([z.literal(0), z.literal(1)]).optional(),
  /** 到料状态: 0 none, 1 partial, 2 complete. */
  arriveStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  /** Bill statuses 0,1,2,3,4,6 (6 = reviewed and no longer un-reviewable); 7 = full mode, accepted. */
  statuses: z
    .array(intInput({ min: 0, max: 7 }))
    .max(8)
    .optional(),
  /** 预计货期状态: 1 not due yet, 2 overdue, 3 all arrived. */
  expectStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  /** 是否关闭: 0 open, 1 closed. */
  closed: z.union([z.literal(0), z.literal(1)]).optional(),
  supplierIdList: z.array(idSchema).max(200).optional(),
  purchaserId: idSchema.optional(),
  orderNos: z.array(z.string().trim().max(150)).max(200).optional(),
  datePurchaseStart: dateText.optional(),
  datePurchaseEnd: dateText.optional(),
  expectDateStart: dateText.optional(),
  expectDateEnd: dateText.optional(),
  /** 生产单号, 物料, 商品, 标签: the bill list keeps bills with such a line (labels: of the bill); the line view, such lines. */
  ...buyerListFilters,
});
export type PurchaseListQuery = z.infer<typeof purchaseListInput>;

/** A purchase bill by id, or by its number (the review desk opens /detailPurchase?orderNo=). */
export const purchaseIdQuery = z
  .object({ billMaterialPurchaseId: idSchema.optional(), orderNo: z.string().trim().min(1).max(150).optional() })
  .refine((v) => v.billMaterialPurchaseId ?? v.orderNo, {
    message: '请指定采购单|id or orderNo is required',
    path: ['billMaterialPurchaseId'],
  });
export const purchaseCloseInput = z.object({ id: idSchema, closed: z.boolean().default(true) });
export const remitInput = z.object({
  billMaterialPurchaseId: idSchema,
  amount: decimalString({ scale: 2, intDigits: 14, positive: true }),
  dateOperated: dateText,
  operatorId: idSchema,
});
export const remitUndoInput = z.object({ remittanceId: idSchema });
export const purchaseStatementInput = z.object({
  belongModule,
  supplierIds: z.array(idSchema).max(200).optional(),
  dateStart: dateText.optional(),
  dateEnd: dateText.optional(),
});

export interface PurchaseLineDemandRow {
  id: string;
  purchaseDemandId: string | null;
  /** null = 计划外采购 (unplanned). */
  orderNo: string | null;
  goodsStyleNo: string | null;
  plannedQuantity: string | null;
  reservedQuantity: string | null;
  quantity: string;
  arrivedQuantity: string;
  outstandingQuantity: string;
  isArriveComplete: boolean;
}

export interface PurchaseLineRow {
  id: string;
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
  quantity: string;
  totalQuantity: string;
  unitPrice: string;
  amount: string;
  taxRate: string | null;
  arrivedQuantity: string;
  outstandingQuantity: string;
  /** 0 none, 1 partial, 2 complete. */
  arriveStatus: 0 | 1 | 2;
  remark: string | null;
  demands: PurchaseLineDemandRow[];
}

export interface PurchaseBillRow {
  id: string;
  billType: string;
  belongModule: 0 | 1;
  orderNo: string;
  supplierId: string;
  supplierName: string;
  purchaserId: string;
  purchaserName: string | null;
  datePurchase: string;
  expectDateEnd: string | null;
  designStyleNo: string | null;
  arriveStorehouseId: string | null;
  arriveStorehouseName: string | null;
  remark: string | null;
  amount: string;
  remittedAmount: string;
  status: number;
  cancel: boolean;
  closed: boolean;
  arriveStatus: 0 | 1 | 2;
  skuCount: number;
  totalQuantity: string;
  arrivedQuantity: string;
  version: number;
  createdAt: string;
}

export interface RemittanceRow {
  id: string;
  amount: string;
  dateOperated: string;
  operatorId: string;
  operatorName: string | null;
  isUndone: boolean;
  createdAt: string;
}

export interface PurchaseBillDetail extends PurchaseBillRow {
  lines: PurchaseLineRow[];
  /** 合计采购 per stock unit ("2000 米 + 3000 个"); totalQuantity stays for old callers but adds units together. */
  unitTotals: UnitTotal[];
  remittances: RemittanceRow[];
}
