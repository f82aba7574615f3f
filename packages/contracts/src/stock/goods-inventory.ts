import { z } from 'zod';
import { decimalString } from '../materials/decimal.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/** Finished-goods stock (成衣商品库存, fac/inventoryItem/*): the same ledger, goods SKUs instead of material SKUs. */
export const goodsInventoryPermissions = {
  list: 'fac.inventory.queryStorage',
  in: 'fac.inventory.inStorage',
  out: 'fac.inventory.outStorage',
  adjust: 'fac.inventory.adjust.storage',
  batchIn: 'fac.inventory.batch.inStorage',
  batchOut: 'fac.inventory.batch.outStorage',
  records: 'fac.inventory.record.list',
} as const;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请输入日期 YYYY-MM-DD|must be a date YYYY-MM-DD');

export const goodsInventoryListInput = pagingInput.extend({
  storehouseId: idSchema,
  /** Style number or name. */
  keyword: z.string().trim().max(60).optional(),
  styleIds: z.array(idSchema).max(200).optional(),
  nonZero: z.boolean().optional(),
});
export type GoodsInventoryListInput = z.infer<typeof goodsInventoryListInput>;

export interface GoodsInventorySku {
  goodsSkuId: string;
  colorId: string;
  colorName: string;
  sizeId: string;
  sizeName: string;
  standardId: string | null;
  standardName: string | null;
  quantity: string;
}

/** One style's stock in a storehouse: the total and the colour × size cells. */
export interface GoodsInventoryRow {
  styleId: string;
  styleNo: string;
  styleName: string;
  totalQuantity: string;
  skus: GoodsInventorySku[];
}

/** in / out / adjust of one style's SKUs (single) or several styles (batch). Adjust takes the new absolute stock. */
export const goodsInventoryChangeInput = z.object({
  storehouseId: idSchema,
  operateType: z.enum(['IN', 'OUT', 'ADJUST']),
  opDate: dateText,
  remark: optionalText(200),
  items: z
    .array(z.object({ goodsSkuId: idSchema, quantity: decimalString({ scale: 4, intDigits: 14 }) }))
    .min(1, '请至少填写一个SKU的数量|give at least one SKU quantity')
    .max(2000),
});
export type GoodsInventoryChangeInput = z.infer<typeof goodsInventoryChangeInput>;

export const goodsInventoryRecordInput = pagingInput.extend({
  storehouseId: idSchema.optional(),
  styleNo: z.string().trim().max(60).optional(),
  changeType: z.string().trim().max(30).optional(),
  opBy: idSchema.optional(),
  opDateStart: dateText.optional(),
  opDateEnd: dateText.optional(),
});
export type GoodsInventoryRecordInput = z.infer<typeof goodsInventoryRecordInput>;

export interface GoodsInventoryRecordRow {
  id: string;
  storehouseName: string;
  styleNo: string;
  styleName: string;
  colorName: string;
  sizeName: string;
  changeType: string;
  quantity: string;
  balanceAfter: string;
  remark: string | null;
  operatorName: string;
  /** 操作工厂: the factory that posted the row. */
  facName: string;
  opDate: string;
  createdAt: string;
  reversesId: string | null;
}
