import { describe, expect, it } from 'vitest';
import { isExpectBeforePurchase } from './purchase-dates.js';

describe('预计货期 against 采购日期', () => {
  it.each([
    ['2026-11-22', '2026-11-21', true],
    ['2026-11-22', '2025-12-31', true],
    ['2026-11-22', '2026-11-22', false],
    ['2026-11-22', '2026-12-01', false],
    ['2026-11-22', null, false],
    [null, '2026-11-21', false],
    ['2026-11-22', '', false],
  ])('purchased %s, expected %s: before %s', (purchased, expected, before) =>
    expect(isExpectBeforePurchase(purchased, expected)).toBe(before),
  );
});
