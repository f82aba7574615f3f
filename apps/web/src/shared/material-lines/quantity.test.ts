import { describe, expect, it } from 'vitest';
import { remainingQuantity } from './quantity';

describe('remainingQuantity', () => {
  it.each([
    ['30', '12.5', '17.5'],
    ['30.0000', '0', '30'],
    ['0.3', '0.1', '0.2'],
    ['1.0001', '0.0001', '1'],
    ['20', '20', ''],
    ['5', '7.25', ''],
    ['12345678901234.5', '0.5', '12345678901234'],
  ])('%s − %s = %s', (a, b, want) => {
    expect(remainingQuantity(a, b)).toBe(want);
  });
});
