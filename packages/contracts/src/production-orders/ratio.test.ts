import { describe, expect, it } from 'vitest';
import { RatioError, ratioProblem, ratiosForSizes, splitByRatioGroup, splitRowTotals, splitTotalByRatio } from './ratio.js';

describe('splitTotalByRatio (按码比填数)', () => {
  it.each([
    // total, ratios, shares
    [12, [1, 2, 2, 1], [2, 4, 4, 2]],
    [10, [1, 2, 2, 1], [2, 3, 3, 2]],
    [11, [1, 2, 2, 1], [2, 4, 3, 2]],
    [7, [1, 1, 1], [3, 2, 2]],
    [100, [3, 3, 3], [34, 33, 33]],
    [1, [1, 2, 2, 1], [0, 1, 0, 0]],
    [5, [0, 1, 0], [0, 5, 0]],
    [0, [1, 2, 3], [0, 0, 0]],
    [1000, [1, 2, 3, 3, 2, 1], [83, 167, 250, 250, 167, 83]],
  ])('splits %i by %j into %j', (total, ratios, shares) => {
    expect(splitTotalByRatio(total, ratios)).toEqual(shares);
  });

  it('breaks ties by size order and answers the same every time', () => {
    // 2 pieces over 4 equal sizes: remainders tie, the first two sizes take them.
    expect(splitTotalByRatio(2, [1, 1, 1, 1])).toEqual([1, 1, 0, 0]);
    expect(splitTotalByRatio(2, [1, 1, 1, 1])).toEqual([1, 1, 0, 0]);
  });

  it.each([
    [1.5, [1, 1], 'totalNotWhole'],
    [-1, [1, 1], 'totalNotWhole'],
    [Number.NaN, [1], 'totalNotWhole'],
    [2 ** 60, [1], 'totalNotWhole'],
    [10, [1, 0.5], 'ratioNotWhole'],
    [10, [1, -1], 'ratioNotWhole'],
    [10, [0, 0, 0], 'allRatiosZero'],
    [0, [0, 0], 'allRatiosZero'],
    [10, [], 'allRatiosZero'],
  ])('refuses total %s with ratios %j (%s)', (total, ratios, problem) => {
    expect(ratioProblem(total, ratios)).toBe(problem);
    const thrown = (() => {
      try {
        splitTotalByRatio(total, ratios);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(RatioError);
    expect(thrown).toBeInstanceOf(RangeError);
    expect((thrown as RatioError).problem).toBe(problem);
    expect((thrown as RatioError).message).toMatch(/\|/);
  });

  it('has no problem with a fine split', () => {
    expect(ratioProblem(0, [0, 1])).toBeNull();
  });
});

describe('码比 groups', () => {
  const group = [
    { sizeId: 'm', ratio: 2 },
    { sizeId: 's', ratio: 1 },
    { sizeId: 'xl', ratio: 1 },
  ];

  it('lines a group up with the style sizes, 0 for a size it does not name', () => {
    expect(ratiosForSizes(group, ['s', 'm', 'l', 'xl'])).toEqual([1, 2, 0, 1]);
  });

  it('splits a total by a group into size id -> pieces', () => {
    expect(splitByRatioGroup(9, group, ['s', 'm', 'l', 'xl'])).toEqual({ s: 2, m: 5, l: 0, xl: 2 });
  });

  it('refuses a group that weighs none of the style sizes', () => {
    expect(() => splitByRatioGroup(9, group, ['xs', 'xxl'])).toThrow(RatioError);
  });
});

describe('splitRowTotals', () => {
  it('splits each typed row total and leaves blank rows out', () => {
    expect(splitRowTotals({ red: 12, blue: null, black: 7 }, [1, 2, 2, 1])).toEqual({
      red: [2, 4, 4, 2],
      black: [1, 3, 2, 1],
    });
  });

  it('refuses all rows when one total is not whole', () => {
    expect(() => splitRowTotals({ red: 12, blue: 2.5 }, [1, 1])).toThrow(
      expect.objectContaining({ problem: 'totalNotWhole' }) as Error,
    );
  });
});
