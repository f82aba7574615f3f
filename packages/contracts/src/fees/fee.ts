import { z } from 'zod';
import { dateText, flagInput, statusListInput } from '../platform/bounds.js';
import { decimalInput, optionalDecimalInput, optionalIntInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { partnerTypes, type PartnerType } from '../payables/partner-amount.js';

export const FEE = 'FEE';

/** handleType: 2 an expense the factory pays (the default, SPEC section 9), 1 an income it receives. */
export const feeHandleTypes = { income: 1, expense: 2 } as const;

const money = (label: string) => decimalInput({ scale: 2, intDigits: 16, positive: true, label });

/** A line of the order: its label and amount. */
export const feeLineInput = z.object({
  sysLabelId: idSchema,
  feePrice: money('金额|Amount'),
  remark: optionalText(200),
});

/**
 * finance/billfee/addAndUpdate (SPEC section 3 "Fee order"). Charged to a partner (supplierType + supplierId: the
 * partner's payable, or receivable for an income) or paid through a finance account (accountId); one of the two is
 * needed to submit. feePriceTotal, when typed, must equal the lines' sum (it is never changed silently).
 */
export const feeSaveInput = z.object({
  id: idSchema.optional(),
  feeNo: optionalText(40),
  handleType: optionalIntInput({ min: 1, max: 2 }).transform((v) => v ?? feeHandleTypes.expense),
  sysLabelId: idSchema.nullish().transform((v) => v ?? null),
  supplierType: z
    .enum(partnerTypes, '请选择往来单位类型|choose the partner type')
    .nullish()
    .transform((v) => v ?? null),
  supplierId: idSchema.nullish().transform((v) => v ?? null),
  accountId: idSchema.nullish().transform((v) => v ?? null),
  feePriceTotal: optionalDecimalInput({ scale: 2, intDigits: 16, positive: true, label: '费用总额|Fee total' }),
  preparedBy: optionalText(30),
  preparedDate: dateText.nullish().transform((v) => v ?? null),
  remark: optionalText(500),
  details: z.array(feeLineInput).min(1, '请添加费用明细|add at least one fee line').max(200),
});
export type FeeSaveInput = z.infer<typeof feeSaveInput>;

export const feeListInput = pagingInput.extend({
  keyword: z.string().trim().max(40).optional(),
  status: statusListInput.optional(),
  handleType: optionalIntInput({ min: 1, max: 2 }),
  sysLabelId: idSchema.optional(),
  supplierId: idSchema.optional(),
  accountId: idSchema.optional(),
  startDate: dateText.optional(),
  endDate: dateText.optional(),
  withDeleted: flagInput.optional(),
});
export type FeeListInput = z.infer<typeof feeListInput>;

/** detail: by id or by number (the desk opens /finance/feeListDetails?orderNo=). */
export const feeDetailInput = z
  .object({ id: idSchema.optional(), orderNo: z.string().trim().max(40).optional() })
  .refine((v) => v.id || v.orderNo, { message: '请指定费用单|give the id or the number', path: ['id'] });

export const feeIdInput = z.object({ id: idSchema, message: optionalText(200) });
export const feeNoListInput = z.object({ keyword: z.string().trim().max(40).optional() });

export interface FeeLineView {
  id: string;
  sysLabelId: string;
  labelName: string;
  feePrice: string;
  remark: string | null;
}

export interface FeeRow {
  id: string;
  feeNo: string;
  handleType: number;
  sysLabelId: string | null;
  labelName: string | null;
  supplierType: PartnerType | null;
  supplierId: string | null;
  supplierName: string | null;
  accountId: string | null;
  accountName: string | null;
  feePriceTotal: string;
  preparedBy: string | null;
  preparedDate: string;
  remark: string | null;
  status: number;
  createdByName: string | null;
  createdAt: string;
}

export interface FeeView extends FeeRow {
  details: FeeLineView[];
}

/** finance/attr: the factory's fee labels. */
export const feeLabelCreateInput = z.object({
  name: z.string().trim().min(1, '请输入标签名称|label name is required').max(30),
});
export const feeLabelUpdateInput = feeLabelCreateInput.extend({ id: idSchema });
export const feeLabelDeleteInput = z.object({ id: idSchema });
export const feeLabelSortInput = z.object({ ids: z.array(idSchema).min(1).max(500) });

export interface FeeLabel {
  id: string;
  name: string;
  sort: number;
}
