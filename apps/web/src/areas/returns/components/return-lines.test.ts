import { describe, expect, it } from 'vitest';
import {
  beyondStock,
  fromArrival,
  isLineValid,
  lineAmount,
  lineStockQuantity,
  money2,
  stockAsks,
  totalAmount,
  totalStockQuantity,
  type FormLine,
} from './return-lines';

const line = (over: Partial<FormLine> = {}): FormLine => ({
  key: 'k',
  materialSkuId: '1',
  materialNo: 'WL1',
  materialName: '府绸',
  colorName: '卡其',
  specNo: null,
  purchaseUnit: '卷',
  stockUnit: '米',
  arriveLineId: null,
  arriveNo: null,
  orderNo: null,
  returnable: null,
  quantity: '0.3',
  conversionRate: '50',
  unitPrice: '640.5',
  taxRate: '',
  rollId: null,
  rollNo: null,
  vatNo: '',
  ...over,
});

describe('return form lines', () => {
  it('computes stock quantity and amount exactly', () => {
    expect(lineStockQuantity(line())).toBe('15');
    expect(lineAmount(line())).toBe('192.15');
    expect(totalAmount([line(), line({ quantity: '0.1', unitPrice: '0.2' })])).toBe('192.17');
    expect(money2('600')).toBe('600.00');
  });
  it('refuses lines without a positive quantity and rate or with too many decimals', () => {
    expect(isLineValid(line())).toBe(true);
    expect(isLineValid(line({ quantity: '0' }))).toBe(false);
    expect(isLineValid(line({ quantity: '1.23456' }))).toBe(false);
    expect(isLineValid(line({ conversionRate: '' }))).toBe(false);
    expect(isLineValid(line({ unitPrice: '' }))).toBe(true);
    expect(lineStockQuantity(line({ quantity: 'x' }))).toBe('');
  });
  it('a line by arrival starts empty, showing what is returnable', () => {
    const l = fromArrival({
      arriveLineId: '9',
      arriveBillId: '8',
      arriveNo: 'DL1',
      dateArrive: '2026-11-20',
      supplierId: '1',
      materialSkuId: '2',
      materialNo: 'WL1',
      materialName: '府绸',
      colorName: '卡其',
      specNo: null,
      purchaseUnit: '卷',
      stockUnit: '米',
      conversionRate: '50.0000',
      unitPrice: '625.0000',
      taxRate: '13.0000',
      orderNo: 'PO-1',
      goodsStyleNo: null,
      arrivedQuantity: '100',
      returnedQuantity: '25',
      returnableQuantity: '75',
    });
    expect(l).toMatchObject({
      quantity: '',
      conversionRate: '50',
      unitPrice: '625',
      taxRate: '13',
      arriveLineId: '9',
      returnable: '75',
    });
  });
});

describe('totals per stock unit', () => {
  it('adds 本次退料 within one stock unit only and skips lines still being typed', () => {
    const lines = [
      line(),
      line({ key: 'b', quantity: '0.2' }),
      line({ key: 'c', stockUnit: '个', conversionRate: '1', quantity: '30' }),
    ];
    expect(totalStockQuantity(lines)).toBe('25 米 + 30 个');
    expect(totalStockQuantity([...lines, line({ key: 'd', quantity: '' })])).toBe('25 米 + 30 个');
  });
  it('asks the stock per SKU in the stock unit', () => {
    expect(stockAsks([line()])).toEqual([{ key: '1', label: 'WL1 府绸 卡其', unit: '米', quantity: '15' }]);
  });
});

describe('beyondStock (退料 above the storehouse stock)', () => {
  it('answers what a line takes beyond 库存数, exactly, or null', () => {
    // 0.3 卷 × 50 = 15 米 against 10 米 on hand: 5 米 beyond.
    expect(beyondStock(line(), '10.0000')).toBe('5');
    expect(beyondStock(line(), '15.0000')).toBeNull();
    expect(beyondStock(line(), '0')).toBe('15');
  });
  it('says nothing without a stock figure or a usable quantity', () => {
    expect(beyondStock(line(), undefined)).toBeNull();
    expect(beyondStock(line({ quantity: 'x' }), '1')).toBeNull();
  });
});
