import type { StockBillLine } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMaterialSkus,
  beyondOnHand,
  lineAmount,
  materialAmount,
  materialLinesFromSaved,
  materialLinesOf,
  materialTotals,
  type MaterialBillLine,
} from './material-lines.logic';

const line = (skuId: string, quantity: string, price = '', stockUnit: string | null = '米'): MaterialBillLine => ({
  skuId,
  material: 'M-1 棉布',
  sku: '红 / 150',
  stockUnit,
  quantity,
  price,
});

describe('material lines of a stock bill', () => {
  it('sends the quantities above 0 of a moving kind, every typed one of an adjustment (0 = nothing left)', () => {
    const lines = [line('1', '12.5', '3.2'), line('2', '0'), line('3', ''), line('4', ' 2 ')];
    expect(materialLinesOf(lines, 'STOCK_IN')).toEqual([
      { skuId: '1', quantity: '12.5', price: '3.2' },
      { skuId: '4', quantity: '2', price: null },
    ]);
    expect(materialLinesOf(lines, 'STOCK_ADJUST').map((l) => [l.skuId, l.quantity])).toEqual([
      ['1', '12.5'],
      ['2', '0'],
      ['4', '2'],
    ]);
  });

  it('sends a quantity that is not a number as typed (the server names the field), never drops it', () => {
    expect(materialLinesOf([line('1', '1.23456')], 'STOCK_OUT')).toEqual([{ skuId: '1', quantity: '1.23456', price: null }]);
  });

  it('computes amounts exactly and totals quantities per unit, never across units', () => {
    expect(lineAmount({ quantity: '0.1', price: '0.2' })).toBe('0.02');
    expect(lineAmount({ quantity: '3', price: '' })).toBe('');
    expect(lineAmount({ quantity: 'x', price: '2' })).toBe('');
    const lines = [line('1', '0.1', '0.7'), line('2', '0.2', '0.7'), line('3', '4', '1', '个'), line('4', 'abc')];
    expect(materialTotals(lines)).toBe('0.3 米 + 4 个');
    expect(materialAmount(lines)).toBe('4.21');
  });

  it('tells how much an out line asks beyond the stock, nothing within it', () => {
    expect(beyondOnHand('12.5', '10')).toBe('2.5');
    expect(beyondOnHand('10', '10')).toBe('');
    expect(beyondOnHand('3', undefined)).toBe('3');
    expect(beyondOnHand('', '1')).toBe('');
  });

  it('adds a material’s SKUs once, and reads saved lines back with colour and spec beside the material', () => {
    expect(addMaterialSkus([line('1', '5')], [line('1', ''), line('2', '')]).map((l) => [l.skuId, l.quantity])).toEqual([
      ['1', '5'],
      ['2', ''],
    ]);
    const saved = {
      id: '9',
      skuId: '1',
      skuName: 'M-1 棉布 红',
      styleId: null,
      styleNo: null,
      colorName: '红',
      sizeName: '150',
      lengthName: null,
      stockUnit: '米',
      quantity: '12.5000',
      price: '0.0000',
      amount: '0.00',
    } satisfies StockBillLine;
    expect(materialLinesFromSaved([saved])).toEqual([
      { skuId: '1', material: 'M-1 棉布', sku: '红 / 150', stockUnit: '米', quantity: '12.5', price: '' },
    ]);
  });
});
