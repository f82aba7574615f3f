import { Dec } from '@gf/contracts';

/**
 * Pure rules of returns, on exact decimals (contracts' Dec; strings in and out, half-up rounding as the
 * reference rounds).
 */
const d = (v: string | null | undefined) => Dec.of(v && v.trim() ? v : '0');
const text = (v: Dec, scale: number) => v.round(scale).toFixed();

/** 本次退料 (stock unit) = 退料数 (purchase unit) × 退料转化率, 4 decimals. */
export function returnStockQuantity(quantity: string, conversionRate: string): string {
  return text(d(quantity).times(d(conversionRate)), 4);
}

/** 退料金额 = 退料数 × 退料单价 (per purchase unit), 2 decimals. */
export function returnLineAmount(quantity: string, unitPrice: string | null | undefined): string {
  return text(d(quantity).times(d(unitPrice)), 2);
}

/** Σ of amounts, 2 decimals. */
export function sumAmounts(amounts: readonly string[]): string {
  return text(
    amounts.reduce((s, a) => s.plus(d(a)), Dec.of(0)),
    2,
  );
}

/** 结欠 = 应收退款 − 已收款, shown with 2 decimals. */
export function returnBalance(amount: string, collected: string): string {
  return d(amount).minus(d(collected)).toFixed(2);
}

/** A money figure as shown (2 decimals). */
export function money(value: string | null | undefined): string {
  return d(value).toFixed(2);
}

/** The stock movement of a return line: out (negative), and its price per stock unit (4 decimals). */
export function returnMovement(
  stockQuantity: string,
  unitPrice: string,
  conversionRate: string,
): { quantity: string; price: string } {
  const rate = d(conversionRate);
  return { quantity: text(d(stockQuantity).neg(), 4), price: rate.isZero() ? '0' : text(d(unitPrice).div(rate), 4) };
}

/** Amounts grouped by tax rate ('' = none), for one receivable entry per rate. */
export function amountsByTaxRate(lines: readonly { amount: string; taxRate: string | null }[]): Map<string, string> {
  const out = new Map<string, Dec>();
  for (const l of lines) {
    const key = l.taxRate === null ? '' : Dec.of(l.taxRate).toFixed();
    out.set(key, (out.get(key) ?? Dec.of(0)).plus(d(l.amount)));
  }
  return new Map([...out].map(([k, v]) => [k, text(v, 2)]));
}

/** Compare two decimal strings. */
export const cmpDecimal = (a: string, b: string): number => d(a).cmp(d(b));
export const isZeroDecimal = (a: string | null | undefined): boolean => d(a).isZero();
export const negate = (a: string, scale: number): string => text(d(a).neg(), scale);

export interface ArrivalLimitLine {
  /** Index of the line in the bill (named in the refusal). */
  index: number;
  arriveLineId: string;
  stockQuantity: string;
}

export interface ArrivalLimitExcess {
  index: number;
  arriveLineId: string;
  arrived: string;
  returnedBefore: string;
  requested: string;
  returnable: string;
}

/**
 * A return by arrival cannot take more than the arrival line received minus what earlier reviewed returns
 * took. Lines of one bill on the same arrival line count together; the first line crossing the limit is reported.
 */
export function findArrivalExcess(
  lines: readonly ArrivalLimitLine[],
  arrived: ReadonlyMap<string, string>,
  returnedBefore: ReadonlyMap<string, string>,
): ArrivalLimitExcess | null {
  const taken = new Map<string, Dec>();
  for (const line of lines) {
    const total = (taken.get(line.arriveLineId) ?? Dec.of(0)).plus(d(line.stockQuantity));
    taken.set(line.arriveLineId, total);
    const got = d(arrived.get(line.arriveLineId));
    const before = d(returnedBefore.get(line.arriveLineId));
    const returnable = Dec.max(got.minus(before), 0);
    if (total.gt(returnable))
      return {
        index: line.index,
        arriveLineId: line.arriveLineId,
        arrived: got.toFixed(),
        returnedBefore: before.toFixed(),
        requested: total.toFixed(),
        returnable: returnable.toFixed(),
      };
  }
  return null;
}

/** What an arrival line can still return: received − returned, never below 0 (4 decimals). */
export function returnableOf(arrived: string, returned: string): string {
  return text(Dec.max(d(arrived).minus(d(returned)), 0), 4);
}
