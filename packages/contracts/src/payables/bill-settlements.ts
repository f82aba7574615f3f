import { z } from 'zod';
import { idSchema } from '../platform/paging.js';
import type { NeedPayFigures, NeedPayLedger } from './need-pay.js';
import type { PartnerType } from './partner-amount.js';

/**
 * needPayNeedReceiveOrderApi/billSettlements: a bill's 财务收支 tab. The open items the bill posted (an arrival's
 * payable, a return's receivable), or, for a bill that posts none itself (a purchase is a commitment), those of the
 * bills made from it; each with what it came to, every settlement and what is open.
 */
export const billSettlementsInput = z.object({
  billType: z.string().trim().min(1, '请指定单据类型|billType is required').max(40),
  billId: idSchema,
});
export type BillSettlementsInput = z.infer<typeof billSettlementsInput>;

/** One posting that settles or changes an item: a payment (or refund), an offset, an adjustment, or a reversal of one. */
export interface BillSettlementRow {
  entryId: string;
  entryDate: string;
  kind: 'PAYMENT' | 'OFFSET' | 'ADJUSTMENT';
  /** The document that posted it (PAYMENT, NEED_PAY_HEDGING, NEED_PAY_ADJUST_ORDER, a refund ...). */
  sourceType: string;
  sourceId: string;
  sourceNo: string;
  /** What it settled on this item (payments, offsets: + settles; a reversal is negative). 0.00 on adjustments. */
  settled: string;
  /** Of `settled`, the part paid from the partner's prepaid balance (this item's share of the payment's use). */
  prepayUsed: string;
  /** Adjustments: signed, + adds to what is open. 0.00 otherwise. */
  adjusted: string;
  isReversal: boolean;
  isReversed: boolean;
}

export interface BillSettlementItem extends NeedPayFigures {
  /** journal_item id. */
  id: string;
  ledger: NeedPayLedger;
  itemType: string;
  itemId: string;
  itemNo: string;
  partnerType: PartnerType;
  partnerId: string;
  partnerName: string;
  firstDate: string | null;
  /** Of `paid`, how much came from prepaid balance. */
  prepayUsed: string;
  settlements: BillSettlementRow[];
}

export interface BillSettlementsView {
  billType: string;
  billId: string;
  /** True when the items are those of the bills made from this one (it posts none itself). */
  isDownstream: boolean;
  items: BillSettlementItem[];
  /** Per ledger: the items' figures summed. */
  totals: (NeedPayFigures & { ledger: NeedPayLedger; prepayUsed: string })[];
}
