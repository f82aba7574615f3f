import { z } from 'zod';
import { idSchema, pagingInput } from '../platform/paging.js';

/** Letters and digits, 1–24 (reference screens 04 section 4). */
export const barcodeSchema = z
  .string()
  .trim()
  .min(1, '请输入条形码|barcode is required')
  .max(24, '条形码最多24位|at most 24 characters')
  .regex(/^[A-Za-z0-9]+$/, '条形码只能是字母和数字|letters and digits only');
/** Letters, digits and hyphens, 1–24. */
export const gbcodeSchema = z
  .string()
  .trim()
  .max(24, '国标码最多24位|at most 24 characters')
  .regex(/^[A-Za-z0-9-]*$/, '国标码只能是字母、数字和-|letters, digits and hyphens only')
  .nullish()
  .transform((v) => (v ? v : null));

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

export const barcodeListInput = pagingInput.extend({
  /** 款号 / 条形码 / 国标码. */
  keyword: z.string().trim().max(50).optional(),
  styleId: idSchema.optional(),
  /** Barcode text contains this (the barcode only; keyword also searches national code and style no). */
  barcode: z.string().trim().max(50).optional(),
  /** Colours and sizes of the SKU the barcode is assigned to (library ids). */
  colorIds: z.array(idSchema).max(200).optional(),
  sizeIds: z.array(idSchema).max(200).optional(),
  /** true: only barcodes assigned to a SKU; false: only free ones. */
  isAssigned: flag.optional(),
  hasGbcode: flag.optional(),
});
export type BarcodeListInput = z.infer<typeof barcodeListInput>;

export const barcodeUpdate = z.object({ id: idSchema, barcode: barcodeSchema, gbcode: gbcodeSchema });
export const barcodeDeleteInput = z.object({ ids: z.array(idSchema).min(1, '请选择条码|choose at least one barcode').max(500) });
/** skuId null takes the barcode off its SKU. */
export const barcodeAssignInput = z.object({
  id: idSchema,
  skuId: idSchema.nullable(),
});
/** generatorSkuBarcodes: a new barcode for every SKU without one, of these styles (none named: every style). */
export const barcodeGenerateInput = z
  .object({ styleIds: z.array(idSchema).min(1, '请选择商品|choose at least one style').max(500).optional() })
  .optional();

export const barcodeExistsQuery = z.object({ barcode: barcodeSchema, barcodeId: idSchema.optional() });

/** One row of the barcode import sheet: the style's SKU is optional (a free barcode). */
export const barcodeImportRow = z.object({
  barcode: barcodeSchema,
  gbcode: gbcodeSchema,
  styleNo: z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((v) => (v ? v : null)),
  colorName: z
    .string()
    .trim()
    .max(12)
    .nullish()
    .transform((v) => (v ? v : null)),
  sizeName: z
    .string()
    .trim()
    .max(12)
    .nullish()
    .transform((v) => (v ? v : null)),
  standardName: z
    .string()
    .trim()
    .max(12)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type BarcodeImportRow = z.infer<typeof barcodeImportRow>;

export interface BarcodeRow {
  id: string;
  barcode: string;
  gbcode: string | null;
  skuId: string | null;
  styleId: string | null;
  styleNo: string | null;
  styleName: string | null;
  colorName: string | null;
  sizeName: string | null;
  standardName: string | null;
  createdAt: string;
}
