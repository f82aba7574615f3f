import { z } from 'zod';
import { idSchema } from '../platform/paging.js';
import type { PartnerType } from '../payables/partner-amount.js';

/**
 * The ledgers of the one balanced journal (issue 14 part 1). Every money event is an entry of lines whose debits
 * equal their credits; a line names one ledger and, where the ledger needs it, the partner, the cash or bank account,
 * the fee label and the open item (the bill owed) it belongs to.
 */
export const journalLedgers = [
  'AP',
  'AR',
  'PREPAID',
  'ADVANCE',
  'CASH',
  'INVENTORY',
  'PROCESSING_COST',
  'SALES',
  'FEE_EXPENSE',
  'FEE_INCOME',
  'ADJUSTMENT',
] as const;
export type JournalLedger = (typeof journalLedgers)[number];

/** debit: the balance grows with debits (what we own or are owed); credit: it grows with credits (what we owe). */
export type NormalSide = 'debit' | 'credit';

export const journalLedgerInfo: Record<JournalLedger, { zh: string; en: string; normal: NormalSide; partner: boolean }> = {
  AP: { zh: '应付账款', en: 'Accounts payable', normal: 'credit', partner: true },
  AR: { zh: '应收账款', en: 'Accounts receivable', normal: 'debit', partner: true },
  PREPAID: { zh: '预付款', en: 'Prepayments', normal: 'debit', partner: true },
  ADVANCE: { zh: '预收款', en: 'Advances received', normal: 'credit', partner: true },
  CASH: { zh: '资金账户', en: 'Cash and bank', normal: 'debit', partner: false },
  INVENTORY: { zh: '存货', en: 'Inventory', normal: 'debit', partner: false },
  PROCESSING_COST: { zh: '加工费', en: 'Processing cost', normal: 'debit', partner: false },
  SALES: { zh: '销售收入', en: 'Sales', normal: 'credit', partner: false },
  FEE_EXPENSE: { zh: '费用支出', en: 'Fee expense', normal: 'debit', partner: false },
  FEE_INCOME: { zh: '其他收入', en: 'Other income', normal: 'credit', partner: false },
  ADJUSTMENT: { zh: '调整', en: 'Adjustments', normal: 'debit', partner: false },
};

export const journalBySourceInput = z.object({ sourceType: z.string().trim().min(1).max(40), sourceId: idSchema });

export interface JournalLineView {
  id: string;
  ledger: JournalLedger;
  ledgerName: string;
  partnerType: PartnerType | null;
  partnerId: string | null;
  partnerName: string | null;
  accountId: string | null;
  labelId: string | null;
  itemType: string | null;
  itemId: string | null;
  itemNo: string | null;
  debit: string;
  credit: string;
}

export interface JournalEntryView {
  id: string;
  entryDate: string;
  reversesId: string | null;
  memo: string | null;
  lines: JournalLineView[];
}
