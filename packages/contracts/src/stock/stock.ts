import { z } from 'zod';
import { dec } from '../decimal/index.js';
import { decimalString, optionalDecimal } from '../materials/decimal.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/**
 * Why stock moved (变动类型). Bills post their own type; the manual ones come from the stock page.
 * A reversal row keeps the type of the row it compensates and points at it.
 */
export const stockChangeTypes = [
  'MANUAL_IN',
  'MANUAL_OUT',
  'ADJUST',
  'BATCH_IN',
  'BATCH_OUT',
  'ARRIVE',
  'DELIVERY',
  'RETURN',
  'REMNANT',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'STOCKTAKE',
  // Node reports (areas/node-reports): finished goods put into stock by a tail-in node, shipped by a tail-out node.
  'PRODUCTION_IN',
  'SHIPMENT',
  // Stock bills (areas/stock-bills): each kind posts its own type.
  'STOCK_BILL_IN',
  'STOCK_BILL_OUT',
  'STOCK_BILL_SHIPMENT',
  'STOCK_BILL_RETURN',
  'STOCK_BILL_ADJUST',
] as const;
export type StockChangeType = (typeof stockChangeTypes)[number];

/** The change types a user makes by hand on the stock page; only these are undone there (changeStock/undo). */
export const manualStockChangeTypes: readonly StockChangeType[] = ['MANUAL_IN', 'MANUAL_OUT', 'ADJUST', 'BATCH_IN', 'BATCH_OUT'];

export const stockChangeTypeLabels: Record<StockChangeType, { zh: string; en: string }> = {
  MANUAL_IN: { zh: '手动入库', en: 'Manual in' },
  MANUAL_OUT: { zh: '手动出库', en: 'Manual out' },
  ADJUST: { zh: '库存调整', en: 'Adjustment' },
  BATCH_IN: { zh: '批量入库', en: 'Batch in' },
  BATCH_OUT: { zh: '批量出库', en: 'Batch out' },
  ARRIVE: { zh: '到料入库', en: 'Arrival' },
  DELIVERY: { zh: '送料出库', en: 'Delivery' },
  RETURN: { zh: '退料出库', en: 'Return to supplier' },
  REMNANT: { zh: '余料入库', en: 'Remnant put-away' },
  TRANSFER_IN: { zh: '调拨入库', en: 'Transfer in' },
  TRANSFER_OUT: { zh: '调拨出库', en: 'Transfer out' },
  STOCKTAKE: { zh: '盘点调整', en: 'Stocktake' },
  PRODUCTION_IN: { zh: '生产入库', en: 'Production in' },
  SHIPMENT: { zh: '发货出库', en: 'Shipment' },
  STOCK_BILL_IN: { zh: '入库单', en: 'Stock-in bill' },
  STOCK_BILL_OUT: { zh: '出库单', en: 'Stock-out bill' },
  STOCK_BILL_SHIPMENT: { zh: '工厂发货单', en: 'Shipment bill' },
  STOCK_BILL_RETURN: { zh: '退货入库单', en: 'Sales-return bill' },
  STOCK_BILL_ADJUST: { zh: '调整单', en: 'Adjustment bill' },
};

const quantity = decimalString({ scale: 4, intDigits: 14, positive: true });
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请输入日期 YYYY-MM-DD|must be a date YYYY-MM-DD');

/** fac/stock/list: the material stock of one storehouse (or all), one row per storehouse × SKU. */
export const materialStockListInput = pagingInput.extend({
  storehouseId: idSchema.optional(),
  materialsKindsId: idSchema.optional(),
  materialsNo: z.string().trim().max(60).optional(),
  supplierId: idSchema.optional(),
  firstDate: dateText.optional(),
  endDate: dateText.optional(),
  keyword: z.string().trim().max(60).optional(),
  sampleMaterial: z.boolean().optional(),
  /** Only rows with stock (quantity ≠ 0). */
  nonZero: z.boolean().optional(),
  /** LOW: below its minimum; HIGH: above its maximum. */
  warning: z.enum(['LOW', 'HIGH']).optional(),
  /** These stock rows only (a bill opened from rows chosen on the stock page: 开送料单, 开余料入库单). */
  ids: z.array(idSchema).max(500).optional(),
  /** 余料库存: only rows remnant put-away brought stock into, with `remnantQuantity`. */
  remnantOnly: z.boolean().optional(),
});
export type MaterialStockListInput = z.infer<typeof materialStockListInput>;

export interface MaterialStockRow {
  id: string;
  storehouseId: string;
  storehouseName: string;
  materialsSkuId: string;
  materialId: string;
  kindName: string;
  materialsNo: string;
  materialsName: string;
  colorName: string;
  specNoName: string;
  sampleMaterial: boolean;
  stockUnit: string;
  position: string | null;
  quantity: string;
  reserved: string;
  available: string;
  /** The moving-average unit cost (单位成本) and the value on hand (库存金额), issue 13 part 5. */
  unitCost: string;
  value: string;
  minQuantity: string | null;
  maxQuantity: string | null;
  /** LOW / HIGH when outside its limits. */
  warning: 'LOW' | 'HIGH' | null;
  /** The storehouse forbids material stock below zero (its 物料出库数不允许超过库存数 switch). */
  forbidsNegative: boolean;
  /** What reviewed remnant put-away (余料入库) brought in, net of un-reviews; answered with `remnantOnly`. */
  remnantQuantity?: string;
  /** The last remnant put-away into this row (YYYY-MM-DD); answered with `remnantOnly`. */
  lastRemnantDate?: string | null;
  firstInAt: string | null;
  lastMovedAt: string | null;
  mainPictureUrl: string | null;
  /** The factory the SKU belongs to when it is not the session's (a storehouse shared between factories); else null. */
  skuFactoryName: string | null;
}

