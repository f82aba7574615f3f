import { z } from 'zod';
import { decimalString, optionalDecimal } from '../materials/decimal.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

const quantity = decimalString({ scale: 4, intDigits: 14, positive: true });
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请输入日期 YYYY-MM-DD|must be a date YYYY-MM-DD');
const ids = z.array(idSchema).min(1, '请至少选择一条|select at least one').max(1000);

/** A demand line typed by hand (until production orders explode their BOMs into demand lines). */
export const purchaseDemandCreateInput = z.object({
  orderNo: z.string().trim().min(1, '不能为空|must not be empty').max(50),
  goodsStyleNo: optionalText(50),
  materialSkuId: idSchema,
  /** Blank: the SKU's default supplier. */
  supplierId: idSchema.nullish(),
  demandQuantity: quantity,
  /** Blank: the demand itself. Never below the demand. */
  plannedQuantity: optionalDecimal({ scale: 4, intDigits: 14 }),
  deliveryDate: dateText.nullish(),
  remark: optionalText(150),
});
export type PurchaseDemandCreate = z.infer<typeof purchaseDemandCreateInput>;

/** 采购状态 filter: not purchased yet, (partly) purchased, completed. */
export const demandPurchaseStates = ['NONE', 'PURCHASED', 'COMPLETED'] as const;

export const purchaseDemandPageInput = pagingInput.extend({
  /** Searches goods style no, order no, material no/name and supplier name. */
  queryColumn: z.string().trim().max(100).optional(),
  orderNos: z.array(z.string().trim().max(50)).max(200).optional(),
  supplierIds: z.array(idSchema).max(200).optional(),
  materialSkuIds: z.array(idSchema).max(500).optional(),
  purchaserId: idSchema.optional(),
  /** 分配状态: 0 not assigned, 1 assigned. */
  allocated: z.union([z.literal(0), z.literal(1)]).optional(),
  purchaseState: z.enum(demandPurchaseStates).optional(),
  /** The 已完成 toggle: include manually completed lines. */
  includeCompleted: z.boolean().optional(),
  deliveryStartDate: dateText.optional(),
  deliveryEndDate: dateText.optional(),
  ids: z.array(idSchema).max(1000).optional(),
});
export type PurchaseDemandPage = z.infer<typeof purchaseDemandPageInput>;

export const plannedQuantityInput = z.object({ id: idSchema, plannedQuantity: quantity });
export const demandSupplierInput = z.object({ materialPurchaseDemandId: idSchema, supplierId: idSchema });
/** status 1 = mark complete, 0 = undo complete. */
export const demandStatusInput = z.object({
  materialPurchaseDemandIds: ids,
  status: z.union([z.literal(0), z.literal(1)]),
});
export const manualCompleteInput = z.object({ id: idSchema, complete: z.enum(['0', '1']).default('1') });
export const checkAllocationInput = z.object({ purchaseDemandIds: ids });
export const allocationPurchaserInput = z.object({ purchaseDemandIds: ids, purchaserId: idSchema });

/** manual-arrive-complete (PUT) and manual-not-arrive (GET): all values in the URL query. */
export const manualArriveInput = z.object({
  billMaterialPurchaseId: idSchema,
  materialSkuId: idSchema,
  demandSourceBillId: idSchema.optional(),
});

/** 主动占用: the demand's whole reservation per storehouse (storehouses left out are released). */
export const stockActivePreuseInput = z.object({
  materialPurchaseDemandId: idSchema,
  reservations: z
    .array(z.object({ storehouseId: idSchema, quantity: decimalString({ scale: 4, intDigits: 14 }) }))
    .max(200)
    .refine((rows) => new Set(rows.map((r) => r.storehouseId)).size === rows.length, '仓库重复|a storehouse appears twice'),
});
export type StockActivePreuse = z.infer<typeof stockActivePreuseInput>;

/** One demand line as the boards show it; quantities are decimal strings in the stock unit. */
export interface PurchaseDemandRow {
  id: string;
  productionOrderId: string | null;
  orderNo: string;
  goodsStyleNo: string | null;
  materialSkuId: string;
  materialId: string;
  materialNo: string;
  materialName: string;
  kindName: string;
  colorName: string;
  specNo: string;
  isSampleMaterial: boolean;
  stockUnit: string;
  purchaseUnit: string;
  conversionRate: string;
  supplierId: string | null;
  supplierName: string | null;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  referencePrice: string | null;
  purchaserId: string | null;
  purchaserName: string | null;
  demandQuantity: string;
  plannedQuantity: string;
  reservedQuantity: string;
  purchasedQuantity: string;
  arrivedQuantity: string;
  waitingQuantity: string;
  isCompleted: boolean;
  isArriveComplete: boolean;
  deliveryDate: string | null;
  remark: string | null;
  createdAt: string;
  /**
   * 超出 (the by-order board): what the line holds beyond what its production orders ask now — purchased or reserved
   * before a reduction kept it up; absent when nothing is over, and on hand-typed lines.
   */
  surplusQuantity?: string;
}

/** By-material view: one row per material SKU × supplier with the sums of its demand lines. */
export interface PurchaseDemandMaterialRow extends Omit<
  PurchaseDemandRow,
  | 'id'
  | 'surplusQuantity'
  | 'productionOrderId'
  | 'orderNo'
  | 'goodsStyleNo'
  | 'purchaserId'
  | 'purchaserName'
  | 'isCompleted'
  | 'isArriveComplete'
  | 'deliveryDate'
  | 'remark'
  | 'createdAt'
> {
  demandIds: string[];
  orderNos: string[];
}
