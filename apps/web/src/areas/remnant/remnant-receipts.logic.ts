import { dec, isDecimalString, type RemnantFactoryReceiptRow } from '@gf/contracts';

/** What the put-away form shows and checks per SKU against the processing factory (已送料, 已余料入库). */
export interface SkuReceipt {
  delivered: string;
  returned: string;
  /** 已送料 − 已余料入库 (may be below 0 when the factory already returned more). */
  open: string;
  /** 合计入库 of this bill's lines of the SKU (quantities still being typed count as 0). */
  entered: string;
  /** The bill takes more back than the factory still holds of what it was sent. */
  over: boolean;
}

const typed = (q: string) => (isDecimalString(q.trim(), 4, 14) ? q.trim() : '0');

/** Per SKU of the lines: the factory's receipts, this bill's total and whether it exceeds 已送料 − 已余料入库. */
export function receiptsBySku(
  lines: readonly { materialsSkuId: string; quantity: string }[],
  rows: readonly RemnantFactoryReceiptRow[],
): Map<string, SkuReceipt> {
  const out = new Map<string, SkuReceipt>();
  for (const r of rows) {
    const entered = dec.sum(lines.filter((l) => l.materialsSkuId === r.materialsSkuId).map((l) => typed(l.quantity)));
    const open = dec.sub(r.delivered, r.returned);
    out.set(r.materialsSkuId, { delivered: r.delivered, returned: r.returned, open, entered, over: dec.cmp(entered, open) > 0 });
  }
  return out;
}
