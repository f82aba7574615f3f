import { z } from 'zod';
import { dateText, statusListInput } from '../platform/bounds.js';
import { decimalString, optionalDecimal } from '../materials/decimal.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/** The five kinds of 库存单据, each its own bill type of the engine (SPEC 2 names STOCK_ADJUST and STOCK_DELIVERY). */
export const STOCK_BILL_TYPES = ['STOCK_IN', 'STOCK_OUT', 'STOCK_DELIVERY', 'STOCK_SALE_RETURN', 'STOCK_ADJUST'] as const;
export type StockBillType = (typeof STOCK_BILL_TYPES)[number];
export const stockBillTypeInput = z.enum(STOCK_BILL_TYPES, '请选择单据类型|choose a bill kind');

export const STOCK_BILL_TYPE_NAMES: Record<StockBillType, { zh: string; en: string }> = {
  STOCK_IN: { zh: '入库单', en: 'Stock-in' },
  STOCK_OUT: { zh: '出库单', en: 'Stock-out' },
  STOCK_DELIVERY: { zh: '工厂发货单', en: 'Shipment' },
  STOCK_SALE_RETURN: { zh: '退货入库单', en: 'Sales return' },
  STOCK_ADJUST: { zh: '调整单', en: 'Adjustment' },
};

/** Which way a kind moves stock: in (+), out (−), or to an absolute quantity (adjust). */
export const STOCK_BILL_DIRECTION: Record<StockBillType, 'IN' | 'OUT' | 'ADJUST'> = {
  STOCK_IN: 'IN',
  STOCK_OUT: 'OUT',
  STOCK_DELIVERY: 'OUT',
  STOCK_SALE_RETURN: 'IN',
  STOCK_ADJUST: 'ADJUST',
};

/** The web form of a kind (/home/instorage), prefilled with a storehouse and a style (the goods stock page's buttons). */
export function stockBillFormPath(kind: StockBillType, prefill: { storehouseId?: string; styleId?: string } = {}): string {
  const params: [string, string | undefined][] = [
    ['type', kind],
    ['storehouseId', prefill.storehouseId],
    ['styleId', prefill.styleId],
  ];
  return `/home/instorage?${params
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
    .join('&')}`;
}

export const stockBillLineInput = z.object({
  skuId: idSchema,
  /** Moved quantity; on an adjustment the new absolute stock (0 allowed). */
  quantity: decimalString({ scale: 4, intDigits: 14 }),
  price: optionalDecimal({ scale: 4, intDigits: 14 }),
});
export type StockBillLineInput = z.infer<typeof stockBillLineInput>;

export const stockBillInput = z.object({
  operateType: stockBillTypeInput,
  skuKind: z.enum(['GOODS', 'MATERIAL'], '请选择货品类别|choose goods or materials').default('GOODS'),
  /** 单据号; blank = generated. */
  orderNo: optionalText(50),
  storehouseId: idSchema,
  /** 调往仓库 (出库 only): the reviewed 出库 makes an inbound notice there. */
  inStorehouseId: idSchema.nullish(),
  /** 供应商 / 加工厂 (入库). */
  commonOutsideFactoryId: idSchema.nullish(),
  /** 客户 (发货, 退货入库: required). */
  customerId: idSchema.nullish(),
  /** 关联订单 (发货, 退货入库). */
  productionOrderId: idSchema.nullish(),
  /** 开单人. */
  operaterId: idSchema,
  /** 开单日期. */
  opDate: dateText,
  remark: optionalText(20),
  /** 调整说明 (调整: required). */
  adjustNote: optionalText(100),
  lines: z.array(stockBillLineInput).min(1, '请至少添加一个货品|add at least one item').max(2000),
});
export type StockBillInput = z.infer<typeof stockBillInput>;

export const stockBillUpdateInput = stockBillInput.extend({ id: idSchema });
export type StockBillUpdateInput = z.infer<typeof stockBillUpdateInput>;

export const stockBillListInput = pagingInput.extend({
  billNo: z.string().trim().max(50).optional(),
  operaterIds: z.array(idSchema).max(100).optional(),
  operateDateStart: dateText.optional(),
  operateDateEnd: dateText.optional(),
  operateTypes: z.array(stockBillTypeInput).max(5).optional(),
  skuKind: z.enum(['GOODS', 'MATERIAL']).optional(),
  storehouseId: idSchema.optional(),
  customerIds: z.array(idSchema).max(100).optional(),
  commonOutsideFactoryIds: z.array(idSchema).max(100).optional(),
  productionOrderId: idSchema.optional(),
  skuId: idSchema.optional(),
  remark: z.string().trim().max(20).optional(),
  /** 是否调拨: 出库 to another storehouse. */
  isAllot: z.boolean().optional(),
  reviewStatusList: statusListInput.optional(),
  /** The chosen rows only (导出 of ticked bills). */
  billIds: z.array(idSchema).max(1000).optional(),
});
export type StockBillListInput = z.infer<typeof stockBillListInput>;

export const stockBillRevokeInput = z.object({
  id: idSchema,
  cancelRemark: z.string().trim().min(1, '请输入撤销原因|enter the reason').max(50),
});

export const stockBillBatchReviewInput = z.object({
  billIds: z.array(idSchema).min(1, '请选择单据|choose bills').max(200),
  result: z.boolean().default(true),
  message: optionalText(200),
});

export const stockBillOrderNosQuery = z.object({
  storehouseId: idSchema.optional(),
  likeColumn: z.string().trim().max(50).optional(),
});

export const stockBillImportRow = z.object({
  billNo: z.string(),
  operateType: stockBillTypeInput,
});

export interface StockBillLine {
  id: string;
  skuId: string;
  skuName: string;
  styleId: string | null;
  styleNo: string | null;
  colorName: string | null;
  sizeName: string | null;
  /** 长度: a goods SKU's standard length (null when the style has none, and for materials). */
  lengthName: string | null;
  /** A material's stock unit (goods are counted in pieces: null). */
  stockUnit: string | null;
  quantity: string;
  price: string;
  amount: string;
}

export interface StockBillRow {
  id: string;
  billNo: string;
  operateType: StockBillType;
  skuKind: 'GOODS' | 'MATERIAL';
  status: number;
  storehouseId: string;
  storehouseName: string;
  inStorehouseId: string | null;
  inStorehouseName: string | null;
  commonOutsideFactoryId: string | null;
  outsideFactoryName: string | null;
  customerId: string | null;
  customerName: string | null;
  productionOrderId: string | null;
  orderNo: string | null;
  informId: string | null;
  informNo: string | null;
  operaterId: string;
  operaterName: string | null;
  opDate: string;
  remark: string | null;
  adjustNote: string | null;
  totalQuantity: string;
  totalAmount: string;
  printCount: number;
  cancelRemark: string | null;
  reviewMessage: string | null;
}

export interface StockBillDetail extends StockBillRow {
  lines: StockBillLine[];
}
