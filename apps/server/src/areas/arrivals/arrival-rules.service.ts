import { arrivalLineFigures } from '@gf/contracts';
import { Dec } from '@gf/contracts';

/**
 * Pure rules of an arrival line and bill (no I/O), unit-tested in arrival-rules.test.ts.
 * Quantities: purchase unit × conversion rate = stock unit, 4 decimals; money 2 decimals; prices 4 decimals.
 */

/** The line's figures: one rule with the arrival form (contracts' arrivalLineFigures). */
export const lineFigures = arrivalLineFigures;

/** The ledger's cost per stock unit: amount ÷ stock quantity (4 dp), 0 for a zero quantity. */
export function stockUnitPrice(amount: string, stockQuantity: string): string {
  const q = Dec.of(stockQuantity);
  return q.isZero() ? '0' : Dec.of(amount).div(q, 4).toFixed();
}

export interface LimitLine {
  /** 1-based line number as the user sees it. */
  lineNo: number;
  label: string;
  /** The purchase line's total (stock unit). */
  purchased: string;
  /** Received by other reviewed arrivals before this one (stock unit). */
  arrivedBefore: string;
  /** This arrival (stock unit). */
  arriving: string;
  /** 是否到齐: this arrival closes the purchase line, so a shortfall must stay within the short limit. */
  isArriveComplete: boolean;
}

export interface Limits {
  /** Percent of the purchased quantity; null = no limit. */
  overDeliveryLimit: string | null;
  lackDeliveryLimit: string | null;
}

export interface LimitBreach {
  kind: 'OVER' | 'LACK';
  lineNo: number;
  label: string;
  limit: string;
  /** The most (OVER) or least (LACK) the line may have received in total. */
  bound: string;
  total: string;
}

/**
 * Over and short delivery limits (materialArriveLimitConfig), checked at submit. Over: the line's total received
 * may not exceed purchased × (1 + over %). Short: a line marked 到齐 must have received at least purchased × (1 − lack %).
 * Answers the first breach in line order, or null.
 */
export function findLimitBreach(lines: readonly LimitLine[], limits: Limits): LimitBreach | null {
  for (const l of lines) {
    const purchased = Dec.of(l.purchased);
    const total = Dec.of(l.arrivedBefore).plus(l.arriving);
    if (limits.overDeliveryLimit !== null) {
      const bound = purchased.times(Dec.of(limits.overDeliveryLimit).div(100).plus(1)).round(4);
      if (total.gt(bound))
        return {
          kind: 'OVER',
          lineNo: l.lineNo,
          label: l.label,
          limit: Dec.of(limits.overDeliveryLimit).toFixed(),
          bound: bound.toFixed(),
          total: total.toFixed(),
        };
    }
    if (limits.lackDeliveryLimit !== null && l.isArriveComplete) {
      const bound = purchased.times(Dec.of(1).minus(Dec.of(limits.lackDeliveryLimit).div(100))).round(4);
      if (total.lt(bound))
        return {
          kind: 'LACK',
          lineNo: l.lineNo,
          label: l.label,
          limit: Dec.of(limits.lackDeliveryLimit).toFixed(),
          bound: bound.toFixed(),
          total: total.toFixed(),
        };
    }
  }
  return null;
}

/** The payable of a bill per tax rate (one partner_amount row each), zero groups dropped, amounts 2 dp. */
export function payableByTaxRate(
  lines: readonly { amount: string; taxRate: string | null }[],
): { taxRate: string | null; amount: string }[] {
  const groups = new Map<string, Dec>();
  for (const l of lines) {
    const key = l.taxRate === null ? '' : Dec.of(l.taxRate).toFixed();
    groups.set(key, (groups.get(key) ?? Dec.of(0)).plus(l.amount));
  }
  return [...groups]
    .filter(([, sum]) => !sum.isZero())
    .map(([key, sum]) => ({ taxRate: key === '' ? null : key, amount: sum.toFixed(2) }));
}

/** The bill's total amount (2 dp). */
export function billAmount(lines: readonly { amount: string }[]): string {
  return lines.reduce((s, l) => s.plus(l.amount), Dec.of(0)).toFixed(2);
}
