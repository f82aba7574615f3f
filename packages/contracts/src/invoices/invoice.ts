import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { decimalInput, optionalDecimalInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { partnerTypes, type PartnerType } from '../payables/partner-amount.js';

/** RECEIVED: from a supplier or processing factory, covering the bills we owe on; ISSUED: for production orders. */
export const invoiceKinds = ['RECEIVED', 'ISSUED'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
export const invoiceTypes = ['NORMAL', 'SPECIAL'] as const;

/** Signed amounts: a return's red invoice line is negative (the screen shows absolute values). */
const amount = (label: string) => decimalInput({ scale: 2, intDigits: 16, allowNegative: true, label });

/** A line: the bill it covers and its amounts; includingTaxPrice must be excludingTaxPrice + taxAmount. */
export const invoiceLineInput = z.object({
  billType: z.string().trim().min(1).max(40),
  billId: idSchema,
  quantity: optionalDecimalInput({ scale: 4, allowNegative: true }),
  excludingTaxPrice: amount('不含税金额|Amount excl. tax'),
  taxAmount: amount('税额|Tax'),
  includingTaxPrice: amount('含税金额|Amount incl. tax'),
});

/** finance/invoice/add and update (update: `id`). priceTotal, when typed, must equal the lines' sum. */
export const invoiceSaveInput = z.object({
  id: idSchema.optional(),
  kind: z.enum(invoiceKinds, '请选择发票方向|choose received or issued').default('RECEIVED'),
  invoiceNo: z.string().trim().min(1, '请输入发票号|invoice number is required').max(40),
  invoiceType: z.enum(invoiceTypes).default('NORMAL'),
  partnerType: z
    .enum(partnerTypes)
    .nullish()
    .transform((v) => v ?? null),
  partnerId: idSchema.nullish().transform((v) => v ?? null),
  invoiceDate: dateText.nullish().transform((v) => v ?? null),
  priceTotal: optionalDecimalInput({ scale: 2, intDigits: 16, allowNegative: true, label: '价税合计|Total incl. tax' }),
  remark: optionalText(500),
  financeInvoiceDetails: z.array(invoiceLineInput).min(1, '请选择发票覆盖的单据|choose the bills the invoice covers').max(200),
});
export type InvoiceSaveInput = z.infer<typeof invoiceSaveInput>;

export const invoiceListInput = pagingInput.extend({
  kind: z.enum(invoiceKinds).optional(),
  keyword: z.string().trim().max(40).optional(),
  partnerId: idSchema.optional(),
  status: z.union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number)]).optional(),
  startDate: dateText.optional(),
  endDate: dateText.optional(),
});
export type InvoiceListInput = z.infer<typeof invoiceListInput>;

export const invoiceIdInput = z.object({ id: idSchema });

/** unInvoice/facPrdOrder: what is not yet invoiced, per bill (its amount − invoiced). */
export const uninvoicedInput = pagingInput.extend({
  kind: z.enum(invoiceKinds).default('ISSUED'),
  partnerType: z.enum(partnerTypes).optional(),
  partnerId: idSchema.optional(),
  keyword: z.string().trim().max(40).optional(),
});
export type UninvoicedInput = z.infer<typeof uninvoicedInput>;

/** updateOrderStatus: a bill's invoicing marked done (no more invoice expected) or open again. */
export const invoiceOrderStatusInput = z.object({
  billType: z.string().trim().min(1).max(40),
  billId: idSchema,
  isDone: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]),
});

export interface InvoiceLineView {
  id: string;
  billType: string;
  billId: string;
  billNo: string;
  quantity: string | null;
  excludingTaxPrice: string;
  taxAmount: string;
  includingTaxPrice: string;
}

export interface InvoiceRow {
  id: string;
  kind: InvoiceKind;
  invoiceNo: string;
  invoiceType: (typeof invoiceTypes)[number];
  partnerType: PartnerType | null;
  partnerId: string | null;
  partnerName: string | null;
  invoiceDate: string;
  excludingTaxTotal: string;
  taxTotal: string;
  priceTotal: string;
  remark: string | null;
  status: number;
  billNos: string;
  createdByName: string | null;
  createdAt: string;
}

export interface InvoiceView extends InvoiceRow {
  financeInvoiceDetails: InvoiceLineView[];
}

export interface UninvoicedRow {
  billType: string;
  billId: string;
  billNo: string;
  partnerType: PartnerType | null;
  partnerId: string | null;
  partnerName: string | null;
  amount: string;
  invoicedAmount: string;
  uninvoicedAmount: string;
  isDone: boolean;
}
