import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { type UnitTotal } from '../decimal/unit-totals.js';
import { decimalString } from '../materials/decimal.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { intInput } from '../platform/number-input.js';

/** Remnant put-away (余料入库单): the reference's fac.backOrder.* codes (no new codes). */
export const RemnantPermission = {
  add: 'fac.backOrder.add',
  query: 'fac.backOrder.query',
  repeal: 'fac.backOrder.repeal',
  restart: 'fac.backOrder.restart',
} as const;

export const remnantLineInput = z.object({
  /** The saved line this row is (an edit keeps its id); absent for a new line. */
  id: idSchema.nullish().transform((v) => v ?? undefined),
  materialsSkuId: idSchema,
  /** 合计入库, in the stock unit. */
  quantity: decimalString({ scale: 4, intDigits: 14, positive: true }),
  orderNo: optionalText(50),
  remark: optionalText(200),
});

const remnantFields = {
  /** Blank = generated from the numbering rule. */
  orderNo: optionalText(50),
  storehouseId: idSchema,
  dateOperate: dateText,
  /** 业务员 */
  operaterId: idSchema,
  commonOutsideFactoryId: idSchema.nullish().transform((v) => v ?? null),
  /** 余料退回 for a mission (its 生产参考余料; its returns count by this id). */
  missionId: idSchema.nullish().transform((v) => v ?? null),
  remark: optionalText(200),
  skus: z.array(remnantLineInput).min(1, '请至少添加一个物料|add at least one material').max(500),
};

export const remnantAddInput = z.object(remnantFields);
export type RemnantAddInput = z.infer<typeof remnantAddInput>;
export const remnantUpdateInput = z.object({ ...remnantFields, id: idSchema });
export type RemnantUpdateInput = z.infer<typeof remnantUpdateInput>;

export const remnantQueryInput = pagingInput.extend({
  searchParam: z.string().trim().max(60).optional(),
  orderNo: z.string().trim().max(50).optional(),
  startDate: dateText.optional(),
  endDate: dateText.optional(),
  storehouseId: idSchema.optional(),
  operaterId: idSchema.optional(),
  commonOutsideFactoryIds: z.array(idSchema).max(100).optional(),
  status: z
    .array(intInput({ min: 0, max: 7 }))
    .max(8)
    .optional(),
});
export type RemnantQueryInput = z.infer<typeof remnantQueryInput>;

/** 已送料 / 已余料入库 of a processing factory per SKU (the put-away form's warning); SKUs listed once or more. */
export const remnantFactoryReceiptsInput = z.object({
  outsideFactoryId: idSchema,
  materialsSkuIds: z.array(idSchema).min(1, '请至少选择一个物料|name at least one material').max(500),
});
export type RemnantFactoryReceiptsInput = z.infer<typeof remnantFactoryReceiptsInput>;

/** What the factory received of a SKU (posted deliveries to it) and already returned (posted remnant bills from it). */
export interface RemnantFactoryReceiptRow {
  materialsSkuId: string;
  delivered: string;
  returned: string;
}

export interface RemnantLineRow {
  id: string;
  materialsSkuId: string;
  materialId: string;
  kindName: string;
  materialsNo: string;
  materialsName: string;
  colorName: string;
  specNoName: string;
  stockUnit: string;
  quantity: string;
  orderNo: string | null;
  remark: string | null;
}

export interface RemnantRow {
  id: string;
  orderNo: string;
  status: number;
  storehouseId: string;
  storehouseName: string;
  operaterId: string;
  operaterName: string;
  dateOperate: string;
  commonOutsideFactoryId: string | null;
  commonOutsideFactoryName: string | null;
  missionId: string | null;
  missionNo: string | null;
  remark: string | null;
  /** The plain sum of the lines: meaningful only when they share one unit; show `unitTotals`. */
  totalQuantity: string;
  /** 合计入库 per stock unit ("2000 米 + 3000 个"), in first-line order. */
  unitTotals: UnitTotal[];
  skuCount: number;
  createdAt: string;
}

export interface RemnantDetail extends RemnantRow {
  skuDetails: RemnantLineRow[];
}
