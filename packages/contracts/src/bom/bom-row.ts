import { z } from 'zod';
import { flagInput } from '../platform/bounds.js';
import { idSchema, optionalText } from '../platform/paging.js';
import { decimalInput, optionalDecimalInput } from '../platform/number-input.js';

/** "全部 / ALL" in the 用于货品颜色 / 尺码 / 内长 selects: the row serves every colour (size, length) of the style. */
export const BOM_ALL = 'ALL';

/** 单件用量 (per piece, in the material's stock unit): numeric(18, 4), greater than zero. */
export const singleDosageInput = decimalInput({ scale: 4, positive: true, label: '单件用量|Usage per piece' });
/** 损耗 %: 0–100 with at most two decimals. */
export const lossRateInput = optionalDecimalInput({ scale: 2, maxInt: 100, label: '损耗|Loss %' }).transform((v) => v ?? '0');
/** 参考单价 (yuan per stock unit), 4 decimals like the material's supplier prices. */
export const planCostInput = optionalDecimalInput({ scale: 4, label: '参考单价|Reference price' });

/**
 * A 用于 list: ids of the style's colours (sizes, lengths) or ["ALL"]. ALL with other ids is ALL; an empty list or
 * nothing sent is ALL too. The server answers `null` for ALL.
 */
export const usedForInput = z
  .array(z.union([z.literal(BOM_ALL), idSchema]))
  .max(200)
  .optional()
  .transform((v) => (!v || v.length === 0 || v.includes(BOM_ALL) ? null : [...new Set(v)]));

export const sizeDosageInput = z.object({
  sizeId: idSchema,
  /** This size's usage per piece instead of the row's. */
  singleDosage: singleDosageInput,
});

/** Colour mapping: goods colour -> the SKU of the same material in the colour that goods colour takes. */
export const colorMappingInput = z.object({
  styleColorId: idSchema,
  materialSkuId: idSchema,
});

export const bomRowInput = z
  .object({
    /** The row's id when it already exists (rows keep their ids across saves). */
    id: idSchema.optional(),
    /** The material SKU (materialsSkuId is the reference's spelling). */
    materialSkuId: idSchema.optional(),
    materialsSkuId: idSchema.optional(),
    singleDosage: singleDosageInput,
    /** Per-size usage overrides; a size not listed uses the row's 单件用量. */
    sizeDosages: z.array(sizeDosageInput).max(100).default([]),
    lossRate: lossRateInput,
    styleColorIdList: usedForInput,
    styleSizeIdList: usedForInput,
    styleStandardIdList: usedForInput,
    colorMappings: z.array(colorMappingInput).max(200).default([]),
    /** 主料: main materials drive cut estimates. */
    isMain: flagInput.default(false),
    /** 部位 (goods_style_part of the style). */
    partId: idSchema.nullish().transform((v) => v ?? null),
    /** 供应商 (换供应商): one of the factory's suppliers; blank = the SKU's default supplier. */
    supplierId: idSchema.nullish().transform((v) => v ?? null),
    planCost: planCostInput,
    remark: optionalText(200),
  })
  .superRefine((row, ctx) => {
    if (!row.materialSkuId && !row.materialsSkuId)
      ctx.addIssue({ code: 'custom', path: ['materialSkuId'], message: '请选择物料|choose a material' });
    const sizes = row.sizeDosages.map((s) => s.sizeId);
    sizes.forEach((id, i) => {
      if (sizes.indexOf(id) !== i)
        ctx.addIssue({ code: 'custom', path: ['sizeDosages', i, 'sizeId'], message: '尺码重复|size listed twice' });
    });
    const colours = row.colorMappings.map((m) => m.styleColorId);
    colours.forEach((id, i) => {
      if (colours.indexOf(id) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['colorMappings', i, 'styleColorId'],
          message: '货品颜色重复|goods colour mapped twice',
        });
    });
  })
  .transform(({ materialsSkuId, ...row }) => ({ ...row, materialSkuId: (row.materialSkuId ?? materialsSkuId)! }));
export type BomRowInput = z.output<typeof bomRowInput>;

/** A name for one of the style's colours, sizes or lengths. */
export interface BomAttrName {
  id: string;
  name: string;
}

/** One BOM row as the BOM tab shows it. */
export interface BomRowView {
  id: string;
  sort: number;
  materialSkuId: string;
  materialId: string;
  materialsNo: string;
  materialsName: string;
  kindName: string;
  /** The material SKU's colour and specification. */
  colorName: string;
  specNoName: string;
  stockUnit: string;
  pictureUrl: string | null;
  singleDosage: string;
  sizeDosages: { sizeId: string; sizeName: string; singleDosage: string }[];
  lossRate: string;
  /** null = ALL. */
  styleColorIdList: string[] | null;
  styleSizeIdList: string[] | null;
  styleStandardIdList: string[] | null;
  /** "全部" / "ALL" or the names joined. */
  styleColorNames: string;
  styleSizeNames: string;
  styleStandardNames: string;
  colorMappings: {
    styleColorId: string;
    styleColorName: string;
    materialSkuId: string;
    materialColorName: string;
    specNoName: string;
  }[];
  isMain: boolean;
  partId: string | null;
  partName: string | null;
  supplierId: string | null;
  supplierName: string | null;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  planCost: string | null;
  remark: string | null;
  /** The row cannot be changed now: its material is under review or already purchased for an order of this BOM. */
  isLocked: boolean;
  lockReason: string | null;
}
