import { z } from 'zod';
import { readLevel, writeLevel, type LibraryLevel } from '../attributes/library-level.js';
import { statusListInput, timestampMs, versionInput } from '../platform/bounds.js';
import { customFieldValuesInput, type CustomFieldValueView } from '../capabilities/custom-fields.js';
import { optionalIntInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { decimalString, optionalDecimal } from './decimal.js';
import { skuKey } from './material-name.js';
import { materialMainPictureId, materialPictureIds, type MaterialPicture } from './material-picture.js';

/** Status lists arrive as arrays or comma lists. */
const statusList = statusListInput.optional();
const idList = z
  .union([
    z.array(idSchema).max(500),
    z
      .string()
      .transform((s) => s.split(',').filter(Boolean))
      .pipe(z.array(z.string().regex(/^\d{1,18}$/, '请输入正确的编号|must be a numeric id')).max(500)),
  ])
  .optional();
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

// ---------- kinds (物料分类) ----------

export const materialKindInput = z.object({
  id: idSchema.optional(),
  no: z
    .string()
    .trim()
    .min(1, '请输入分类号|kind no is required')
    .max(8)
    .refine((v) => /^[A-Za-z0-9]*$/.test(v), { message: '只能是字母和数字|letters and digits only' }),
  name: z.string().trim().min(1, '请输入分类名称|kind name is required').max(20),
  parentId: idSchema.nullish().transform((v) => v ?? null),
  sort: optionalIntInput({ min: 0, max: 100000 }),
});
export type MaterialKindInput = z.infer<typeof materialKindInput>;

export const materialKindListInput = pagingInput.extend({
  key: z.string().trim().max(50).optional(),
  keyword: z.string().trim().max(50).optional(),
  /** Order of the kind numbers: 0 ascending (the dropdown's default), 1 descending. */
  upDown: optionalIntInput({ min: 0, max: 1 }).transform((v) => v ?? 0),
  parentId: idSchema.optional(),
});

export interface MaterialKindRow {
  id: string;
  no: string;
  name: string;
  noName: string;
  parentId: string | null;
  sort: number;
  skuCount: number;
  childCount: number;
  createdAt: string;
}

export interface MaterialKindNode extends MaterialKindRow {
  children: MaterialKindNode[];
}

// ---------- specifications (规格) ----------

export const materialSpecInput = z.object({
  id: idSchema.optional(),
  /** Blank = generated. */
  no: z
    .string()
    .trim()
    .max(8)
    .refine((v) => /^[A-Z0-9]*$/.test(v), { message: '只能是大写字母和数字|capital letters and digits only' })
    .nullish()
    .transform((v) => (v ? v : null)),
  remark: optionalText(50),
  /** COMPANY: the company's library (多厂通用设置); FACTORY (default): the factory's own. */
  level: writeLevel,
});
export type MaterialSpecInput = z.infer<typeof materialSpecInput>;
export const materialSpecDeleteInput = z.object({ id: idSchema, level: writeLevel });

export const materialSpecListInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  /** Only the specifications this material's SKUs use. */
  materialId: idSchema.optional(),
  /** Left out: the company's specifications first, then the factory's own. */
  level: readLevel,
});

export interface MaterialSpecRow {
  id: string;
  no: string;
  remark: string | null;
  noName: string;
  /** The company's (read-only in a factory) or the factory's own. */
  level: LibraryLevel;
}

// ---------- materials (物料档案) ----------

export const skuSupplierInput = z.object({
  supplierId: idSchema,
  supplierStyleNo: optionalText(30),
  supplierColorNo: optionalText(30),
  /** 参考价 (yuan per stock unit). */
  planCost: optionalDecimal({ scale: 4 }),
  /** 不含税价 (yuan per stock unit). */
  excludingTaxPrice: optionalDecimal({ scale: 4 }),
  isDefault: flag.default(false),
});
export type SkuSupplierInput = z.infer<typeof skuSupplierInput>;

