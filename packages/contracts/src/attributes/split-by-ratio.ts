/**
 * Splits a whole quantity across sizes by integer weights (码比), largest remainder first.
 * Each share is floor(total * w / sum); the pieces left over go one each to the largest
 * fractional parts, ties to the earlier size. Sums always equal the total; same input, same answer.
 */
export function splitByRatio(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be a whole number >= 0');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('weights must be whole numbers >= 0');
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum === 0) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('weights must not all be 0');
  }
  // Integer arithmetic only: quotient and remainder of total*w by sum (BigInt keeps large totals exact).
  const big = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = big.map((p) => Number(p / BigInt(sum)));
  const rests = big.map((p, i) => ({ i, rest: p % BigInt(sum) }));
  let left = total - shares.reduce((a, s) => a + s, 0);
  rests.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of rests) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
