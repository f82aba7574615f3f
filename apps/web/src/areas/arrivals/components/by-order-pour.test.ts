import type { ArrivalOrderLineRow } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import type { LineDraft } from './ArrivalLinesTable';
import {
  applyByOrder,
  fillWithOutstanding,
  groupByMaterial,
  pourIntoLines,
  pourTotal,
  sumQuantities,
  toPurchaseUnit,
  toStockUnit,
} from './by-order-pour';

describe('按单到料: pouring a material total over its order lines', () => {
  it('fills from the top, each row up to its 采购未到', () => {
    expect(pourTotal('70', ['60', '30', '10'])).toEqual(['60', '10', '']);
  });
  it('puts the surplus on the last row', () => {
    expect(pourTotal('105.5', ['60', '30', '10'])).toEqual(['60', '30', '15.5']);
  });
  it('a surplus reaches the last row even when the rows before it took nothing', () => {
    expect(pourTotal('12', ['0', '5', '0'])).toEqual(['', '5', '7']);
  });
  it('rows without an outstanding quantity (unplanned) take only the surplus', () => {
    expect(pourTotal('8', [null])).toEqual(['8']);
  });
  it('exact decimals, no float drift', () => {
    expect(pourTotal('0.3', ['0.1', '0.1', '0.1'])).toEqual(['0.1', '0.1', '0.1']);
  });
  it('nothing to pour, or nowhere to pour it', () => {
    expect(pourTotal('0', ['5'])).toEqual(['']);
    expect(pourTotal('5', [])).toEqual([]);
  });
  it('按采购未到一键填齐 takes each row’s outstanding', () => {
    expect(fillWithOutstanding(['60.0000', '0', null, '2.5'])).toEqual(['60', '', '', '2.5']);
  });
  it('converts between purchase and stock units at the row’s rate', () => {
    expect(toPurchaseUnit('125', '50')).toBe('2.5');
    expect(toPurchaseUnit('100', '3')).toBe('33.3333');
    expect(toPurchaseUnit('', '50')).toBe('');
    expect(toStockUnit('2.5', '50')).toBe('125');
    expect(sumQuantities(['1.5', '', '2.25'])).toBe('3.75');
  });
});

const line = (key: string, sku: string, outstanding: string | null, rate = '50', extra: Partial<LineDraft> = {}): LineDraft => ({
  key,
  materialSkuId: sku,
  label: sku,
  purchaseUnit: '卷',
  stockUnit: '米',
  conversionRate: rate,
  quantity: '',
  unitPrice: '',
  amount: '',
  amountTyped: false,
  taxRate: '',
  vatNo: '',
  rollNo: '',
  isArriveComplete: false,
  purchaseLineId: outstanding ? `p-${key}` : null,
  purchaseBillNo: null,
  outstanding,
  purchaseLineDemandId: null,
  orderNo: null,
  goodsStyleNo: null,
  ...extra,
});
const orderRow = (split: string, outstanding: string) =>
  ({
    purchaseLineDemandId: split,
    purchaseLineId: 'p',
    purchaseBillNo: 'CG1',
    materialSkuId: 'red',
    materialNo: 'M',
    materialName: '布',
    colorName: '红',
    specNo: 'S',
    purchaseUnit: '卷',
    stockUnit: '米',
    conversionRate: '50.0000',
    unitPrice: '500.0000',
    taxRate: null,
    outstandingQuantity: outstanding,
    orderNo: `SC-${split}`,
    goodsStyleNo: 'K1',
  }) as ArrivalOrderLineRow;

describe('material-level entry on the form', () => {
  it('groups lines per material in first-seen order', () => {
    const groups = groupByMaterial([line('a', 'red', '60'), line('b', 'blue', null), line('c', 'red', '30')]);
    expect(groups.map((g) => [g.materialSkuId, g.lines.map((l) => l.key)])).toEqual([
      ['red', ['a', 'c']],
      ['blue', ['b']],
    ]);
  });
  it('pours a typed 合计到料 over that material’s lines in purchase units at each line’s rate', () => {
    const out = pourIntoLines([line('a', 'red', '60'), line('b', 'blue', null), line('c', 'red', '30', '10')], 'red', '100');
    expect(out.map((l) => l.quantity)).toEqual(['1.2', '', '4']);
  });
  it('按单到料 replaces the material’s lines by order lines, keeping a known order line’s 缸号, in place', () => {
    const lines = [
      line('x', 'blue', null),
      line('a', 'red', '60', '50', { purchaseLineDemandId: 's1', vatNo: 'G7' }),
      line('u', 'red', null),
      line('y', 'green', null),
    ];
    const out = applyByOrder(lines, 'red', [
      { row: orderRow('s1', '60.0000'), quantity: '1.2', complete: true },
      { row: orderRow('s2', '30.0000'), quantity: '0.6', complete: false },
    ]);
    expect(out.map((l) => [l.materialSkuId, l.purchaseLineDemandId, l.quantity, l.vatNo])).toEqual([
      ['blue', null, '', ''],
      ['red', 's1', '1.2', 'G7'],
      ['red', 's2', '0.6', ''],
      ['green', null, '', ''],
    ]);
    expect(out[1]!.isArriveComplete).toBe(true);
    expect(out[2]).toMatchObject({ orderNo: 'SC-s2', outstanding: '30', purchaseLineId: 'p' });
  });
});
