import { z } from 'zod';
import type { JournalLedger } from '../journal/journal.js';
import type { PartnerType } from '../payables/partner-amount.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/** The ledgers a month close carries balances of: per partner (AP, AR, PREPAID, ADVANCE) and per account (CASH). */
export const periodLedgers = ['AP', 'AR', 'PREPAID', 'ADVANCE', 'CASH'] as const satisfies readonly JournalLedger[];
export type PeriodLedger = (typeof periodLedgers)[number];

const monthText = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '请输入正确的月份 YYYY-MM|must be a month YYYY-MM');

/** balance/createBalance: close one month of the factory's books (the month after the latest closed one). */
export const createFinancePeriodInput = z.object({ month: monthText, remark: optionalText(200) });
export type CreateFinancePeriodInput = z.infer<typeof createFinancePeriodInput>;

export const financePeriodListInput = pagingInput.extend({ status: z.enum(['CLOSED', 'UNDONE']).optional() });
export type FinancePeriodListInput = z.infer<typeof financePeriodListInput>;

export const financePeriodIdInput = z.object({ id: idSchema });

/** balance/detail: one month's balances, optionally one ledger, one partner type or a partner / account name. */
export const financePeriodDetailInput = z.object({
  id: idSchema,
  ledger: z.enum(periodLedgers).optional(),
  partnerType: z.enum(['SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER']).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type FinancePeriodDetailInput = z.infer<typeof financePeriodDetailInput>;

/** Closing balance per ledger on its normal side (what is owed to / by partners, cash held). */
export type LedgerTotals = Record<PeriodLedger, string>;

export interface FinancePeriodRow {
  id: string;
  month: string;
  periodStart: string;
  periodEnd: string;
  status: 'CLOSED' | 'UNDONE';
  remark: string | null;
  createdByName: string;
  createdAt: string;
  undoneByName: string | null;
  undoneAt: string | null;
  /** Closing balances per ledger, summed over partners / accounts. */
  closing: LedgerTotals;
}

export interface FinancePeriodList {
  list: FinancePeriodRow[];
  totalCount: number;
  /** The date the books are closed up to (null: nothing closed). */
  closedUntil: string | null;
  /** The month the next close must be (null: any month that is over, none closed yet). */
  nextMonth: string | null;
}

export interface FinancePeriodLine {
  ledger: PeriodLedger;
  ledgerName: string;
  partnerType: PartnerType | null;
  partnerId: string | null;
  accountId: string | null;
  /** The partner's or the account's name (an unnamed account: null). */
  name: string | null;
  /** On the ledger's normal side. */
  opening: string;
  debit: string;
  credit: string;
  closing: string;
}

export interface FinancePeriodDetail extends FinancePeriodRow {
  lines: FinancePeriodLine[];
  /** Opening, debit, credit and closing summed per ledger over the lines shown. */
  totals: { ledger: PeriodLedger; opening: string; debit: string; credit: string; closing: string }[];
}
