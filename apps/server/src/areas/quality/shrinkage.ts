import Decimal from 'decimal.js';

/**
 * Shrinkage rate of a shrink test (缩布): (before − after) / before, rounded half-up to 4 decimals
 * (0.0350 = 3.50 %). A length that grew gives a negative rate. Exact decimals, never floats.
 * Answers an error text for a length before of zero (the rate is undefined).
 */
export function shrinkageRate(before: string, after: string): { rate: string } | { error: { zh: string; en: string } } {
  const b = new Decimal(before);
  if (b.lte(0)) return { error: { zh: '缩前长度须大于 0', en: 'the length before must be greater than 0' } };
  const rate = b.minus(new Decimal(after)).div(b).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  return { rate: rate.toFixed(4) };
}
