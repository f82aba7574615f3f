import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RatioError, splitRowTotals, splitTotalByRatio } from './ratio.js';

const ratios = fc.array(fc.integer({ min: 0, max: 9999 }), { minLength: 1, maxLength: 12 }).filter((r) => r.some((w) => w > 0));
const total = fc.integer({ min: 0, max: 10_000_000 });
const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);

describe('fill by ratio, properties (fast-check)', () => {
  it('always sums exactly to the typed total', () => {
    fc.assert(
      fc.property(total, ratios, (t, r) => {
        expect(sum(splitTotalByRatio(t, r))).toBe(t);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives each size a whole share within one piece of its exact proportion', () => {
    fc.assert(
      fc.property(total, ratios, (t, r) => {
        const shares = splitTotalByRatio(t, r);
        const weight = sum(r);
        shares.forEach((s, i) => {
          expect(Number.isInteger(s)).toBe(true);
          // |s − t·r/Σr| < 1, compared in integers: |s·Σr − t·r| < Σr.
          const gap = BigInt(s) * BigInt(weight) - BigInt(t) * BigInt(r[i]!);
          expect(gap < 0n ? -gap : gap).toBeLessThan(BigInt(weight));
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a size of ratio 0 nothing and never a negative share', () => {
    fc.assert(
      fc.property(total, ratios, (t, r) => {
        splitTotalByRatio(t, r).forEach((s, i) => {
          expect(s).toBeGreaterThanOrEqual(0);
          if (r[i] === 0) expect(s).toBe(0);
        });
      }),
    );
  });

  it('is deterministic and never hands the largest share to a smaller ratio', () => {
    fc.assert(
      fc.property(total, ratios, (t, r) => {
        const shares = splitTotalByRatio(t, r);
        expect(splitTotalByRatio(t, r)).toEqual(shares);
        r.forEach((ri, i) => r.forEach((rj, j) => ri > rj && expect(shares[i]!).toBeGreaterThanOrEqual(shares[j]!)));
      }),
    );
  });

  it('splits every row of a matrix to its own typed total', () => {
    const rowTotals = fc.dictionary(fc.constantFrom('red', 'blue', 'black', 'white', 'navy'), fc.option(total, { nil: null }));
    fc.assert(
      fc.property(rowTotals, ratios, (totals, r) => {
        const split = splitRowTotals(totals, r);
        for (const [row, t] of Object.entries(totals)) {
          if (t === null) expect(split[row]).toBeUndefined();
          else expect(sum(split[row]!)).toBe(t);
        }
      }),
    );
  });

  it('refuses, never rounds, a total that is not a whole number', () => {
    const notWhole = fc.double({ min: 0.01, max: 1e6, noNaN: true }).filter((d) => !Number.isInteger(d));
    fc.assert(
      fc.property(notWhole, ratios, (t, r) => {
        expect(() => splitTotalByRatio(t, r)).toThrow(RatioError);
      }),
    );
  });

  it('refuses ratios that are all 0', () => {
    fc.assert(
      fc.property(total, fc.integer({ min: 1, max: 12 }), (t, n) => {
        expect(() => splitTotalByRatio(t, Array<number>(n).fill(0))).toThrow(RatioError);
      }),
    );
  });
});
