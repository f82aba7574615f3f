import { z } from 'zod';
import { dateText, statusListInput } from '../platform/bounds.js';
import { decimalInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { partnerTypes, type PartnerType } from '../payables/partner-amount.js';

/** 付款单 and 付款申请单: bill type codes (review families payment, payment-apply). */
export const PAYMENT = 'PAYMENT';
export const PAYMENT_APPLY = 'PAYMENT_APPLY';

/** PAY: we pay a supplier or processing factory (settles AP); COLLECT: we collect from a customer or supplier (AR). */
export const paymentKinds = ['PAY', 'COLLECT'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

const money = (label: string) => decimalInput({ scale: 2, intDigits: 12, label });
const positiveMoney = (label: string) => decimalInput({ scale: 2, intDigits: 12, positive: true, label });

/** One open bill a payment (or an application) settles: its open item in the journal (e.g. MATERIALS_ARRIVE / id). */
export const paymentOrderInput = z.object({
  orderType: z.string().trim().min(1).max(40),
  orderId: idSchema,
  amount: positiveMoney('本次核销|Amount settled'),
});

/** finance/payment/addPayment, updatePayment (id): a draft (or rejected) payment; submit: true submits it at once. */
export const paymentInput = z.object({
  id: idSchema.optional(),
  kind: z.enum(paymentKinds).default('PAY'),
  partnerType: z.enum(partnerTypes),
  partnerId: idSchema,
  /** The finance account; required when payAmount > 0. */
  accountId: idSchema.nullish().transform((v) => v ?? null),
  /** 付款金额 (cash from the account). */
  payAmount: money('付款金额|Amount paid'),
  /** 使用预付款: prepaid balance used (received-ahead balance on a collection). */
  prepayAmount: money('使用预付款|Prepayment used').default('0'),
  payDate: dateText.optional(),
  /** The approved application it follows (required when ENABLE_PAYMENT_APPLY is on). */
  applyId: idSchema.nullish().transform((v) => v ?? null),
  remark: optionalText(500),
  extOrders: z.array(paymentOrderInput).max(500).default([]),
  financeInvoices: z.array(idSchema).max(200).default([]),
  submit: z.boolean().default(false),
});
export type PaymentInput = z.infer<typeof paymentInput>;

/** outside/factory/pay/add: pay a processing factory; its open processing bills are settled oldest first. */
export const outsideFactoryPayInput = z.object({
  outsideFactoryId: idSchema,
  payAmount: positiveMoney('付款金额|Amount paid'),
  /** The finance account the money leaves (the reference's 付款方式). */
  remitMethodId: idSchema,
  payDate: dateText.optional(),
  remark: optionalText(500),
});
export type OutsideFactoryPayInput = z.infer<typeof outsideFactoryPayInput>;

/** finance/payment/addPaymentApply, updatePaymentApply (id). */
export const paymentApplyInput = z.object({
  id: idSchema.optional(),
  partnerType: z.enum(partnerTypes),
  partnerId: idSchema,
  applyAmount: positiveMoney('申请金额|Amount applied for'),
  applyDate: dateText.optional(),
  remark: optionalText(500),
  extOrders: z.array(paymentOrderInput).max(500).default([]),
  financeInvoices: z.array(idSchema).max(200).default([]),
  submit: z.boolean().default(false),
});
export type PaymentApplyInput = z.infer<typeof paymentApplyInput>;

/** type 0: payments (付款单); type 1: payment applications (付款申请单), as the spec's lookups filter them. */
const typeInput = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number);

/** finance/payment/list. */
export const paymentListInput = pagingInput.extend({
  type: typeInput.default(0),
  /** 单号 (payNo or orderNo), contains. */
  orderNo: z.string().trim().max(50).optional(),
  kind: z.enum(paymentKinds).optional(),
  partnerType: z.enum(partnerTypes).optional(),
  partnerId: idSchema.optional(),
  accountId: idSchema.optional(),
  statusList: statusListInput.optional(),
  dateStart: dateText.optional(),
  dateEnd: dateText.optional(),
});
export type PaymentListInput = z.infer<typeof paymentListInput>;

/** detail, payApplyDetails, antiReview, undo: which bill. */
export const paymentRefInput = z.object({ type: typeInput.default(0), id: idSchema });
export const paymentAntiReviewInput = paymentRefInput.extend({
  message: z.string().trim().min(1, '请填写反审原因|a reason is required').max(500),
});

/** The open bills of a partner, for the payment form (and outsideBalanceMissionDetail for a processing factory). */
export const openOrdersInput = z.object({
  kind: z.enum(paymentKinds).default('PAY'),
  partnerType: z.enum(partnerTypes),
  partnerId: idSchema,
});

export interface OpenOrderView {
  orderType: string;
  orderId: string;
  orderNo: string;
  /** What the bill came to (Σ of its postings on the payable / receivable side). */
  total: string;
  /** What is still open on it. */
  open: string;
  firstDate: string;
}

export interface PaymentOrderView {
  id: string;
  orderType: string;
  orderId: string;
  orderNo: string;
  amount: string;
}

export interface PaymentRow {
  id: string;
  type: 0 | 1;
  orderNo: string;
  kind: PaymentKind;
  partnerType: PartnerType;
  partnerId: string;
  partnerName: string | null;
  accountId: string | null;
  accountName: string | null;
  /** Payments: cash paid; applications: the amount applied for. */
  amount: string;
  prepayAmount: string;
  /** Σ of extOrders. */
  allocated: string;
  date: string;
  applyId: string | null;
  applyNo: string | null;
  remark: string | null;
  status: number;
  createdAt: string;
}

export interface PaymentDetail extends PaymentRow {
  extOrders: PaymentOrderView[];
  financeInvoices: string[];
  /** Applications: what reviewed payments have used of it, and what it still allows. */
  used?: string;
  left?: string;
}
