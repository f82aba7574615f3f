import { describe, expect, it } from 'vitest';
import { explodeRows, rowServes, type ExplosionRow, type ExplosionSku } from './bom-explosion.service.js';

const row = (over: Partial<ExplosionRow>): ExplosionRow => ({
  id: 'r1',
  materialSkuId: 'm1',
  singleDosage: '1',
  lossRate: '0',
  colorIds: null,
  sizeIds: null,
  standardIds: null,
  sizeDosages: {},
  colorMap: {},
  ...over,
});

// A style in red / blue, sizes S M L XL, no lengths.
const skus = new Map<string, ExplosionSku>();
for (const c of ['red', 'blue'])
  for (const s of ['S', 'M', 'L', 'XL']) skus.set(`${c}-${s}`, { colorId: c, sizeId: s, standardId: null });

describe('explodeRows', () => {
  it('maps the fabric per garment colour, takes the size override and adds the loss once', () => {
    const fabric = row({
      id: 'fabric',
      materialSkuId: 'fabric-red',
      singleDosage: '1.2',
      lossRate: '3',
      sizeDosages: { L: '1.5', XL: '1.5' },
      colorMap: { blue: 'fabric-blue' },
    });
    const trim = row({ id: 'trim', materialSkuId: 'button', singleDosage: '6', lossRate: '3' });
    const lines = [
      { goodsSkuId: 'red-S', quantity: '10' },
      { goodsSkuId: 'red-L', quantity: '20' },
      { goodsSkuId: 'blue-M', quantity: '5' },
      { goodsSkuId: 'blue-XL', quantity: '7' },
    ];
    expect(explodeRows([fabric, trim], skus, lines)).toEqual([
      // red: (10 × 1.2 + 20 × 1.5) × 1.03 = 42 × 1.03 = 43.26
      { materialSkuId: 'fabric-red', quantity: '43.26', goodsQuantity: '30', bomRowIds: ['fabric'] },
      // blue: (5 × 1.2 + 7 × 1.5) × 1.03 = 16.5 × 1.03 = 16.995
      { materialSkuId: 'fabric-blue', quantity: '16.995', goodsQuantity: '12', bomRowIds: ['fabric'] },
      // 42 pieces × 6 × 1.03 = 259.56
      { materialSkuId: 'button', quantity: '259.56', goodsQuantity: '42', bomRowIds: ['trim'] },
    ]);
  });

  it('rounds once per material SKU, not per goods SKU', () => {
    // 3 SKUs × 1 × 0.00005 each: per-SKU rounding to 4 places would give 0.0003 (0.0001 each); once gives 0.0002.
    const r = row({ singleDosage: '0.0001', lossRate: '50' });
    const lines = ['red-S', 'red-M', 'red-L'].map((goodsSkuId) => ({ goodsSkuId, quantity: '1' }));
    // each: 1 × 0.0001 × 1.5 = 0.00015; sum 0.00045 -> 0.0005 (half-up)
    expect(explodeRows([r], skus, lines)[0]?.quantity).toBe('0.0005');
    expect(explodeRows([r], skus, lines, () => 6)[0]?.quantity).toBe('0.00045');
  });

  it('applies the colour, size and length filters, and counts goods once per material SKU', () => {
    const a = row({ id: 'a', colorIds: ['red'], sizeIds: ['S', 'M'] });
    const b = row({ id: 'b', sizeIds: ['M'] });
    const c = row({ id: 'c', materialSkuId: 'm2', standardIds: ['long'] });
    const lines = [
      { goodsSkuId: 'red-S', quantity: '2' },
      { goodsSkuId: 'red-M', quantity: '3' },
      { goodsSkuId: 'blue-M', quantity: '4' },
      { goodsSkuId: 'red-M', quantity: '1' },
    ];
    // a: red-S 2 + red-M 4 = 6; b: red-M 4 + blue-M 4 = 8; m1 total 14, goods red-S 2 + red-M 4 + blue-M 4 = 10
    expect(explodeRows([a, b, c], skus, lines)).toEqual([
      { materialSkuId: 'm1', quantity: '14', goodsQuantity: '10', bomRowIds: ['a', 'b'] },
    ]);
  });

  it('skips zero lines and refuses a goods SKU it was not told about', () => {
    expect(explodeRows([row({})], skus, [{ goodsSkuId: 'red-S', quantity: '0' }])).toEqual([]);
    expect(() => explodeRows([row({})], skus, [{ goodsSkuId: 'green-S', quantity: '1' }])).toThrow(RangeError);
  });

  it('lets a row for some lengths serve only SKUs with one of them', () => {
    const r = row({ standardIds: ['long'] });
    expect(rowServes(r, { colorId: 'x', sizeId: 'S', standardId: null })).toBe(false);
    expect(rowServes(r, { colorId: 'x', sizeId: 'S', standardId: 'long' })).toBe(true);
    expect(rowServes(r, { colorId: 'x', sizeId: 'S', standardId: 'short' })).toBe(false);
  });
});
