import { describe, expect, it } from 'vitest';
import { splitByRatio } from './split-by-ratio.js';

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);

describe('splitByRatio (largest remainder)', () => {
  it.each([
    [12, [1, 2, 2, 1], [2, 4, 4, 2]],
    [10, [1, 2, 2, 1], [2, 3, 3, 2]],
    [7, [1, 1, 1], [3, 2, 2]],
    [1, [1, 2, 2, 1], [0, 1, 0, 0]],
    [0, [1, 2, 3], [0, 0, 0]],
    [5, [0, 1, 0], [0, 5, 0]],
    [100, [3, 3, 3], [34, 33, 33]],
    [11, [1, 2, 2, 1], [2, 4, 3, 2]],
  ])('splits %i by %j into %j', (total, weights, expected) => {
    expect(splitByRatio(total, weights)).toEqual(expected);
  });

  it('always sums to the total and is deterministic', () => {
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 2000; run++) {
      const weights = Array.from({ length: 1 + rnd(8) }, () => rnd(10));
      if (sum(weights) === 0) weights[0] = 1;
      const total = rnd(100000);
      const shares = splitByRatio(total, weights);
      expect(sum(shares)).toBe(total);
      expect(shares.every((s, i) => s >= 0 && (weights[i] === 0 ? s === 0 : true))).toBe(true);
      expect(splitByRatio(total, weights)).toEqual(shares);
      // Each share is within one piece of its exact proportion.
      shares.forEach((s, i) => expect(Math.abs(s - (total * weights[i]!) / sum(weights))).toBeLessThan(1));
    }
  });

  it('stays exact for large totals', () => {
    const shares = splitByRatio(Number.MAX_SAFE_INTEGER, [9999, 1]);
    expect(shares.reduce((a, s) => a + BigInt(s), 0n)).toBe(BigInt(Number.MAX_SAFE_INTEGER));
  });

  it('refuses bad input', () => {
    expect(() => splitByRatio(-1, [1])).toThrow(RangeError);
    expect(() => splitByRatio(1.5, [1])).toThrow(RangeError);
    expect(() => splitByRatio(3, [1, -1])).toThrow(RangeError);
    expect(() => splitByRatio(3, [0, 0])).toThrow(RangeError);
    expect(splitByRatio(0, [0, 0])).toEqual([0, 0]);
  });
});
