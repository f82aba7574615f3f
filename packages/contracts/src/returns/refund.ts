import { z } from 'zod';
import { dateText, versionInput } from '../platform/bounds.js';
import { decimalString } from '../materials/decimal.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/** The source type refunds record their partner amounts under. */
export const RETURN_REFUND = 'RETURN_REFUND';

export const refundLinkInput = z.object({
  billReturnId: idSchema,
  amount: decimalString({ scale: 2, intDigits: 14, positive: true }),
});

/** refund/add: a supplier's refund of what returns made receivable; the amount is the sum of the links. */
export const refundInput = z.object({
  orderNo: optionalText(50),
  supplierId: idSchema,
  /** 业务员. */
  salesmanId: idSchema,
  dateRefund: dateText,
  remitMethodName: optionalText(50),
  remark: optionalText(150),
  returns: z.array(refundLinkInput).min(1, '请至少关联一张退料单|link at least one return').max(200),
});
export type RefundInput = z.infer<typeof refundInput>;

export const refundUpdateInput = refundInput.extend({ id: idSchema, version: versionInput.optional() });
export type RefundUpdateInput = z.infer<typeof refundUpdateInput>;

/** return/collect (收款 on one return): the original client's fields. */
export const returnCollectInput = z.object({
  billReturnId: idSchema,
  dateCollect: dateText,
  collectTotal: decimalString({ scale: 2, intDigits: 14, positive: true }),
  salesmanId: idSchema,
  supplierId: idSchema.optional(),
  remark: optionalText(150),
});
export type ReturnCollectInput = z.infer<typeof returnCollectInput>;

export const refundPageInput = pagingInput.extend({
  orderNo: z.string().trim().max(50).optional(),
  supplierId: idSchema.optional(),
  salesmanId: idSchema.optional(),
  billReturnId: idSchema.optional(),
  startDate: dateText.optional(),
  endDate: dateText.optional(),
  /** false = active only, true = undone only. */
  undone: z.boolean().optional(),
});
export type RefundPageInput = z.infer<typeof refundPageInput>;

export interface RefundRow {
  id: string;
  orderNo: string;
  supplierId: string;
  supplierName: string;
  salesmanId: string;
  salesmanName: string;
  dateRefund: string;
  amount: string;
  remitMethodName: string | null;
  remark: string | null;
  isUndone: boolean;
  version: number;
  returnNos: string[];
  createdAt: string;
}

export interface RefundDetail extends RefundRow {
  returns: { billReturnId: string; billReturnNo: string; dateReturn: string; returnAmount: string; amount: string }[];
}
