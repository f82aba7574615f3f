import { describe, expect, it } from 'vitest';
import { arrivalGridProblems, arrivalLineProblems, refusedArrivalCells } from './arrival-line-problems';
import type { LineDraft } from './ArrivalLinesTable';

const line = (p: Partial<LineDraft> = {}): LineDraft => ({
  key: 'k1',
  materialSkuId: '1',
  label: 'M1',
  purchaseUnit: '卷',
  stockUnit: '米',
  conversionRate: '50',
  quantity: '2',
  unitPrice: '',
  amount: '',
  amountTyped: false,
  taxRate: '',
  vatNo: '',
  rollNo: '',
  isArriveComplete: false,
  purchaseLineId: null,
  purchaseBillNo: null,
  outstanding: null,
  purchaseLineDemandId: null,
  orderNo: null,
  goodsStyleNo: null,
  ...p,
});
const fields = (l: LineDraft) => arrivalLineProblems(l).map((p) => p.field);

describe('the problems of an arrival line, cell by cell', () => {
  it('a right line has none', () => expect(arrivalLineProblems(line({ unitPrice: '3.5', taxRate: '13' }))).toEqual([]));
  it('names every wrong cell in column order', () => {
    expect(
      fields(line({ quantity: '-1', conversionRate: '0', unitPrice: 'x', taxRate: '101', vatNo: 'v'.repeat(51), rollNo: 'A B' })),
    ).toEqual(['quantity', 'conversionRate', 'unitPrice', 'taxRate', 'vatNo', 'rollNo']);
  });
  it('says a blank quantity or rate is required', () => {
    expect(arrivalLineProblems(line({ quantity: ' ', conversionRate: '' }))).toEqual([
      { field: 'quantity', key: 'required' },
      { field: 'conversionRate', key: 'required' },
    ]);
  });
  it('judges the price while it is typed and the amount once the amount is typed', () => {
    expect(fields(line({ unitPrice: '1.23456', amount: 'computed' }))).toEqual(['unitPrice']);
    expect(fields(line({ unitPrice: 'stale', amount: '1.234', amountTyped: true }))).toEqual(['amount']);
  });
  it('numbers the grid rows from 1', () => {
    const { all } = arrivalGridProblems([line(), line({ key: 'k2', quantity: '0' })]);
    expect(all.map((p) => [p.row, p.problem.field])).toEqual([[2, 'quantity']]);
  });
  it("marks the cells a refusal names, the purchase line's problems on the material", () => {
    const lines = [line(), line({ key: 'k2' })];
    const cells = refusedArrivalCells(lines, ['materialsSkus.1.purchaseLineId', 'materialsSkus.0.rollNo'], '第2行：…');
    expect(cells.get('k2')?.problems).toEqual([{ field: 'material', text: '第2行：…' }]);
    expect(cells.get('k1')?.problems).toEqual([{ field: 'rollNo', text: '第2行：…' }]);
  });
});
