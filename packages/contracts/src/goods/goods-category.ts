import { z } from 'zod';
import { idSchema } from '../platform/paging.js';
import { optionalIntInput } from '../platform/number-input.js';

/** Goods category tree (品类): 1 大类 big, 2 中类 medium, 3 小类 small. */
export const GOODS_CATEGORY_MAX_LEVEL = 3;

const categoryName = z
  .string()
  .trim()
  .min(1, '请输入品类名称|category name is required')
  .max(20, '品类名称最多20个字符|at most 20 characters');
const sort = optionalIntInput({ min: 0, max: 99999 });
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

export const goodsCategoryAdd = z.object({
  /** Absent or null: a big category (大类). */
  parentId: idSchema.nullish().transform((v) => v ?? null),
  name: categoryName,
  /** Absent: placed last among its siblings. */
  sort,
});
export type GoodsCategoryAdd = z.infer<typeof goodsCategoryAdd>;

export const goodsCategoryUpdate = z.object({ id: idSchema, name: categoryName, sort });
export type GoodsCategoryUpdate = z.infer<typeof goodsCategoryUpdate>;

export const goodsCategoryIdInput = z.object({ id: idSchema });
export const goodsCategoryStopUse = z.object({ id: idSchema, isStopped: flag });
export const goodsCategorySort = z.object({
  parentId: idSchema.nullish().transform((v) => v ?? null),
  ids: z
    .array(idSchema)
    .min(1)
    .max(500)
    .refine((v) => new Set(v).size === v.length, { message: '品类不能重复|categories must not repeat' }),
});

export interface GoodsCategoryNode {
  id: string;
  parentId: string | null;
  level: number;
  name: string;
  /** "女装 / 上衣 / T恤". */
  pathName: string;
  sort: number;
  isStopped: boolean;
  children: GoodsCategoryNode[];
}
