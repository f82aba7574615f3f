import { z } from 'zod';
import type { JournalLedger } from '../journal/journal.js';
import { dateText } from '../platform/bounds.js';
import { idSchema, pagingInput } from '../platform/paging.js';

/** The partners a statement is kept with: suppliers and processing factories (finance/statement/.../{type}). */
export const statementPartnerTypes = ['SUPPLIER', 'OUTSIDE_FACTORY'] as const;
export type StatementPartnerType = (typeof statementPartnerTypes)[number];

/** A statement period: opening = everything dated before `startDate`; lines up to `endDate` (both optional). */
const period = {
  startDate: dateText.optional(),
  endDate: dateText.optional(),
};
const periodOrder = (v: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !v.startDate || !v.endDate || v.endDate >= v.startDate;
const periodMessage = { path: ['endDate'], message: '结束日期不能早于开始日期|must not be before the start date' };

/** The statement list: per partner opening, increases, decreases and closing over the period. */
export const statementListInput = pagingInput
  .extend({
    ...period,
    keyword: z.string().trim().max(50).optional(),
    partnerIds: z.array(idSchema).max(500).optional(),
    /** Only partners whose closing balance is not zero. */
    debt: z.boolean().optional(),
  })
  .refine(periodOrder, periodMessage);
export type StatementListInput = z.infer<typeof statementListInput>;

/** One partner's statement line by line with the running balance. */
export const statementDetailInput = pagingInput.extend({ ...period, partnerId: idSchema }).refine(periodOrder, periodMessage);
export type StatementDetailInput = z.infer<typeof statementDetailInput>;

/** Balances are what the factory owes the partner (Σ credit − Σ debit over its AP, AR, PREPAID, ADVANCE lines). */
export interface StatementFigures {
  opening: string;
  /** What the factory came to owe in the period (credits: arrivals, processing reports …). */
  increase: string;
  /** What it paid or was credited (debits: payments, returns, prepayments …). */
  decrease: string;
  closing: string;
}

export interface StatementRow extends StatementFigures {
  partnerType: StatementPartnerType;
  partnerId: string;
  partnerName: string;
}

export interface StatementList {
  list: StatementRow[];
  totalCount: number;
  totals: StatementFigures;
}

export interface StatementLine {
  lineId: string;
  entryId: string;
  entryDate: string;
  /** The source document (drill-down): its type, id and number. */
  sourceType: string;
  sourceId: string;
  sourceNo: string;
  /** The bill the line is owed on (open item), when it has one. */
  itemType: string | null;
  itemId: string | null;
  itemNo: string | null;
  ledger: JournalLedger;
  ledgerName: string;
  memo: string | null;
  increase: string;
  decrease: string;
  /** Running balance after this line (opening + every line up to it). */
  balance: string;
}

export interface StatementDetail extends StatementFigures {
  partnerType: StatementPartnerType;
  partnerId: string;
  partnerName: string;
  list: StatementLine[];
  totalCount: number;
}

/** The aged report: what is open per partner by the age of its open items (days from the item's date to `asOf`). */
export const agedReportInput = z.object({
  asOf: dateText.optional(),
  partnerType: z.enum(['SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER']).optional(),
  direction: z.enum(['PAYABLE', 'RECEIVABLE']).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type AgedReportInput = z.infer<typeof agedReportInput>;

export const agedBuckets = ['current', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const;
export type AgedBucket = (typeof agedBuckets)[number];
export type AgedFigures = Record<AgedBucket | 'total', string>;

export interface AgedRow extends AgedFigures {
  partnerType: 'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER';
  partnerId: string;
  partnerName: string;
  /** PAYABLE: open on AP (we owe); RECEIVABLE: open on AR (owed to us). */
  direction: 'PAYABLE' | 'RECEIVABLE';
  items: number;
}

export interface AgedReport {
  asOf: string;
  list: AgedRow[];
  totals: { direction: 'PAYABLE' | 'RECEIVABLE'; figures: AgedFigures }[];
}
