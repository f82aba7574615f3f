import { z } from 'zod';
import { dateText, statusListInput } from '../platform/bounds.js';
import { decimalString } from '../materials/decimal.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/** 调出单 and 调入单: two bill types of the engine (SPEC 2), reviewed through uflo/materials-allocate (the out). */
export const ALLOCATE_BILL_TYPES = ['BILL_CALL_OUT', 'BILL_CALL_IN'] as const;
export type AllocateBillType = (typeof ALLOCATE_BILL_TYPES)[number];
export const allocateBillTypeInput = z.enum(ALLOCATE_BILL_TYPES, '请选择单据类型|choose a bill kind');

export const ALLOCATE_BILL_TYPE_NAMES: Record<AllocateBillType, { zh: string; en: string }> = {
  BILL_CALL_OUT: { zh: '调出单', en: 'Transfer out' },
  BILL_CALL_IN: { zh: '调入单', en: 'Transfer in' },
};

export const allocateLineInput = z.object({
  /** The SKU moved (调出单); a 调入单 takes it from its out-line. */
  skuId: idSchema.optional(),
  /** 调入单: the out-line received. */
  callOutLineId: idSchema.optional(),
  quantity: decimalString({ scale: 4, intDigits: 14, positive: true }),
});
export type AllocateLineInput = z.infer<typeof allocateLineInput>;

/**
 * allocate/add: a draft 调出单 (from one storehouse to another, possibly of another factory of the company) or a
 * 调入单 receiving (part of) a reviewed 调出单 (`callOutId`, lines naming `callOutLineId`).
 */
export const allocateInput = z.object({
  billType: allocateBillTypeInput.default('BILL_CALL_OUT'),
  skuKind: z.enum(['GOODS', 'MATERIAL'], '请选择货品类别|choose goods or materials').default('MATERIAL'),
  /** 单据号; blank = generated. */
  orderNo: optionalText(50),
  /** 调出仓库 (an in takes its out's). */
  outStorehouseId: idSchema.optional(),
  /** 调入仓库 (an in takes its out's). */
  inStorehouseId: idSchema.optional(),
  /** 调入单: the 调出单 received. */
  callOutId: idSchema.optional(),
  /** 开单人. */
  operaterId: idSchema,
  /** 开单日期. */
  opDate: dateText,
  remark: optionalText(100),
  lines: z.array(allocateLineInput).min(1, '请至少添加一个货品|add at least one item').max(2000),
});
export type AllocateInput = z.infer<typeof allocateInput>;

export const allocateUpdateInput = allocateInput.extend({ id: idSchema });
export type AllocateUpdateInput = z.infer<typeof allocateUpdateInput>;

export const allocateListInput = pagingInput.extend({
  billNo: z.string().trim().max(50).optional(),
  billType: allocateBillTypeInput.optional(),
  skuKind: z.enum(['GOODS', 'MATERIAL']).optional(),
  outStorehouseId: idSchema.optional(),
  inStorehouseId: idSchema.optional(),
  opDateStart: dateText.optional(),
  opDateEnd: dateText.optional(),
  /** The 调入单 of one 调出单. */
  callOutId: idSchema.optional(),
  /** Only 调出单 with something still in transit. */
  isInTransit: z.boolean().optional(),
  reviewStatusList: statusListInput.optional(),
});
export type AllocateListInput = z.infer<typeof allocateListInput>;

export const allocateOrderNoQuery = z.object({
  billType: allocateBillTypeInput.optional(),
  likeColumn: z.string().trim().max(50).optional(),
});

/** 一手调入: the receiving storehouses whose transfers are received in full as soon as the out is reviewed. */
export const allocateAutoReceiveInput = z.object({
  storehouseIds: z.array(idSchema).max(200),
});

export interface AllocateRow {
  id: string;
  billNo: string;
  billType: AllocateBillType;
  skuKind: 'GOODS' | 'MATERIAL';
  status: number;
  outStorehouseId: string;
  outStorehouseName: string;
  inStorehouseId: string;
  inStorehouseName: string;
  callOutId: string | null;
  callOutNo: string | null;
  isAuto: boolean;
  operaterId: string;
  operaterName: string | null;
  opDate: string;
  remark: string | null;
  totalQuantity: string;
  /** 调出单: received so far and still in transit (reviewed ins); value still in transit. */
  receivedQuantity: string | null;
  inTransitQuantity: string | null;
  inTransitValue: string | null;
}

export interface AllocateLine {
  id: string;
  skuId: string;
  skuName: string;
  skuCode: string | null;
  stockUnit: string | null;
  /** Goods: the style (款) and the SKU's colour, size and 内长 (null on materials). */
  styleId: string | null;
  styleNo: string | null;
  colorName: string | null;
  sizeName: string | null;
  standardName: string | null;
  quantity: string;
  callOutLineId: string | null;
  /** 调出单, once reviewed: what was sent (value at cost), received and is still in transit. */
  sentValue: string | null;
  receivedQuantity: string | null;
  inTransitQuantity: string | null;
}

export interface AllocateDetail extends AllocateRow {
  lines: AllocateLine[];
  /** 调出单: its 调入单 (any status). */
  callIns: AllocateRow[];
}
