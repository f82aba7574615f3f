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

/**
 * Negative stock per kind of SKU. Absent on create: forbidden (a new storehouse refuses to go below zero); absent on
 * update: kept. `notAllowNegative` is the original client's single switch: it sets both kinds where the per-kind
 * fields are absent.
 */
const negativeStockFields = {
  notAllowNegativeMaterial: z.boolean().optional(),
  notAllowNegativeGoods: z.boolean().optional(),
  notAllowNegative: z.boolean().optional(),
};

const storehouseFields = {
  name: z.string().trim().min(1, '请输入仓库名称|storehouse name is required').max(15),
  kind: z.enum(storehouseKinds).default('MIXED'),
  ...negativeStockFields,
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
  /** 物料出库数不允许超过库存数: material SKUs never go below zero here. */
  notAllowNegativeMaterial: boolean;
  /** 成衣出库数不允许超过库存数: finished goods never go below zero here. */
  notAllowNegativeGoods: boolean;
  operableType: StorehouseOperableType[];
  isDefault: boolean;
  remark: string | null;
  createdAt: string;
}

/** The kinds of SKU a storehouse guards against negative stock. */
export interface NegativeStockRule {
  notAllowNegativeMaterial: boolean;
  notAllowNegativeGoods: boolean;
}

/**
 * The switches a save leaves on the storehouse: each per-kind field as given, else the single legacy switch, else
 * what the storehouse had (`current`; a new storehouse forbids negative stock).
 */
export function resolveNegativeStock(
  input: {
    notAllowNegativeMaterial?: boolean | undefined;
    notAllowNegativeGoods?: boolean | undefined;
    notAllowNegative?: boolean | undefined;
  },
  current: NegativeStockRule | null,
): NegativeStockRule {
  const fallback = (kind: keyof NegativeStockRule) => input.notAllowNegative ?? current?.[kind] ?? true;
  return {
    notAllowNegativeMaterial: input.notAllowNegativeMaterial ?? fallback('notAllowNegativeMaterial'),
    notAllowNegativeGoods: input.notAllowNegativeGoods ?? fallback('notAllowNegativeGoods'),
  };
}
