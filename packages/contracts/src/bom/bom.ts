import { z } from 'zod';
import { versionInput } from '../platform/bounds.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { bomRowInput, type BomAttrName, type BomRowView } from './bom-row.js';

/** BOM名称: required, unique per goods style (any case). */
export const bomNameInput = z.string().trim().min(1, '请输入BOM名称|BOM name is required').max(50);

const bomFields = {
  /** The goods style (styleId is the reference's spelling). */
  styleId: idSchema,
  name: bomNameInput,
  remark: optionalText(200),
  commonMaterialsSkuList: z.array(bomRowInput).max(300).default([]),
};

/** addCommonBom: a draft BOM of the style; the style's first BOM becomes its default. */
export const bomCreateInput = z.object({
  ...bomFields,
  /** Start from a BOM template's rows (for every colour, size and length) instead of / before the rows sent. */
  templateId: idSchema.optional(),
});
export type BomCreate = z.output<typeof bomCreateInput>;

/** updateCommonBom: only a draft or rejected BOM; rows keep their ids (save by difference). */
export const bomUpdateInput = z.object({ id: idSchema, version: versionInput.optional(), ...bomFields });
export type BomUpdate = z.output<typeof bomUpdateInput>;

/** The reference's query names for one BOM. */
export const bomIdQuery = z
  .object({ commonBomId: idSchema.optional(), bomId: idSchema.optional(), id: idSchema.optional() })
  .refine((q) => Boolean(q.commonBomId ?? q.bomId ?? q.id), {
    path: ['commonBomId'],
    message: '请选择BOM|commonBomId is required',
  })
  .transform((q) => ({ id: (q.commonBomId ?? q.bomId ?? q.id)! }));

export const bomListQuery = z.object({
  styleId: idSchema,
  /** easyBomList: a name filter. */
  name: z.string().trim().max(50).optional(),
});

/** updateDefaultBom: the BOM becomes its style's default (the previous default stops being it). */
export const bomDefaultInput = z
  .object({ id: idSchema.optional(), commonBomId: idSchema.optional(), bomId: idSchema.optional() })
  .refine((q) => Boolean(q.id ?? q.commonBomId ?? q.bomId), { path: ['id'], message: '请选择BOM|id is required' })
  .transform((q) => ({ id: (q.id ?? q.commonBomId ?? q.bomId)! }));

/**
 * 复制BOM: a new draft BOM with the source's rows, named `name`, of the same style or of `styleId`. Into another
 * style, what that style lacks is left out and said in the answer's `dropped` (a row for colours, sizes or lengths
 * it has none of, a size's usage, a colour's mapping, a part it has no part of that name for).
 */
export const bomCopyInput = z
  .object({ commonBomId: idSchema.optional(), id: idSchema.optional(), name: bomNameInput, styleId: idSchema.optional() })
  .refine((q) => Boolean(q.commonBomId ?? q.id), { path: ['commonBomId'], message: '请选择BOM|commonBomId is required' })
  .transform((q) => ({ id: (q.commonBomId ?? q.id)!, name: q.name, styleId: q.styleId }));

/** Something of the source BOM another style could not take (row: the source row's 1-based position). */
export interface BomCopyDrop {
  row: number;
  materialsNo: string;
  what: 'ROW' | 'SIZE_USAGE' | 'COLOR_MAPPING' | 'PART';
  text: string;
}

export interface BomCopyResult {
  id: string;
  dropped: BomCopyDrop[];
}

/** Duplicate-name check: is `name` taken by another live BOM of the style? (id: the BOM being edited) */
export const bomRepeatNameQuery = z.object({
  styleId: idSchema,
  name: bomNameInput,
  id: idSchema.optional(),
});

/** colorItemBomDetail: the BOM as one goods SKU (or every SKU of one goods colour) uses it. */
export const bomSkuDetailQuery = z
  .object({
    commonBomId: idSchema.optional(),
    bomId: idSchema.optional(),
    goodsSkuId: idSchema.optional(),
    colorId: idSchema.optional(),
  })
  .refine((q) => Boolean(q.commonBomId ?? q.bomId), { path: ['commonBomId'], message: '请选择BOM|commonBomId is required' })
  .transform((q) => ({ id: (q.commonBomId ?? q.bomId)!, goodsSkuId: q.goodsSkuId, colorId: q.colorId }));

