import { describe, expect, it } from 'vitest';
import { generateBundles, piecesByColorSize, ticketNo } from './bundle-generator.js';

const fabrics = [
  { colorId: 'red', lot: 'R1', plies: 30 },
  { colorId: 'blue', lot: null, plies: 25 },
];
const ratios = [
  { sizeId: 'S', ratio: 1 },
  { sizeId: 'M', ratio: 2 },
  { sizeId: 'L', ratio: 0 },
];

describe('generateBundles', () => {
  it.each([undefined, null, 1, 7, 10, 30, 1000])('sums to plies × ratio for every colour and size (cap %s)', (cap) => {
    const sums = piecesByColorSize(generateBundles(fabrics, ratios, cap));
    for (const f of fabrics) for (const r of ratios) expect(sums.get(`${f.colorId}/${r.sizeId}`) ?? 0).toBe(f.plies * r.ratio);
  });

  it('gives one bundle per marker piece of a fabric row without a cap, in cutting order', () => {
    const bundles = generateBundles(fabrics, ratios);
    expect(bundles.map((b) => `${b.fabricIndex}${b.sizeId}${b.num}`)).toEqual(['0S30', '0M30', '0M30', '1S25', '1M25', '1M25']);
  });

  it('splits a stack into bundles of at most the cap, the remainder last', () => {
    const bundles = generateBundles([{ colorId: 'red', plies: 25 }], [{ sizeId: 'S', ratio: 1 }], 10);
    expect(bundles.map((b) => b.num)).toEqual([10, 10, 5]);
    expect(bundles.every((b) => b.num <= 10 && b.num > 0)).toBe(true);
  });

  it('gives nothing for a row without plies or a marker without ratios', () => {
    expect(generateBundles([{ colorId: 'red', plies: 0 }], ratios)).toEqual([]);
    expect(generateBundles(fabrics, [{ sizeId: 'S', ratio: 0 }])).toEqual([]);
  });
});

describe('ticketNo', () => {
  it('numbers order-lay-sequence', () => {
    expect(ticketNo('GD2611-001', '3', 12)).toBe('GD2611-001-3-12');
  });
  it('is unique within a lay for distinct sequences', () => {
    const nos = generateBundles(fabrics, ratios, 7).map((_, i) => ticketNo('M1', '1', i + 1));
    expect(new Set(nos).size).toBe(nos.length);
  });
});
