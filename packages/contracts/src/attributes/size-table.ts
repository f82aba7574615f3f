import { z } from 'zod';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/** A measurement as the wire carries it: a decimal string (or number), at most 2 decimals. */
const measure = z
  .union([z.string().trim(), z.number()])
  .transform((v) => String(v))
  .refine((v) => /^\d{1,6}(\.\d{1,2})?$/.test(v), '请输入不超过两位小数的非负数|a non-negative number with at most 2 decimals');

export const sizeTablePointInput = z.object({
  /** 部位, e.g. 衣长, 胸围. */
  name: z.string().trim().min(1, '请输入部位|measurement point is required').max(20),
  /** 公差 ± (blank = none). */
  tolerance: measure.nullish().transform((v) => v ?? null),
  /** sizeId → value; sizes of the table's category only. */
  values: z.record(z.string().regex(/^\d{1,18}$/), measure.nullable()).default({}),
});

const sizeTableFields = {
  name: z.string().trim().min(1, '请输入名称|name is required').max(30),
  sizeCategoryId: idSchema,
  remark: optionalText(200),
  points: z.array(sizeTablePointInput).max(100).default([]),
};

/** A template: the same grid without a style. */
export const sizeTableTemplateInput = z.object(sizeTableFields);
/** A size table of a style; templateId copies the template's points and values when points are empty. */
export const sizeTableInput = z.object({
  ...sizeTableFields,
  styleId: idSchema.nullish().transform((v) => v ?? null),
  templateId: idSchema.optional(),
});
export const sizeTableListInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  styleId: idSchema.optional(),
  sizeCategoryId: idSchema.optional(),
});
export const sizeTableIdParams = z.object({ id: idSchema });

export type SizeTableTemplateInput = z.infer<typeof sizeTableTemplateInput>;
export type SizeTableInput = z.infer<typeof sizeTableInput>;

export interface SizeTablePoint {
  id: string;
  name: string;
  tolerance: string | null;
  values: Record<string, string | null>;
}

export interface SizeTableRow {
  id: string;
  name: string;
  sizeCategoryId: string;
  category: string;
  styleId: string | null;
  remark: string | null;
  isTemplate: boolean;
  pointCount: number;
  updatedAt: string;
}

export interface SizeTableDetail extends SizeTableRow {
  sizes: { id: string; name: string }[];
  points: SizeTablePoint[];
}
