import { describe, expect, it } from 'vitest';
import { shrinkageRate } from './shrinkage.js';

describe('shrinkageRate = (before − after) / before, 4 decimals', () => {
  it.each([
    ['100', '96.5', '0.0350'],
    ['100', '100', '0.0000'],
    ['3', '2', '0.3333'],
    ['3', '1', '0.6667'],
    ['0.3', '0.2', '0.3333'],
    ['12.3456', '12', '0.0280'],
    ['100', '101', '-0.0100'],
    ['42', '78.4', '-0.8667'],
    ['1', '0.0001', '0.9999'],
  ])('before %s, after %s → %s', (before, after, rate) => {
    expect(shrinkageRate(before, after)).toEqual({ rate });
  });
  it('is exact where floats are not (0.1 + 0.2 kind of inputs)', () => {
    expect(shrinkageRate('0.3', '0.1')).toEqual({ rate: '0.6667' });
    expect(shrinkageRate('10000000000.0003', '9000000000.0001')).toEqual({ rate: '0.1000' });
  });
  it('refuses a length before of zero (naming the length before)', () => {
    expect(shrinkageRate('0', '0')).toMatchObject({ field: 'shrinkBefore' });
    expect(shrinkageRate('0', '5')).toMatchObject({ field: 'shrinkBefore' });
  });
  it('refuses a length after of zero: no fabric is left after a shrink test', () => {
    expect(shrinkageRate('1', '0')).toMatchObject({ field: 'shrinkAfter', error: { zh: '缩后长度须大于 0' } });
  });
  it('refuses a growth beyond what the stored rate holds, and keeps the largest that fits', () => {
    expect(shrinkageRate('0.0001', '99999999999999')).toMatchObject({ field: 'shrinkAfter' });
    expect(shrinkageRate('1', '1000000')).toEqual({ rate: '-999999.0000' });
  });
});
