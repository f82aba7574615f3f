import { z } from 'zod';
import { dateText, statusListInput } from '../platform/bounds.js';
import { decimalInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { partnerTypes, type PartnerType } from '../payables/partner-amount.js';
import { paymentKinds, type PaymentKind } from './payment.js';

/** 预付款单 and 预付款转移单 (review families prepay, prepay-transfer). */
export const PREPAY = 'PREPAY';
export const PREPAY_TRANSFER = 'PREPAY_TRANSFER';

const amount = decimalInput({ scale: 2, intDigits: 12, positive: true, label: '金额|Amount' });

/** finance/prepay/addPrepay, updatePrepay (id): money paid ahead (PAY) or received ahead (COLLECT). */
export const prepayInput = z.object({
  id: idSchema.optional(),
  kind: z.enum(paymentKinds).default('PAY'),
  partnerType: z.enum(partnerTypes),
  partnerId: idSchema,
  accountId: idSchema,
  amount,
  prepayDate: dateText.optional(),
  remark: optionalText(500),
  submit: z.boolean().default(false),
});
export type PrepayInput = z.infer<typeof prepayInput>;

/** finance/prepayTransfer/addPrepayTransfer, updatePrepayTransfer (id): prepaid balance moved to another partner. */
export const prepayTransferInput = z.object({
  id: idSchema.optional(),
  kind: z.enum(paymentKinds).default('PAY'),
  fromPartnerType: z.enum(partnerTypes),
  fromPartnerId: idSchema,
  toPartnerType: z.enum(partnerTypes),
  toPartnerId: idSchema,
  amount,
  transferDate: dateText.optional(),
  remark: optionalText(500),
  submit: z.boolean().default(false),
});
export type PrepayTransferInput = z.infer<typeof prepayTransferInput>;

export const prepayListInput = pagingInput.extend({
  orderNo: z.string().trim().max(50).optional(),
  kind: z.enum(paymentKinds).optional(),
  partnerType: z.enum(partnerTypes).optional(),
  partnerId: idSchema.optional(),
  statusList: statusListInput.optional(),
  dateStart: dateText.optional(),
  dateEnd: dateText.optional(),
});
export type PrepayListInput = z.infer<typeof prepayListInput>;

/** changeStatus: 1 submit (posts it in direct mode), 0 back to draft (apply anti-review), 5 void. */
export const prepayChangeStatusInput = z.object({
  id: idSchema,
  status: z.union([z.literal(0), z.literal(1), z.literal(5)]),
  message: optionalText(500),
});

/** getAvailablePrepayBalance. */
export const prepayBalanceInput = z.object({
  kind: z.enum(paymentKinds).default('PAY'),
  partnerType: z.enum(partnerTypes),
  partnerId: idSchema,
});

export interface PrepayRow {
  id: string;
  orderNo: string;
  kind: PaymentKind;
  partnerType: PartnerType;
  partnerId: string;
  partnerName: string | null;
  /** Transfers: the partner the balance moves to. */
  toPartnerType?: PartnerType;
  toPartnerId?: string;
  toPartnerName?: string | null;
  accountId?: string | null;
  accountName?: string | null;
  amount: string;
  date: string;
  remark: string | null;
  status: number;
  createdAt: string;
}