/** fac/commonStyleSku/list: the style's colours, sizes and lengths for the 用于 selects (withAll: 全部 first). */
export const bomStyleSkuQuery = z.object({
  styleId: idSchema,
  withAll: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]).default(false),
});

export interface BomStyleAttrs {
  commonSkuAttrColorList: BomAttrName[];
  commonSkuAttrSizeList: BomAttrName[];
  commonSkuAttrStandardList: BomAttrName[];
}

export const bomLogListQuery = pagingInput.extend({ commonBomId: idSchema });

/**
 * fac/commonBom/bomOrderList (POST): the live production orders whose goods use this BOM, newest first; `others`: the
 * style's live formal orders whose goods use another BOM (what updateBomOrderList can move to this one).
 */
export const bomOrderListInput = pagingInput.extend({ commonBomId: idSchema, others: z.boolean().optional() });

/** fac/commonBom/updateBomOrderList (POST): these goods blocks of live formal orders now use this BOM. */
export const bomOrderUpdateInput = z.object({
  commonBomId: idSchema,
  facPrdOrderGoodsIds: z.array(idSchema).min(1, '请选择订单|select at least one order').max(200),
});

/** One ordered goods block using the BOM (by its own BOM, or by the style's default when the block names none). */
export interface BomOrderRow {
  facPrdOrderId: string;
  orderNo: string;
  /** 0 pre-order, 1 formal order. */
  type: number;
  status: number;
  placeorderAt: string;
  facPrdOrderGoodsId: string;
  deliveryAt: string;
  totalNum: string;
  /** The block names no BOM and takes the style's default (this BOM). */
  isByDefault: boolean;
}
export const bomLogDetailQuery = z.object({ logId: idSchema });

export interface BomListRow {
  id: string;
  styleId: string;
  name: string;
  isDefault: boolean;
  status: number;
  reviewStatusText: string;
  rowCount: number;
  /** 主料 names joined, for the list. */
  mainMaterials: string;
  remark: string | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BomDetail {
  id: string;
  styleId: string;
  styleNo: string;
  styleName: string;
  name: string;
  isDefault: boolean;
  status: number;
  reviewStatusText: string;
  version: number;
  remark: string | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
  /** The style's colours, sizes and lengths, for the 用于 selects and the per-size columns. */
  colors: BomAttrName[];
  sizes: BomAttrName[];
  standards: BomAttrName[];
  /** The style's parts (部位). */
  parts: BomAttrName[];
  commonMaterialsSkuList: BomRowView[];
}

/** One material of the BOM as one goods SKU uses it (the mapped colour, the size's usage). */
export interface BomSkuMaterial {
  bomRowId: string;
  materialSkuId: string;
  materialsNo: string;
  materialsName: string;
  kindName: string;
  colorName: string;
  specNoName: string;
  pictureUrl: string | null;
  /** The usage for this SKU's size (the override when set). */
  singleDosage: string;
  lossRate: string;
  stockUnit: string;
  supplierName: string | null;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  planCost: string | null;
  isMain: boolean;
  partName: string | null;
}

export interface BomSkuView {
  goodsSkuId: string;
  colorId: string;
  colorName: string;
  sizeId: string;
  sizeName: string;
  standardId: string | null;
  standardName: string | null;
  materials: BomSkuMaterial[];
}

export interface BomLogRow {
  id: string;
  action: string;
  actionText: string;
  createdByName: string | null;
  createdAt: string;
  /** Whether before and after are both kept (an edit). */
  hasDiff: boolean;
}

/** A BOM as it stood, for the operation log's before and after. */
export interface BomSnapshot {
  name: string;
  remark: string | null;
  isDefault: boolean;
  status: number;
  rows: BomRowView[];
}

export interface BomLogDetail {
  id: string;
  action: string;
  actionText: string;
  createdByName: string | null;
  createdAt: string;
  editBefore: BomSnapshot | null;
  editAfter: BomSnapshot | null;
}
