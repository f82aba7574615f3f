import { describe, expect, it } from 'vitest';
import { planSkuChanges, skuCombinations } from './sku-combinations.js';

describe('skuCombinations', () => {
  it('is colours × sizes, colour-major, without lengths', () => {
    expect(skuCombinations(['c1', 'c2'], ['s1', 's2', 's3'], [])).toEqual([
      { colorId: 'c1', sizeId: 's1', standardId: null },
      { colorId: 'c1', sizeId: 's2', standardId: null },
      { colorId: 'c1', sizeId: 's3', standardId: null },
      { colorId: 'c2', sizeId: 's1', standardId: null },
      { colorId: 'c2', sizeId: 's2', standardId: null },
      { colorId: 'c2', sizeId: 's3', standardId: null },
    ]);
  });
  it('multiplies by the standard lengths when there are some', () => {
    const all = skuCombinations(['c1', 'c2', 'c3', 'c4', 'c5'], ['1', '2', '3', '4', '5', '6'], ['L1', 'L2']);
    expect(all).toHaveLength(60);
    expect(all[1]).toEqual({ colorId: 'c1', sizeId: '1', standardId: 'L2' });
  });
  it('is empty when a dimension is empty', () => {
    expect(skuCombinations([], ['s1'], [])).toEqual([]);
    expect(skuCombinations(['c1'], [], ['L1'])).toEqual([]);
  });
});

describe('planSkuChanges', () => {
  const row = (id: string, colorId: string, sizeId: string, standardId: string | null = null) => ({
    id,
    colorId,
    sizeId,
    standardId,
  });
  it('adds the missing, removes the unused and keeps the ids of the rest', () => {
    const existing = [row('1', 'red', 'S'), row('2', 'red', 'M'), row('3', 'blue', 'S'), row('4', 'blue', 'M')];
    const plan = planSkuChanges(existing, skuCombinations(['red', 'green'], ['M', 'L'], []));
    expect(plan.keep.map((k) => k.id)).toEqual(['2']);
    expect(plan.remove.map((k) => k.id)).toEqual(['1', '3', '4']);
    expect(plan.add).toEqual([
      { colorId: 'red', sizeId: 'L', standardId: null },
      { colorId: 'green', sizeId: 'M', standardId: null },
      { colorId: 'green', sizeId: 'L', standardId: null },
    ]);
  });
  it('treats adding standard lengths as new SKUs (a length-less SKU is not a length SKU)', () => {
    const plan = planSkuChanges([row('1', 'red', 'S')], skuCombinations(['red'], ['S'], ['L1']));
    expect(plan.remove.map((r) => r.id)).toEqual(['1']);
    expect(plan.add).toEqual([{ colorId: 'red', sizeId: 'S', standardId: 'L1' }]);
  });
  it('changes nothing when the selection is the same', () => {
    const existing = [row('1', 'red', 'S', 'L1')];
    expect(planSkuChanges(existing, skuCombinations(['red'], ['S'], ['L1']))).toEqual({ add: [], remove: [], keep: existing });
  });
});
