import { describe, expect, it } from 'vitest';
import { stockWarningInput } from './stock.js';

describe('stock warning limits compare exactly', () => {
  it.each([
    ['5', '1', false],
    ['1', '5', true],
    ['2.5', '2.5', true],
    // equal as JS floats, yet the minimum is above the maximum
    ['99999999999999.9999', '99999999999999.9998', false],
    ['99999999999999.9998', '99999999999999.9999', true],
  ])('min %s, max %s → accepted %s', (minQuantity, maxQuantity, ok) =>
    expect(stockWarningInput.safeParse({ ids: ['1'], minQuantity, maxQuantity }).success).toBe(ok),
  );
});
