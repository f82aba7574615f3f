import { z } from 'zod';
import { idSchema, pagingInput } from '../platform/paging.js';

/** Who is owed or owes: a supplier, a processing factory or a customer. */
export const partnerTypes = ['SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER'] as const;
export type PartnerType = (typeof partnerTypes)[number];

/** PAYABLE: we owe the partner (应付); RECEIVABLE: the partner owes us (应收, e.g. a return's refund). */
export const amountDirections = ['PAYABLE', 'RECEIVABLE'] as const;
export type AmountDirection = (typeof amountDirections)[number];

/** What produced the amount: the finance issue posts from these rows. */
export const partnerAmountKinds = ['PURCHASE', 'ARRIVAL', 'RETURN', 'REFUND', 'DELIVERY', 'OUTSIDE_PROCESSING'] as const;
export type PartnerAmountKind = (typeof partnerAmountKinds)[number];

export const partnerAmountKindLabels: Record<PartnerAmountKind, { zh: string; en: string }> = {
  PURCHASE: { zh: '采购', en: 'Purchase' },
  ARRIVAL: { zh: '到料', en: 'Arrival' },
  RETURN: { zh: '退料', en: 'Return' },
  REFUND: { zh: '退款', en: 'Refund' },
  DELIVERY: { zh: '送料', en: 'Delivery' },
  OUTSIDE_PROCESSING: { zh: '外发加工', en: 'Outside processing' },
};

export const partnerAmountBySourceInput = z.object({ billType: z.string().trim().min(1).max(40), billId: idSchema });

export const partnerAmountPageInput = pagingInput.extend({
  partnerType: z.enum(partnerTypes).optional(),
  partnerId: idSchema.optional(),
  direction: z.enum(amountDirections).optional(),
  kind: z.enum(partnerAmountKinds).optional(),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '请输入日期 YYYY-MM-DD|must be a date YYYY-MM-DD')
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '请输入日期 YYYY-MM-DD|must be a date YYYY-MM-DD')
    .optional(),
});
export type PartnerAmountPageInput = z.infer<typeof partnerAmountPageInput>;

export interface PartnerAmountRow {
  id: string;
  partnerType: PartnerType;
  partnerId: string;
  partnerName: string;
  direction: AmountDirection;
  kind: PartnerAmountKind;
  /** Including tax; negative on a reversal row. */
  amount: string;
  taxRate: string;
  amountExcludingTax: string;
  taxAmount: string;
  sourceType: string;
  sourceId: string;
  sourceNo: string;
  reversesId: string | null;
  occurredOn: string;
  createdAt: string;
}
