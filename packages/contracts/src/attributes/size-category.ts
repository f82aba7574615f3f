import { z } from 'zod';
import { idSchema } from '../platform/paging.js';
import { optionalIntInput } from '../platform/number-input.js';

/** A medium-category id of the goods category tree (owned by the goods area). */
const attrId = z.string().trim().min(1).max(40);

/** 尺码组: a named, ordered set of sizes, optionally linked to goods medium categories. */
export const sizeCategoryInput = z.object({
  category: z
    .string()
    .trim()
    .min(1, '请输入尺码组名称|size category name is required')
    .max(20, '最多20个字符|at most 20 characters'),
  /** Sizes in display order. */
  sizeIds: z.array(idSchema).min(1, '请选择尺码|choose at least one size').max(100),
  attrIds: z.array(attrId).max(500).default([]),
  sort: optionalIntInput({ min: 0, max: 99999 }),
});
export const sizeCategoryUpdateInput = sizeCategoryInput.extend({ id: idSchema });
export const sizeCategoryIdQuery = z.object({ id: idSchema });
export const sizesOfCategoryQuery = z.object({
  /** The size category; attrId finds it through a medium category instead. */
  categoryId: idSchema.optional(),
  attrId: attrId.optional(),
  styleId: z.string().optional(),
  type: z.string().optional(),
});

export type SizeCategoryInput = z.infer<typeof sizeCategoryInput>;

export interface SizeRef {
  id: string;
  name: string;
  no: string | null;
  isStopped: boolean;
}

export interface SizeCategoryRow {
  id: string;
  categoryId: string;
  category: string;
  sort: number;
  sizeList: SizeRef[];
  attrIds: string[];
}

/** A medium category: id and name as the goods area supplies them. */
export interface MediumCategory {
  attrId: string;
  name: string;
}
