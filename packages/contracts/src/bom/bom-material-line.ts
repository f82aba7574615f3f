import { z } from 'zod';
import { materialAddInput } from '../materials/material.js';

/**
 * 新建物料 from the BOM's search line (the reference's fac/materials/addMaterialsLine): a material with one SKU.
 * When the material number already names a material holding that colour and specification, the answer is 40901
 * with `data.existing` unless `onExisting` says what to do: USE_EXISTING (直接使用已存在的物料) answers that SKU,
 * OVERWRITE (将当前填写的信息保存到原有物料上) saves the typed supplier, supplier numbers and prices on it first.
 */
export const bomMaterialLineInput = z.object({
  material: materialAddInput.refine((m) => m.skus.length === 1, {
    path: ['skus'],
    message: '新建物料时只能填写一个SKU|one SKU when creating a material from the BOM',
  }),
  onExisting: z.enum(['ASK', 'USE_EXISTING', 'OVERWRITE']).default('ASK'),
});
export type BomMaterialLine = z.output<typeof bomMaterialLineInput>;

export interface BomMaterialLineResult {
  materialId: string;
  materialSkuId: string;
  /** CREATED: a new draft material; USED: the existing SKU as it was; OVERWRITTEN: the existing SKU, updated. */
  outcome: 'CREATED' | 'USED' | 'OVERWRITTEN';
}
