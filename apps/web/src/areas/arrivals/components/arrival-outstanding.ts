import { dec } from '@gf/contracts';
import { trimZeros, type OpenPurchaseLine } from '../api/arrivals-api';
import type { LineDraft } from './ArrivalLinesTable';

/**
 * 采购未到 for a re-edited arrival's lines (a saved draft or rejected bill): the outstanding quantity (stock unit) of
 * each line's purchase line, or of its production-order split when it names one, as the new form shows it.
 * Such a bill was never posted, or its un-review took its quantity back (arrived quantities are booked on review only),
 * so purchasing's outstanding figure does not contain this arrival and is taken as it is. A purchase line that is no
 * longer open (arrived in full, marked 到齐, its bill closed) has nothing outstanding: '0'. Unplanned lines keep null.
 */
export function withOutstanding(
  lines: readonly LineDraft[],
  openLines: readonly Pick<OpenPurchaseLine, 'id' | 'outstandingQuantity'>[],
  openSplits: readonly { purchaseLineDemandId: string; outstandingQuantity: string }[],
): LineDraft[] {
  const byLine = new Map(openLines.map((l) => [l.id, l.outstandingQuantity]));
  const bySplit = new Map(openSplits.map((s) => [s.purchaseLineDemandId, s.outstandingQuantity]));
  return lines.map((l) => {
    if (!l.purchaseLineId) return l;
    const open = l.purchaseLineDemandId ? bySplit.get(l.purchaseLineDemandId) : byLine.get(l.purchaseLineId);
    return { ...l, outstanding: trimZeros(open ?? '0') };
  });
}

/** /materialAdd?purchaseBillId=: the bill's lines with something still to arrive (采购未到 > 0). */
export function openLinesOfBill<L extends Pick<OpenPurchaseLine, 'purchaseBillId' | 'outstandingQuantity'>>(
  lines: readonly L[],
  purchaseBillId: string,
): L[] {
  return lines.filter((l) => l.purchaseBillId === purchaseBillId && dec.cmp(l.outstandingQuantity, '0') > 0);
}
