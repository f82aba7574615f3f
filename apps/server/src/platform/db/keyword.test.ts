import { describe, expect, it } from 'vitest';
import { containsPattern, likeContains } from './keyword.js';

describe('containsPattern', () => {
  it.each([
    ['布', 'like'],
    ['全棉府绸 150', 'like'],
    ['123-45', 'like'],
    ['WL0123', 'ilike'],
    ['wl', 'ilike'],
    ['府绸A', 'ilike'],
    ['Ä', 'ilike'],
  ])('%s is matched with %s', (keyword, operator) => {
    expect(containsPattern(keyword)).toEqual({ operator, pattern: `%${keyword}%` });
  });
});

describe('likeContains', () => {
  it('takes %, _ and \\ in the keyword literally', () => {
    expect(likeContains('布')).toBe('%布%');
    expect(likeContains('50%')).toBe('%50\\%%');
    expect(likeContains('A_1')).toBe('%A\\_1%');
    expect(likeContains('a\\b')).toBe('%a\\\\b%');
  });
});
