import { z } from 'zod';
import type { UnitTotal } from '../decimal/index.js';
import { dateText } from '../platform/bounds.js';
import { decimalString, optionalDecimal } from '../materials/decimal.js';
import { intInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

export const noticeLineInput = z.object({
  materialSkuId: idSchema,
  purchaseLineId: idSchema.nullish().transform((v) => v ?? null),
  conversionRate: optionalDecimal({ scale: 4, intDigits: 16 }),
  /** 通知到料数 in the purchase unit. */
  quantity: decimalString({ scale: 4, intDigits: 14, positive: true }),
  remark: optionalText(150),
});

export const noticeInput = z.object({
  supplierId: idSchema,
  orderNo: optionalText(150),
  /** 预计到料日期. */
  dateArrive: dateText,
  storehouseId: idSchema.nullish().transform((v) => v ?? null),
  remark: optionalText(150),
  materialsSkus: z.array(noticeLineInput).min(1, '请至少添加一个物料|add at least one material').max(500),
});
export type NoticeInput = z.infer<typeof noticeInput>;

export const noticeUpdateInput = noticeInput.extend({ noticeId: idSchema });
export type NoticeUpdateInput = z.infer<typeof noticeUpdateInput>;

export const noticeListInput = pagingInput.extend({
  searchColumn: optionalText(100),
  /** SPEC 4: receipt notice lookups filter status 1 and 3. */
  status: z
    .array(intInput({ min: 0, max: 6 }))
    .max(7)
    .optional(),
  supplierId: idSchema.optional(),
});
export type NoticeListInput = z.infer<typeof noticeListInput>;

export interface NoticeLineRow {
  id: string;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  kindName: string;
  colorName: string;
  specNo: string;
  purchaseLineId: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  quantity: string;
  stockQuantity: string;
  remark: string | null;
}

export interface NoticeRow {
  id: string;
  orderNo: string;
  supplierId: string;
  supplierName: string;
  dateArrive: string;
  storehouseId: string | null;
  storehouseName: string | null;
  remark: string | null;
  status: number;
  stockQuantity: string;
  lineCount: number;
  createdByName: string | null;
  createdAt: string;
}

export interface NoticeDetail extends NoticeRow {
  lines: NoticeLineRow[];
  /** 通知到料 per stock unit; stockQuantity stays for old callers but adds units together. */
  unitTotals: UnitTotal[];
}
