import { describe, expect, it } from 'vitest';
import { resolveNegativeStock } from './storehouse.js';

const both = (material: boolean, goods: boolean) => ({ notAllowNegativeMaterial: material, notAllowNegativeGoods: goods });

describe('resolveNegativeStock', () => {
  it.each([
    ['a new storehouse without switches forbids both kinds', {}, null, both(true, true)],
    ['a new storehouse takes each kind as given', { notAllowNegativeMaterial: false }, null, both(false, true)],
    ['the single legacy switch sets both kinds', { notAllowNegative: false }, null, both(false, false)],
    [
      'a per-kind field beats the legacy switch',
      { notAllowNegative: false, notAllowNegativeGoods: true },
      null,
      both(false, true),
    ],
    ['an edit without switches keeps them', {}, both(false, true), both(false, true)],
    ['an edit changes only the kind it names', { notAllowNegativeGoods: false }, both(true, true), both(true, false)],
    ['an edit with the legacy switch sets both kinds', { notAllowNegative: true }, both(false, false), both(true, true)],
  ])('%s', (_name, input, current, expected) => {
    expect(resolveNegativeStock(input, current)).toEqual(expected);
  });
});
