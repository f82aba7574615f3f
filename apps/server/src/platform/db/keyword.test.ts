import { describe, expect, it } from 'vitest';
import { containsPattern } from './keyword.js';

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
