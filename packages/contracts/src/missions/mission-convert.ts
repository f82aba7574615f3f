import { z } from 'zod';
import { dateText, flagInput } from '../platform/bounds.js';
import { optionalDecimal } from '../materials/decimal.js';
import { idSchema, optionalText } from '../platform/paging.js';

const flag = z.union([flagInput, z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/** 转工单 prefill: a reviewed order's goods block with what is not converted yet. */
export const orderGoodsQuery = z.object({ orderGoodsId: idSchema });
export const orderQuery = z.object({ orderId: idSchema });

/** 一键转工单: one mission per chosen goods block with its remaining quantities. */
export const batchConvertItemInput = z.object({
  orderGoodsId: idSchema,
  missionNo: optionalText(30),
  customerId: idSchema.nullish().transform((v) => v ?? null),
  deliveryAt: dateText,
  prcdTemplateId: idSchema.nullish().transform((v) => v ?? null),
  leaderIds: z.array(idSchema).min(1, '负责人不能为空|choose the persons in charge').max(50),
  isOutside: flag.default(false),
  outsideFactoryId: idSchema.nullish().transform((v) => v ?? null),
  machiningUnitPrice: optionalDecimal({ scale: 2, intDigits: 12, label: '加工单价|Processing price' }),
});
export const batchConvertInput = z.object({
  orderId: idSchema,
  items: z.array(batchConvertItemInput).min(1, '请选择货品|choose the goods').max(200),
});
export type BatchConvertInput = z.infer<typeof batchConvertInput>;

/** A SKU quantity of an order block: ordered, already converted (live missions), left to convert. */
export interface ConvertibleLine {
  goodsSkuId: string;
  standardName: string | null;
  colorName: string | null;
  sizeName: string | null;
  customerId: string | null;
  customerName: string | null;
  orderedNum: string;
  convertedNum: string;
  remainingNum: string;
}

export interface ConvertibleGoods {
  orderId: string;
  orderNo: string;
  orderStatus: number;
  orderGoodsId: string;
  styleId: string;
  styleNo: string;
  styleName: string;
  deliveryAt: string;
  placeorderAt: string;
  bomId: string | null;
  customerId: string | null;
  isOutside: boolean;
  outsideFactoryId: string | null;
  processUnitPrice: string | null;
  leaderIds: string[];
  orderedNum: string;
  convertedNum: string;
  lines: ConvertibleLine[];
}

/** 一键转工单 pre-check: per block, the goods-record fields the order configuration requires and that are missing. */
export interface BatchConvertCheckRow {
  orderGoodsId: string;
  styleId: string;
  styleNo: string;
  remainingNum: string;
  missingFields: string[];
  canConvert: boolean;
}

/** The order detail's linked-missions table. */
export interface OrderLinkedMission {
  id: string;
  missionNo: string;
  status: number;
  productionOrderGoodsId: string | null;
  styleNo: string;
  totalNum: string;
  actualCutNum: string;
  shippedNum: string;
  deliveryAt: string;
  createdAt: string;
}
