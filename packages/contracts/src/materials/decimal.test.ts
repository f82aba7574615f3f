import { describe, expect, it } from 'vitest';
import { decimalString, isDecimalString, isZeroDecimal, optionalDecimal } from './decimal.js';

describe('isDecimalString', () => {
  it.each([
    ['0', true],
    ['12', true],
    ['12.3456', true],
    ['0.5', true],
    ['12.34567', false],
    ['012', false],
    ['1.', false],
    ['.5', false],
    ['-1', false],
    ['1e3', false],
    ['', false],
    ['1,5', false],
  ])('%s -> %s (scale 4)', (v, ok) => {
    expect(isDecimalString(v, 4)).toBe(ok);
  });
  it('accepts a sign only when allowed, and limits integer digits', () => {
    expect(isDecimalString('-1.5', 2, 12, true)).toBe(true);
    expect(isDecimalString('1234', 0, 3)).toBe(false);
  });
  it('knows zero', () => {
    expect(['0', '0.0', '0.0000'].every(isZeroDecimal)).toBe(true);
    expect(isZeroDecimal('0.0001')).toBe(false);
  });
});

describe('decimal schemas', () => {
  const rate = decimalString({ scale: 4, positive: true });
  const loss = optionalDecimal({ scale: 2, maxInt: 100 });
  it('keeps the exact string', () => {
    expect(rate.parse('50.1234')).toBe('50.1234');
    expect(rate.parse(' 1 ')).toBe('1');
  });
  it('refuses zero for a positive rate, too many decimals and numbers', () => {
    expect(rate.safeParse('0.0000').success).toBe(false);
    expect(rate.safeParse('1.00001').success).toBe(false);
    expect(rate.safeParse(1.5).success).toBe(false);
  });
  it('bounds and blanks', () => {
    expect(loss.parse('100')).toBe('100');
    expect(loss.parse('100.00')).toBe('100.00');
    expect(loss.safeParse('100.01').success).toBe(false);
    expect(loss.parse('')).toBeNull();
    expect(loss.parse(undefined)).toBeNull();
    expect(loss.parse(null)).toBeNull();
  });
});
