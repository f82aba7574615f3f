import { skuKeyOf, type GoodsSku } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { headerFieldsOf, linesOf, pieceCount, quantitiesOf, type StyleBlock } from './stock-bill-form.logic';

const sku = (id: string, color: string, size: string): GoodsSku => ({
  id,
  color_id: color,
  color_name: color,
  color_no_name: '',
  style_id: 's',
  size_id: size,
  size_value: size,
  standard_id: null,
  standard_value: null,
});
const skus = [sku('1', 'red', 'M'), sku('2', 'red', 'L'), sku('3', 'blue', 'M')];
const key = (c: string, s: string) => skuKeyOf({ colorId: c, sizeId: s, standardId: null });
const block = (quantities: Record<string, number>, price = ''): StyleBlock => ({
  styleId: 's',
  label: 'K-1',
  skus,
  quantities,
  price,
});

describe('stock bill form', () => {
  it('asks each kind for its own header fields', () => {
    expect(headerFieldsOf('STOCK_DELIVERY')).toEqual({ supplier: false, inStorehouse: false, customer: true, adjustNote: false });
    expect(headerFieldsOf('STOCK_OUT').inStorehouse).toBe(true);
    expect(headerFieldsOf('STOCK_ADJUST').adjustNote).toBe(true);
  });

  it('sends the cells above 0 of a moving kind, with the style price', () => {
    const b = block({ [key('red', 'M')]: 5, [key('red', 'L')]: 0, [key('blue', 'M')]: 2 }, '12.5');
    expect(linesOf([b], 'STOCK_DELIVERY')).toEqual([
      { skuId: '1', quantity: '5', price: '12.5' },
      { skuId: '3', quantity: '2', price: '12.5' },
    ]);
  });

  it('sends every held cell of an adjustment, 0 included, and no price when none is typed', () => {
    const b = block({ [key('red', 'M')]: 0, [key('blue', 'M')]: 7 });
    expect(linesOf([b], 'STOCK_ADJUST')).toEqual([
      { skuId: '1', quantity: '0', price: null },
      { skuId: '3', quantity: '7', price: null },
    ]);
  });

  it('puts saved lines back under their matrix keys and counts styles and pieces', () => {
    const q = quantitiesOf(skus, [
      { skuId: '2', quantity: '4.0000' },
      { skuId: '9', quantity: '1' },
    ]);
    expect(q).toEqual({ [key('red', 'L')]: 4 });
    expect(pieceCount([block(q), block({})])).toEqual({ styles: 1, pieces: 4 });
  });
});
