import { z } from 'zod';
import { idSchema, pagingInput } from '../platform/paging.js';
import { optionalIntInput } from '../platform/number-input.js';
import { readLevel, writeLevel, type LibraryLevel } from './library-level.js';

/**
 * Kinds of SKU attribute value in a factory's library (规格库): colours, sizes, standard (inside)
 * lengths (内长), and three free SKU attribute slots whose titles the factory names.
 */
export const skuAttrTypes = ['COLOR', 'SIZE', 'STANDARD', 'SKU_ATTR1', 'SKU_ATTR2', 'SKU_ATTR3'] as const;
export type SkuAttrType = (typeof skuAttrTypes)[number];
export const skuAttrType = z.enum(skuAttrTypes);

/** The extra first option of colour, size and standard-length lists (SPEC 3 "Attribute lists"). */
export const ALL_OPTION_ID = 'ALL';

const attrName = z.string().trim().min(1, '请输入名称|name is required').max(12, '最多12个字符|at most 12 characters');
/** Code: letters and digits, at most 12; blank = the next free number. */
const attrNo = z
  .string()
  .trim()
  .max(12, '最多12个字符|at most 12 characters')
  .regex(/^[A-Za-z0-9]*$/, '只能是字母和数字|letters and digits only')
  .nullish()
  .transform((v) => (v ? v : null));
/** Blank (or null) = the next number; "abc", -1 or 100000 are refused, never saved as 0. */
const sort = optionalIntInput({ min: 0, max: 99999 });

export const skuAttrAddInput = z.object({
  type: skuAttrType,
  name: attrName,
  no: attrNo,
  /** Colour group of a colour (required for colours, ignored otherwise). */
  categoryId: idSchema.nullish(),
  /** Size categories a new size joins (appended at their end). */
  sizeCategoryIds: z.array(idSchema).max(100).optional(),
  sort,
  level: writeLevel,
});
export const skuAttrUpdateInput = z.object({
  id: idSchema,
  name: attrName,
  no: attrNo,
  categoryId: idSchema.nullish(),
  sort,
  level: writeLevel,
});
export const stopUseInput = z.object({ id: idSchema, isStopped: z.boolean().default(true), level: writeLevel });
export const batchStopUseInput = z.object({
  ids: z.array(idSchema).min(1).max(1000),
  isStopped: z.boolean().default(true),
  level: writeLevel,
});
export const changeColorCategoryInput = z.object({
  ids: z.array(idSchema).min(1).max(1000),
  categoryId: idSchema,
  level: writeLevel,
});

/** Comma list or repeated keys, as GET clients send arrays. */
const idList = z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(idSchema).max(2000));

export const skuAttrListInput = z.object({
  facId: z.union([z.string(), z.number()]).optional(),
  type: skuAttrType.optional(),
  keyword: z.string().trim().max(50).optional(),
  /** Only these values (e.g. the colours of one style). */
  skuAttrIds: idList.optional(),
  /** Only colours of these colour groups. */
  classifys: idList.optional(),
  /** Stop-used values are left out unless asked for (they stay readable by id). */
  includeStopped: z.boolean().optional(),
  level: readLevel,
});
export const facCommonListInput = pagingInput.extend({
  type: skuAttrType,
  keyword: z.string().trim().max(50).optional(),
  categoryId: idSchema.optional(),
  includeStopped: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(true),
  level: readLevel,
});
export const skuAttrOptionsInput = z.object({
  type: skuAttrType,
  keyword: z.string().trim().max(50).optional(),
  /** Put 全部颜色 / 全部尺码 / 全部内长 (id ALL, empty value) first. */
  withAll: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]).default(false),
});

export const colorCategoryInput = z.object({
  name: z.string().trim().min(1, '请输入组名|group name is required').max(12, '最多12个字符|at most 12 characters'),
  sort,
  level: writeLevel,
});
export const colorCategoryUpdateInput = colorCategoryInput.extend({ id: idSchema });
export const colorCategoryDeleteInput = z.object({ id: idSchema, level: writeLevel });
export const colorCategoryListInput = z.object({ level: readLevel });

export type SkuAttrAdd = z.infer<typeof skuAttrAddInput>;
export type SkuAttrUpdate = z.infer<typeof skuAttrUpdateInput>;

export interface SkuAttrRow {
  id: string;
  type: SkuAttrType;
  name: string;
  no: string | null;
  /** "no-name" when both are set, else the name. */
  noName: string;
  categoryId: string | null;
  category: string | null;
  sort: number;
  isStopped: boolean;
  createdAt: string;
  /** The company's (shared, read-only in a factory) or the factory's own. */
  level: LibraryLevel;
}

export interface ColorListItem {
  id: string;
  name: string;
  no?: string;
}

/** Colours grouped by colour group (SPEC 3): categoryId, category, colorList. */
export interface ColorGroup {
  categoryId: string;
  category: string;
  colorList: ColorListItem[];
}

export interface SkuAttrOption {
  id: string;
  /** The value carried by forms; '' for the ALL option. */
  value: string;
  name: string;
  no: string | null;
}

export interface ColorCategoryRow {
  id: string;
  categoryId: string;
  category: string;
  name: string;
  sort: number;
  colorCount: number;
  level: LibraryLevel;
}