/** PUT fac/stock/single: one SKU in, out, or adjusted to an absolute quantity. */
export const singleStockChangeInput = z
  .object({
    id: idSchema.optional(),
    storehouseId: idSchema.optional(),
    materialsSkuId: idSchema.optional(),
    inventoryType: z.enum(['IN', 'OUT', 'ADJUST']),
    /** IN / OUT: how much; ADJUST: the new stock (库存调整为). */
    stock: decimalString({ scale: 4, intDigits: 14 }),
    opDate: dateText,
    remark: optionalText(200),
  })
  .refine((v) => v.id || (v.storehouseId && v.materialsSkuId), {
    message: '请选择库存行或仓库和物料|give the stock row id, or the storehouse and the material SKU',
    path: ['id'],
  })
  .refine((v) => v.inventoryType === 'ADJUST' || !/^0(\.0*)?$/.test(v.stock), {
    message: '须大于 0|must be greater than 0',
    path: ['stock'],
  })
  .refine((v) => v.inventoryType !== 'ADJUST' || v.remark, {
    message: '请输入调整原因|the reason for the adjustment is required',
    path: ['remark'],
  });
export type SingleStockChangeInput = z.infer<typeof singleStockChangeInput>;

/** POST fac/stock (batch in) and PUT fac/stock (batch out). */
export const batchStockChangeInput = z.object({
  storehouseId: idSchema,
  opDate: dateText,
  remark: optionalText(200),
  items: z
    .array(
      z.object({
        materialsSkuId: idSchema,
        quantity,
        position: optionalText(50),
      }),
    )
    .min(1, '请至少添加一个物料|add at least one material')
    .max(500),
});
export type BatchStockChangeInput = z.infer<typeof batchStockChangeInput>;

export const stockPositionInput = z.object({ position: optionalText(50) });

/** Stock warning limits of one row, or of many at once (single and batch configuration). */
export const stockWarningInput = z
  .object({
    ids: z.array(idSchema).min(1).max(500),
    minQuantity: optionalDecimal({ scale: 4, intDigits: 14 }),
    maxQuantity: optionalDecimal({ scale: 4, intDigits: 14 }),
  })
  .refine((v) => !v.minQuantity || !v.maxQuantity || dec.cmp(v.minQuantity, v.maxQuantity) <= 0, {
    message: '最低库存不能大于最高库存|the minimum must not exceed the maximum',
    path: ['maxQuantity'],
    // zod runs an object's refinement even when a field failed: compare only limits that parsed as decimals.
    when: (payload) => payload.issues.length === 0,
  });
export type StockWarningInput = z.infer<typeof stockWarningInput>;

/** changeStock/page and exportExcel: the movement log. */
export const stockChangePageInput = pagingInput.extend({
  storehouseId: idSchema.optional(),
  materialType: idSchema.optional(),
  supplierId: idSchema.optional(),
  inventoryType: z.enum(stockChangeTypes).optional(),
  startOpAt: dateText.optional(),
  endOpAt: dateText.optional(),
  opBy: idSchema.optional(),
  queryColumn: z.string().trim().max(60).optional(),
  sampleMaterial: z.boolean().optional(),
  sourceType: z.string().trim().max(40).optional(),
  sourceId: idSchema.optional(),
  materialsSkuId: idSchema.optional(),
  /** 操作工厂: rows posted by this factory of the company. */
  facUnitId: idSchema.optional(),
});
export type StockChangePageInput = z.infer<typeof stockChangePageInput>;

export interface StockChangeRow {
  id: string;
  storehouseId: string;
  storehouseName: string;
  materialsSkuId: string;
  kindName: string;
  materialsNo: string;
  materialsName: string;
  colorName: string;
  specNoName: string;
  sampleMaterial: boolean;
  stockUnit: string;
  position: string | null;
  rollId: string | null;
  vatNo: string | null;
  changeType: StockChangeType;
  quantity: string;
  balanceAfter: string;
  /** The signed value the row moved (变动金额): in at its price, everything else at the moving-average cost. */
  value: string;
  sourceType: string;
  sourceId: string | null;
  sourceNo: string | null;
  orderNo: string | null;
  /** This row compensates that one (an undo or anti-review). */
  reversesId: string | null;
  /** A later row compensated this one. */
  reversed: boolean;
  /** A manual change not yet undone: the page offers 撤销. */
  undoable: boolean;
  opDate: string;
  remark: string | null;
  operatorName: string;
  /** 操作工厂: the factory that posted the row (a shared storehouse takes rows from every linked factory). */
  facUnitId: string;
  facName: string;
  createdAt: string;
}

/** fac/stock/getPreuseQuantityDetails (and V2): who holds what of a SKU's stock. */
export const preuseDetailsInput = z.object({
  materialsSkuIds: z.array(idSchema).min(1).max(500),
  storehouseId: idSchema.optional(),
});

export interface PreuseDetailRow {
  demandId: string;
  storehouseId: string;
  storehouseName: string;
  materialsSkuId: string;
  quantity: string;
  createdAt: string;
}

export interface AvailableStockRow {
  storehouseId: string;
  storehouseName: string;
  materialsSkuId: string;
  onHand: string;
  reserved: string;
  available: string;
}
