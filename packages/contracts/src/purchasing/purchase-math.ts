import { dec } from '../decimal/index.js';

// Purchase figures on the project's one decimal module (half-up, as the reference rounds).

/** 待采购 waiting = planned − reserved − purchased, never below 0. */
export function waitingQuantity(planned: string, reserved: string, purchased: string): string {
  return dec.max0(dec.sub(dec.sub(planned, reserved), purchased));
}

/** 合计采购 (stock unit) = quantity in purchase unit × conversion rate, 4 decimals. */
export function stockQuantity(quantity: string, conversionRate: string): string {
  return dec.mul(quantity, conversionRate, 4);
}

/**
 * A price per stock unit (the material's 参考价【元/库存单位】) as a price per purchase unit: one purchase unit is
 * `conversionRate` stock units, so its price is the stock-unit price × the rate, 4 decimals.
 */
export function purchaseUnitPrice(stockUnitPrice: string, conversionRate: string): string {
  return dec.mul(stockUnitPrice, conversionRate, 4);
}

/** 金额 = unit price × quantity, 2 decimals. */
export function lineAmount(unitPrice: string, quantity: string): string {
  return dec.mul(unitPrice, quantity, 2);
}

/**
 * Typing an amount back-computes the unit price (amount ÷ quantity, 4 decimals) or, without a quantity,
 * the quantity (amount ÷ price, 4 decimals). Null where neither can be computed.
 */
export function backCompute(
  amount: string,
  quantity: string | null | undefined,
  unitPrice: string | null | undefined,
): { unitPrice: string; quantity: string } | null {
  if (quantity && !dec.isZero(quantity)) {
    const price = dec.div(amount, quantity, 4);
    return price === null ? null : { unitPrice: price, quantity };
  }
  if (unitPrice && !dec.isZero(unitPrice)) {
    const q = dec.div(amount, unitPrice, 4);
    return q === null ? null : { unitPrice, quantity: q };
  }
  return null;
}

/**
 * The allocation rule (reference 06 §3): a total is poured into the demand lines from top to bottom, each
 * taking at most its waiting quantity; what is left over is the surplus, bought as an unplanned line.
 */
export function allocateTopDown<T extends { waiting: string }>(
  total: string,
  lines: readonly T[],
): { allocations: { line: T; quantity: string }[]; surplus: string } {
  let left = dec.norm(total);
  const allocations: { line: T; quantity: string }[] = [];
  for (const line of lines) {
    if (dec.cmp(left, '0') <= 0) break;
    const take = dec.min(left, dec.max0(line.waiting));
    if (dec.cmp(take, '0') > 0) {
      allocations.push({ line, quantity: dec.norm(take) });
      left = dec.sub(left, take);
    }
  }
  return { allocations, surplus: dec.max0(left) };
}
