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

/** OWN: the company's own storehouse (自用仓库); PROCESSING: one kept at a processing factory (加工厂仓库). */
export const storehouseOwnerKinds = ['OWN', 'PROCESSING'] as const;
export type StorehouseOwnerKind = (typeof storehouseOwnerKinds)[number];

/**
 * How a factory uses a company storehouse: DEFAULT (默认仓, preselected in its forms, one per factory) or SHARED
 * (共用仓). A factory reads and posts only into storehouses linked to it; NONE (无关联) removes the link.
 */
export const storehouseLinkKinds = ['DEFAULT', 'SHARED'] as const;
export type StorehouseLinkKind = (typeof storehouseLinkKinds)[number];
export const storehouseLinkChoices = ['DEFAULT', 'SHARED', 'NONE'] as const;
export type StorehouseLinkChoice = (typeof storehouseLinkChoices)[number];

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

export const addStorehouseInput = z.object({ ...storehouseFields, ownerKind: z.enum(storehouseOwnerKinds).default('OWN') });
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
  ownerKind: StorehouseOwnerKind;
  /** The session's factory's link: DEFAULT, SHARED, or null (not linked). */
  linkKind: StorehouseLinkKind | null;
  /** linkKind is DEFAULT. */
  isDefault: boolean;
  remark: string | null;
  createdAt: string;
}

/** One factory's link to a storehouse (setUpStorehouseUnit, the company's storehouse screens). */
export const storehouseUnitLink = z.object({ unitId: idSchema, linkKind: z.enum(storehouseLinkChoices) });

/** fac/storehouse/setUpStorehouseUnit: the links of one storehouse, per factory (factories left out keep theirs). */
export const setUpStorehouseUnitInput = z.object({
  storehouseId: idSchema,
  setUpStorehouseUnit: z.array(storehouseUnitLink).max(200),
});
export type SetUpStorehouseUnitInput = z.infer<typeof setUpStorehouseUnitInput>;

/** fac/storehouse/queryStorehouseUnitDetail */
export const storehouseUnitDetailInput = z.object({ storehouseId: idSchema });

/** fac/storehouse/getBossStorehouses: the company's storehouses of one owner kind (自用仓库 / 加工厂仓库). */
export const bossStorehousePageInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  ownerKind: z.enum(storehouseOwnerKinds).default('OWN'),
});
export type BossStorehousePageInput = z.infer<typeof bossStorehousePageInput>;

/** fac/storehouse/addBossStorehouse: a company storehouse, optionally linked to factories at once. */
export const addBossStorehouseInput = addStorehouseInput.extend({
  setUpStorehouseUnit: z.array(storehouseUnitLink).max(200).optional(),
});
export const updateBossStorehouseInput = updateStorehouseInput;

/** A factory of the company with its link to one storehouse ('NONE': not linked). */
export interface StorehouseUnitLinkRow {
  unitId: string;
  unitName: string;
  linkKind: StorehouseLinkChoice;
}

/** A row of the company's storehouse screens: the storehouse with every factory's link. */
export interface BossStorehouseRow extends Omit<StorehouseRow, 'linkKind' | 'isDefault'> {
  /** One entry per factory of the company, in factory order. */
  units: StorehouseUnitLinkRow[];
  /** 关联加工厂: the processing factories (of any factory of the company) that keep their stock here. */
  processingFactories: { id: string; label: string; unitName: string }[];
}

export interface BossStorehousePage {
  list: BossStorehouseRow[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  /** The company's factories, in the order of each row's `units`. */
  factories: { id: string; name: string }[];
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
