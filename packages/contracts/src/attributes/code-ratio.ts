import { z } from 'zod';
import { idSchema } from '../platform/paging.js';
import { intInput } from '../platform/number-input.js';

export const codeRatioItemInput = z.object({
  sizeId: idSchema,
  /** Integer weight 0–9999. */
  ratio: intInput({ min: 0, max: 9999 }),
});

/** 码比: a named set of size → integer weights within one size category. */
export const codeRatioInput = z.object({
  name: z.string().trim().min(1, '请输入码比组名称|name is required').max(20, '最多20个字符|at most 20 characters'),
  sizeCategoryId: idSchema,
  attrIds: z.array(z.string().trim().min(1).max(40)).max(500).default([]),
  sizeCodeRatioCateList: z
    .array(codeRatioItemInput)
    .min(1, '请填写尺码比例|enter the size ratios')
    .max(100)
    .refine((items) => items.length === 0 || items.some((i) => i.ratio > 0), '比例不能全为0|at least one ratio must be above 0'),
});
export const codeRatioUpdateInput = codeRatioInput.extend({ id: idSchema });
export const codeRatioSwitchInput = z.object({
  enabled: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]),
});

export type CodeRatioInput = z.infer<typeof codeRatioInput>;

export interface CodeRatioItem {
  sizeId: string;
  sizeName: string;
  ratio: number;
}

export interface CodeRatioRow {
  id: string;
  name: string;
  sizeCategoryId: string;
  category: string;
  attrIds: string[];
  sizeCodeRatioCateList: CodeRatioItem[];
  total: number;
}
