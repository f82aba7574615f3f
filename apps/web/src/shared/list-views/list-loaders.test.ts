import { describe, expect, it } from 'vitest';
import { splitNumbers } from './list-loaders';

describe('splitNumbers', () => {
  it('splits on commas (either width) and spaces, dropping blanks', () => {
    expect(splitNumbers('SC1, SC2，SC3  SC4')).toEqual(['SC1', 'SC2', 'SC3', 'SC4']);
    expect(splitNumbers(['A', 'B'])).toEqual(['A', 'B']);
  });
  it('answers undefined for nothing typed', () => {
    expect(splitNumbers('  ,， ')).toBeUndefined();
    expect(splitNumbers(undefined)).toBeUndefined();
  });
});
