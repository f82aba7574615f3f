import { Dec } from '@gf/contracts';

type Refusal = { field: 'shrinkBefore' | 'shrinkAfter'; error: { zh: string; en: string } };

/** The stored rate is numeric(10, 4): a rate below this means a length that grew a million-fold (a typing error). */
const LOWEST_RATE = Dec.of('-999999.9999');

/**
 * Shrinkage rate of a shrink test (缩布): (before − after) / before, rounded half-up to 4 decimals
 * (0.0350 = 3.50 %). A length that grew gives a negative rate: that is allowed (some fabrics do grow; the dialog
 * warns and asks first). Refused, because impossible: a length before or after of 0 (no fabric; the rate is
 * undefined or 100 %), and a rate beyond what the column holds. Exact decimals, never floats.
 */
export function shrinkageRate(before: string, after: string): { rate: string } | Refusal {
  const b = Dec.of(before);
  const a = Dec.of(after);
  if (b.lte(0))
    return { field: 'shrinkBefore', error: { zh: '缩前长度须大于 0', en: 'the length before must be greater than 0' } };
  if (a.lte(0)) return { field: 'shrinkAfter', error: { zh: '缩后长度须大于 0', en: 'the length after must be greater than 0' } };
  const rate = b.minus(a).div(b, 4);
  if (rate.lt(LOWEST_RATE))
    return {
      field: 'shrinkAfter',
      error: { zh: '缩后长度不可能是缩前的百万倍以上', en: 'the length after cannot be a million times the length before' },
    };
  return { rate: rate.toFixed(4) };
}