export const materialSkuInput = z
  .object({
    id: idSchema.optional(),
    colorId: idSchema.nullish().transform((v) => v ?? null),
    colorName: z.string().trim().min(1, '请选择颜色|colour is required').max(20),
    specificationsId: idSchema,
    sampleMaterial: flag.default(false),
    /** 库存单位 and 采购单位 from the factory's units dictionary (areas/units). */
    stockUnitId: idSchema.nullish().transform((v) => v ?? null),
    purchaseUnitId: idSchema.nullish().transform((v) => v ?? null),
    /** The units by name instead (older clients, Excel): they must be in the dictionary. An id wins over a name. */
    stockUnit: optionalText(10),
    purchaseUnit: optionalText(10),
    /** Stock units per purchase unit; 1 when there is no purchase unit or both are the same. */
    conversionRate: decimalString({ scale: 4, positive: true }).default('1'),
    remark: optionalText(100),
    defaultDosage: optionalDecimal({ scale: 4 }),
    fixedMaterials: flag.default(false),
    /** 默认损耗 in percent, two decimals. */
    mlossRate: optionalDecimal({ scale: 2, maxInt: 100 }),
    suppliers: z.array(skuSupplierInput).max(50).default([]),
  })
  // Checked even when other fields of the SKU fail, so one answer names every missing field.
  .refine((sku) => Boolean(sku.stockUnitId || sku.stockUnit), {
    path: ['stockUnit'],
    message: '请选择库存单位|stock unit is required',
    when: () => true,
  })
  .superRefine((sku, ctx) => {
    const ids = sku.suppliers.map((s) => s.supplierId);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({ code: 'custom', path: ['suppliers', i, 'supplierId'], message: '供应商重复|supplier listed twice' });
    });
    if (sku.suppliers.filter((s) => s.isDefault).length > 1)
      ctx.addIssue({ code: 'custom', path: ['suppliers'], message: '只能有一个默认供应商|only one default supplier' });
  });
export type MaterialSkuInput = z.infer<typeof materialSkuInput>;

const materialFields = {
  kindId: idSchema,
  /** commonMaterialsNo; blank = generated from the numbering rule. */
  no: z
    .string()
    .trim()
    .max(30)
    .refine((v) => /^[A-Za-z0-9_-]*$/.test(v), { message: '只能是字母、数字、_ 和 -|letters, digits, _ and - only' })
    .nullish()
    .transform((v) => (v ? v : null)),
  name: z
    .string()
    .trim()
    .max(128)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** 自动生成物料名称: the name is built from kind, composition, first SKU's specification and colour. */
  autoName: flag.default(false),
  composition: optionalText(100),
  width: optionalText(50),
  /** 克重: a number (2 decimals), never free text ("abc" is refused). */
  weight: optionalDecimal({ scale: 2, intDigits: 10 }),
  remark: optionalText(200),
  /** Values of the factory's custom fields for materials (entity COMMON_MATERIALS), by field id. */
  customFields: customFieldValuesInput.optional(),
  skus: z.array(materialSkuInput).min(1, '请至少添加一个SKU|add at least one SKU').max(300),
  pictureIds: materialPictureIds,
  mainPictureId: materialMainPictureId,
  /** 关联商品款号: goods styles of this factory the material is used by; left out on edit = unchanged. */
  styleIds: z.array(idSchema).max(100).optional(),
};

function refineMaterial(v: { name: string | null; autoName: boolean; skus: MaterialSkuInput[] }, ctx: z.RefinementCtx): void {
  if (!v.name && !v.autoName) ctx.addIssue({ code: 'custom', path: ['name'], message: '请输入物料名称|name is required' });
  const keys = v.skus.map(skuKey);
  keys.forEach((k, i) => {
    if (keys.indexOf(k) !== i)
      ctx.addIssue({
        code: 'custom',
        path: ['skus', i, 'specificationsId'],
        message: '颜色和规格组合重复|colour and specification repeat another SKU',
      });
  });
}

export const materialAddInput = z.object(materialFields).superRefine(refineMaterial);
export const materialEditInput = z
  .object({ id: idSchema, version: versionInput.optional(), ...materialFields })
  .superRefine(refineMaterial);
export type MaterialAdd = z.infer<typeof materialAddInput>;
export type MaterialEdit = z.infer<typeof materialEditInput>;

export const materialListFilter = z.object({
  keyword: z.string().trim().max(50).optional(),
  materialKindsFilters: idList,
  suppliersFilters: idList,
  /** Review statuses (reviewStatus / statuses). */
  reviewStatus: statusList,
  statuses: statusList,
  /** true: only stopped SKUs; false: only SKUs in use. */
  stopUse: flag.optional(),
  sampleMaterial: flag.optional(),
  materialId: idSchema.optional(),
  /** 关联商品款号: materials linked to any of these goods styles. */
  styleIds: idList,
  createStartTimeStampFilter: timestampMs.optional(),
  createEndTimeStampFilter: timestampMs.optional(),
});
export const materialListInput = pagingInput.extend(materialListFilter.shape);
export type MaterialListFilter = z.infer<typeof materialListFilter>;

export const materialRenumberInput = materialListFilter.extend({
  /** Renumber these materials only (the current page); else every material the filter finds. */
  ids: z.array(idSchema).max(2000).optional(),
  updateMaterialsName: flag.default(false),
});

