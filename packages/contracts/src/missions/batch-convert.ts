import { z } from 'zod';
import { dateText, flagInput } from '../platform/bounds.js';
import { optionalDecimal } from '../materials/decimal.js';
import { idSchema, optionalText } from '../platform/paging.js';

// 一键转工单 (reference 02 §5, api 05 orderToFacList / orderToFacSave): one mission per chosen goods block of a reviewed
// order, each with the block's remaining quantities, in one transaction.

const flag = z.union([flagInput, z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);
const leaderList = z.array(idSchema).max(50);

/** fac/mission/batchConvertCheck: the order whose goods blocks are checked. */
export const batchConvertCheckQuery = z.object({ orderId: idSchema });

/**
 * One block to convert. Left out, a field takes the common value of the call, then the order's own: template and
 * leaders from the call; delivery date, customer, whole-order factory and processing price from the block.
 */
export const batchConvertItemInput = z.object({
  orderGoodsId: idSchema,
  /** 工单号: blank = the numbering rule. */
  missionNo: optionalText(30),
  customerId: idSchema.nullish(),
  deliveryAt: dateText.optional(),
  prcdTemplateId: idSchema.optional(),
  leaderIds: leaderList.optional(),
  isOutside: flag.optional(),
  outsideFactoryId: idSchema.nullish(),
  machiningUnitPrice: optionalDecimal({ scale: 2, intDigits: 12, label: '加工单价|Processing price' }).optional(),
});
export type BatchConvertItem = z.infer<typeof batchConvertItemInput>;

export const batchConvertInput = z.object({
  orderId: idSchema,
  /** The process template given once for every block (an item may name its own). */
  prcdTemplateId: idSchema.nullish().transform((v) => v ?? null),
  /** The persons in charge given once (empty: the order's 负责人). */
  leaderIds: leaderList.default([]),
  items: z.array(batchConvertItemInput).min(1, '请选择货品|choose the goods').max(200),
});
export type BatchConvertInput = z.infer<typeof batchConvertInput>;

/** Why a block cannot be converted now (the check's answer; batchConvert refuses with the same words). */
export type BatchConvertBlocker = 'ORDER_STATUS' | 'NOTHING_LEFT' | 'GOODS_INCOMPLETE';

/** 一键转工单 pre-check, per goods block: what is left, the defaults the dialog starts from, and what blocks it. */
export interface BatchConvertCheckRow {
  orderGoodsId: string;
  styleId: string;
  styleNo: string;
  styleName: string;
  deliveryAt: string;
  orderedNum: string;
  convertedNum: string;
  remainingNum: string;
  /** The block's one customer (a goods-filled block: the style's customer); null when filled for several. */
  customerId: string | null;
  customerName: string | null;
  /** The block names its customer(s): the dialog keeps it. */
  isCustomerFixed: boolean;
  leaderIds: string[];
  isOutside: boolean;
  outsideFactoryId: string | null;
  processUnitPrice: string | null;
  /** Goods-record fields the order configuration requires before conversion and the record misses (names). */
  missingFields: string[];
  blockers: BatchConvertBlocker[];
  canConvert: boolean;
}

export interface BatchConvertResult {
  missions: { orderGoodsId: string; id: string; missionNo: string; totalNum: string }[];
}
