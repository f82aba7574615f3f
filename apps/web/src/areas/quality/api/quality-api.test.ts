import { describe, expect, it } from 'vitest';
import { ratePercent, trimZeros } from './quality-api';

describe('ratePercent', () => {
  it.each([
    ['0.0350', '3.50%'],
    ['0.3333', '33.33%'],
    ['1.0000', '100.00%'],
    ['0.0000', '0.00%'],
    ['-0.0100', '-1.00%'],
    ['0.0005', '0.05%'],
  ])('%s → %s', (rate, shown) => expect(ratePercent(rate)).toBe(shown));
  it('blank stays blank', () => expect(ratePercent(null)).toBeNull());
  it('trims numeric padding', () =>
    expect([trimZeros('118.5000'), trimZeros('120.0000'), trimZeros('7')]).toEqual(['118.5', '120', '7']));
});