export const skuListInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  materialKindsFilters: idList,
  materialIds: idList,
  sampleMaterial: flag.optional(),
  /** Include stopped SKUs (default: only SKUs in use). */
  includeStopped: flag.default(false),
  /** Only reviewed materials (what purchasing may use). Default true. */
  reviewedOnly: flag.default(true),
});

/** skulistByStyle: the picker's SKUs limited to the materials linked to one goods style (new / edit BOM). */
export const skuListByStyleInput = skuListInput.extend({
  styleId: idSchema,
  /** The 2019 client's spelling of keyword. */
  keyWord: z.string().trim().max(50).optional(),
});

export const materialStopUseInput = z.object({ id: idSchema, stopUse: flag.default(true) });
export const materialBatchStopUseInput = z.object({ ids: z.array(idSchema).min(1).max(500), stopUse: flag.default(true) });

export const defaultSkusInput = z.object({
  colors: z
    .array(z.object({ colorId: idSchema.nullish().transform((v) => v ?? null), colorName: z.string().trim().min(1).max(20) }))
    .min(1, '请选择颜色|choose colours')
    .max(100),
  specificationsIds: z.array(idSchema).min(1, '请选择规格|choose specifications').max(100),
  existing: z
    .array(z.object({ colorId: idSchema.nullish(), colorName: z.string().nullish(), specificationsId: idSchema }))
    .max(300)
    .default([]),
});

export const previewNameInput = z.object({
  kindId: idSchema,
  composition: optionalText(100),
  specificationsId: idSchema.nullish(),
  colorName: optionalText(20),
});

export const skuSupplierUpdateInput = skuSupplierInput.extend({ materialsSkuId: idSchema });

export interface SkuSupplierRow {
  id: string;
  materialsSkuId: string;
  supplierId: string;
  supplierName: string;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  planCost: string | null;
  excludingTaxPrice: string | null;
  isDefault: boolean;
}

export interface MaterialSkuRow {
  id: string;
  materialId: string;
  colorId: string | null;
  colorName: string;
  specificationsId: string;
  specNo: string;
  specRemark: string | null;
  specNoName: string;
  sampleMaterial: boolean;
  stockUnitId: string;
  stockUnit: string;
  purchaseUnitId: string | null;
  purchaseUnit: string | null;
  conversionRate: string;
  remark: string | null;
  defaultDosage: string | null;
  fixedMaterials: boolean;
  mlossRate: string | null;
  isStopUse: boolean;
  suppliers: SkuSupplierRow[];
}

export interface MaterialDetail {
  id: string;
  commonMaterialsNo: string;
  name: string;
  kindId: string;
  kindNo: string;
  kindName: string;
  composition: string | null;
  width: string | null;
  weight: string | null;
  remark: string | null;
  status: number;
  reviewStatusText: string;
  version: number;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
  commonMaterialsSkuList: MaterialSkuRow[];
  customFields: CustomFieldValueView[];
  /** In display order; isMain marks the main picture. */
  pictures: MaterialPicture[];
  /** 关联商品款号, in the order saved. */
  goodsStyleList: LinkedGoodsStyle[];
}

export interface LinkedGoodsStyle {
  id: string;
  styleNo: string;
  styleName: string;
}

/** One row of 物料档案 list: one SKU with its material and default supplier. */
export interface MaterialListRow {
  materialId: string;
  skuId: string | null;
  commonMaterialsNo: string;
  name: string;
  kindId: string;
  kindNo: string;
  kindName: string;
  status: number;
  colorName: string | null;
  specNoName: string | null;
  sampleMaterial: boolean;
  stockUnit: string | null;
  purchaseUnit: string | null;
  conversionRate: string | null;
  remark: string | null;
  defaultDosage: string | null;
  fixedMaterials: boolean;
  mlossRate: string | null;
  isStopUse: boolean;
  defaultSupplierId: string | null;
  defaultSupplierName: string | null;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  planCost: string | null;
  excludingTaxPrice: string | null;
  /** The material's main picture (file url), null without pictures. */
  mainPictureUrl: string | null;
  createdAt: string;
  /** Custom field values of the material as display text (custom field id -> text; only fields that hold a value). */
  customFields?: Record<string, string>;
}

/** A column of the list for one enabled custom field of the materials (name as the header). */
export interface MaterialCustomFieldColumn {
  id: string;
  name: string;
}

export interface MaterialUsage {
  kind: string;
  id: string;
  label: string;
}

export interface DeleteCheck {
  canDelete: boolean;
  usages: MaterialUsage[];
  reason: string | null;
}
