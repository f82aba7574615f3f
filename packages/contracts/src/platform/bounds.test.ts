import { describe, expect, it } from 'vitest';
import { columnInt, dateText, dateTimeFilter, isDateText, statusListInput, timestampMs, versionInput } from './bounds.js';

describe('column bounds', () => {
  it.each([
    ['smallint', 32767, true],
    ['smallint', 32768, false],
    ['integer', 2147483647, true],
    ['integer', 2 ** 53, false],
    ['integer', 1.5, false],
  ] as const)('%s holds %d: %s', (column, value, fits) => {
    expect(columnInt(column).safeParse(value).success).toBe(fits);
  });

  it('a version is a non-negative integer that fits its column', () => {
    expect(versionInput.parse('3')).toBe(3);
    expect(versionInput.safeParse(2 ** 53).success).toBe(false);
    expect(versionInput.safeParse(-1).success).toBe(false);
  });

  it('status lists take arrays or comma lists of known codes only', () => {
    expect(statusListInput.parse('0,2,7')).toEqual([0, 2, 7]);
    expect(statusListInput.parse([1, '2'])).toEqual([1, 2]);
    expect(statusListInput.safeParse('1,abc').success).toBe(false);
    expect(statusListInput.safeParse([99999]).success).toBe(false);
  });

  it('timestamps stay within what a Date can hold', () => {
    expect(timestampMs.safeParse(Date.now()).success).toBe(true);
    expect(timestampMs.safeParse(1e30).success).toBe(false);
  });
});

describe('dates that exist', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-02-30', false],
    ['2024-13-01', false],
    ["'; drop table x;--", false],
    ['0000-01-01', false],
  ])('%s: %s', (value, ok) => {
    expect(dateText.safeParse(value).success).toBe(ok);
  });

  it('a date-range bound may carry a time of day, and blank means none', () => {
    expect(isDateText('2024-01-01 23:59:59', true)).toBe(true);
    expect(isDateText('2024-01-01T08:00:00.123Z', true)).toBe(true);
    expect(isDateText('2024-01-01 24:00', true)).toBe(false);
    expect(isDateText('2024-01-01 08:00', false)).toBe(false);
    expect(dateTimeFilter.parse('')).toBeUndefined();
    expect(dateTimeFilter.safeParse('2024-02-30').success).toBe(false);
  });
});
