import { z } from 'zod';
import type { GoodsSku } from '../goods/goods-style.js';
import { dateText, statusListInput } from '../platform/bounds.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { orderQuantity } from '../production-orders/production-order.js';

/** 工单调整单: the bill type code (review family fac-mission-adjust). */
export const FAC_MISSION_ADJUST_ORDER = 'FAC_MISSION_ADJUST_ORDER';

/** One SKU line of the mission after the adjustment (whole pieces; 0 removes what the line had). */
export const missionAdjustLineInput = z.object({
  goodsSkuId: idSchema,
  /** The mission line's customer when the mission is filled per customer. */
  customerId: idSchema.nullable().default(null),
  num: orderQuantity,
});

/** fac/missionAdjust/add: a new bill (no id) or a draft / rejected one re-edited (id); `submit` submits it at once. */
export const missionAdjustInput = z.object({
  id: idSchema.optional(),
  missionId: idSchema,
  /** 调整单号: blank = the numbering rule. */
  adjustNo: optionalText(50),
  /** 制单日期. */
  placeorderAt: dateText,
  /** The new delivery date; null keeps the mission's. */
  deliveryAt: dateText.nullable().default(null),
  /** 调整原因 (required). */
  reason: z.string().trim().min(1, '请填写调整原因|a reason is required').max(500),
  remark: optionalText(500),
  /** From-order missions: allow more than the order has left. */
  allowOvershoot: z.boolean().default(false),
  /** The lines whose quantity changes (a line sent with its present quantity is ignored). */
  lines: z.array(missionAdjustLineInput).max(2000).default([]),
  submit: z.boolean().default(false),
});
export type MissionAdjustInput = z.infer<typeof missionAdjustInput>;

/** fac/missionAdjust/list. */
export const missionAdjustListInput = pagingInput.extend({
  /** 调整单号. */
  adjustNo: z.string().trim().max(50).optional(),
  /** 工单号. */
  missionNo: z.string().trim().max(50).optional(),
  missionId: idSchema.optional(),
  statusList: statusListInput.optional(),
  /** 制单日期 from / to. */
  dateStart: dateText.optional(),
  dateEnd: dateText.optional(),
});
export type MissionAdjustListQuery = z.infer<typeof missionAdjustListInput>;

/** fac/missionAdjust/batch: submit, or approve / reject the review tasks of several bills. */
export const missionAdjustBatchInput = z.object({
  ids: z.array(idSchema).min(1, '请选择调整单|choose at least one bill').max(100),
  action: z.enum(['submit', 'pass', 'reject']),
  message: optionalText(500),
});
export type MissionAdjustBatch = z.infer<typeof missionAdjustBatchInput>;

/** fac/missionAdjust/cancel: void a draft or rejected bill. */
export const missionAdjustCancelInput = z.object({ id: idSchema, message: optionalText(500) });

/** fac/missionAdjust/detail (by id or number: the desk opens it by number). */
export const missionAdjustDetailInput = z
  .object({ id: idSchema.optional(), adjustNo: z.string().trim().min(1).max(50).optional() })
  .refine((v) => v.id ?? v.adjustNo, { message: '请指定调整单|id or adjustNo is required', path: ['id'] });

/** fac/missionAdjust/options: the mission's SKUs with present and reported quantities. */
export const missionAdjustOptionsInput = z.object({ missionId: idSchema });

/** A SKU line of the mission as an adjustment sees it. */
export interface MissionAdjustSkuOption {
  goodsSkuId: string;
  customerId: string | null;
  customerName: string | null;
  colorName: string | null;
  sizeName: string | null;
  standardName: string | null;
  /** The mission's present quantity (0: the style's SKU the mission does not have yet). */
  num: string;
  /** The most any node of the mission has reported on this SKU (reviewed and pending): the least it may keep. */
  reportedNum: string;
}

export interface MissionAdjustOptions {
  missionId: string;
  missionNo: string;
  status: number;
  styleNo: string;
  styleName: string;
  deliveryAt: string;
  totalNum: string;
  fromOrder: boolean;
  orderNo: string | null;
  /** The style's SKUs (the matrix's colours, sizes and 内长). */
  skuList: GoodsSku[];
  skus: MissionAdjustSkuOption[];
}

export interface MissionAdjustLineView {
  goodsSkuId: string;
  customerId: string | null;
  customerName: string | null;
  colorName: string | null;
  sizeName: string | null;
  standardName: string | null;
  oldNum: string | null;
  newNum: string;
}

export interface MissionAdjustRow {
  id: string;
  adjustNo: string;
  status: number;
  placeorderAt: string;
  missionId: string;
  missionNo: string;
  styleNo: string;
  reason: string;
  oldTotalNum: string;
  newTotalNum: string;
  oldDeliveryAt: string;
  newDeliveryAt: string | null;
  createByName: string | null;
  createdAt: string;
}

export interface MissionAdjustDetail extends MissionAdjustRow {
  remark: string | null;
  allowOvershoot: boolean;
  /** The style's SKUs (the matrix's colours, sizes and 内长). */
  skuList: GoodsSku[];
  lines: MissionAdjustLineView[];
}
