import { z } from 'zod';
import { columnInt } from '../platform/bounds.js';
import { idSchema } from '../platform/paging.js';

/** 车间工段: a named group of node definitions (裁床车间, 缝制车间 …). */
export const workshopSectionInput = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1, '请输入工段名称|section name is required').max(20),
  sort: columnInt('integer', { min: 0, max: 100000, label: '排序|Sort' })
    .nullish()
    .transform((v) => v ?? 0),
  /** The node definitions in this section (others leave it). */
  prcdNodeIds: z.array(idSchema).max(500).optional(),
});
export type WorkshopSectionInput = z.infer<typeof workshopSectionInput>;

export const workshopSectionQueryInput = z.object({ keyword: z.string().trim().max(50).optional() });

export interface WorkshopSectionRow {
  id: string;
  name: string;
  sort: number;
  nodes: { id: string; name: string }[];
}
