import { z } from 'zod';
import { idSchema, pagingInput } from '../platform/paging.js';

/** What a storehouse may be used for (storehouse operableType). */
export const storehouseOperableTypes = [
  'MATERIAL_IN',
  'MATERIAL_OUT',
  'GOODS_IN',
  'GOODS_OUT',
  'DEFECTIVE',
  'REMNANT',
  'TRANSFER',
] as const;
export type StorehouseOperableType = (typeof storehouseOperableTypes)[number];

/** MATERIAL: raw materials; GOODS: finished goods; MIXED: both. */
export const storehouseKinds = ['MATERIAL', 'GOODS', 'MIXED'] as const;
export type StorehouseKind = (typeof storehouseKinds)[number];

const storehouseFields = {
  name: z.string().trim().min(1, '请输入仓库名称|storehouse name is required').max(15),
  kind: z.enum(storehouseKinds).default('MIXED'),
  notAllowNegative: z.boolean().default(false),
  operableType: z
    .array(z.enum(storehouseOperableTypes))
    .max(storehouseOperableTypes.length)
    .default([...storehouseOperableTypes]),
  isDefault: z.boolean().optional(),
  remark: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
};

export const addStorehouseInput = z.object(storehouseFields);
export const updateStorehouseInput = z.object({ id: idSchema, ...storehouseFields });
export const storehousePageInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  kind: z.enum(storehouseKinds).optional(),
});
export const storehouseIdInput = z.object({ id: idSchema });
export const setDefaultStorehouseInput = z.object({ id: idSchema });

export type StorehouseInput = z.infer<typeof addStorehouseInput>;

export interface StorehouseRow {
  id: string;
  name: string;
  kind: StorehouseKind;
  notAllowNegative: boolean;
  operableType: StorehouseOperableType[];
  isDefault: boolean;
  remark: string | null;
  createdAt: string;
}
