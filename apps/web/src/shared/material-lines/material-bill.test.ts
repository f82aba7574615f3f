import { describe, expect, it } from 'vitest';
import { noLot } from './LotCells';
import {
  billStatusFilter,
  manyFilter,
  oneFilter,
  quantityColumn,
  savedLineColumns,
  toLineBodies,
  toMaterialLine,
} from './material-bill';

const saved = {
  id: '41',
  materialsSkuId: '7',
  materialsNo: 'WL000001',
  materialsName: '府绸',
  colorName: '卡其',
  specNoName: '',
  stockUnit: '米',
  orderNo: null,
};

describe('material bill lines', () => {
  it('turns a saved line into an editor line: a key of its own, label without blank parts, blank order number, its lot', () => {
    const line = toMaterialLine(saved, '2.5', false);
    expect(line).toEqual({
      key: expect.any(String),
      materialsSkuId: '7',
      label: 'WL000001 府绸 卡其',
      stockUnit: '米',
      quantity: '2.5',
      orderNo: '',
      lot: { rollId: null, rollNo: null, vatNo: '' },
    });
    const rolled = toMaterialLine({ ...saved, rollId: '31', rollNo: 'R-1', vatNo: 'V1' }, '1', false);
    expect(rolled.lot).toEqual({ rollId: '31', rollNo: 'R-1', vatNo: 'V1' });
    expect(rolled.key).not.toBe(line.key);
    expect(toMaterialLine({ ...saved, specNoName: 'W150-幅宽150', orderNo: 'PO-1' }, '1', false).label).toBe(
      'WL000001 府绸 卡其 W150-幅宽150',
    );
  });

  it('keeps the saved line id only when the bill being edited is the one the line came from', () => {
    expect(toMaterialLine(saved, '1', true).id).toBe('41');
    expect(toMaterialLine(saved, '1', false)).not.toHaveProperty('id');
  });

  it('sends the saved line id back, trimmed quantities and a blank order number as null', () => {
    expect(
      toLineBodies([
        { key: 'a', id: '41', materialsSkuId: '7', label: 'x', quantity: ' 3 ', orderNo: '  ', lot: noLot },
        { key: 'b', materialsSkuId: '8', label: 'y', quantity: '0.25', orderNo: ' PO-2 ', lot: noLot },
      ]),
    ).toEqual([
      { id: '41', materialsSkuId: '7', quantity: '3', orderNo: null },
      { id: undefined, materialsSkuId: '8', quantity: '0.25', orderNo: 'PO-2' },
    ]);
  });
});

describe('list filters', () => {
  it.each([
    [undefined, undefined, undefined],
    ['', undefined, undefined],
    ['5', '5', ['5']],
    [['5', '6'], '5', ['5', '6']],
    [[3], '3', ['3']],
  ])('%j → one %j, many %j', (v, one, many) => {
    expect(oneFilter(v)).toEqual(one);
    expect(manyFilter(v)).toEqual(many);
  });

  it('offers the six bill statuses in the session language', () => {
    const zh = billStatusFilter('单据状态', 'zh');
    const en = billStatusFilter('Status', 'en');
    if (zh.type !== 'select' || en.type !== 'select') throw new Error('a select filter');
    expect(zh).toMatchObject({ name: 'status', label: '单据状态' });
    expect(zh.options.map((o) => o.value)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(zh.options[0]?.label).toBe('草稿');
    expect(en.options[2]?.label).toBe('Reviewed');
  });
});

describe('line columns', () => {
  it('titles the SKU columns with the area labels and shows quantities without trailing zeros', () => {
    const cols = savedLineColumns((k) => `<${k}>`);
    expect(cols.map((c) => [c.dataIndex, c.title])).toEqual([
      ['kindName', '<kind>'],
      ['materialsNo', '<materialsNo>'],
      ['materialsName', '<materialsName>'],
      ['colorName', '<color>'],
      ['specNoName', '<spec>'],
      ['stockUnit', '<stockUnit>'],
      ['orderNo', '<orderNoLine>'],
    ]);
    const q = quantityColumn('quantity', '合计入库');
    expect(q).toMatchObject({ key: 'quantity', dataIndex: 'quantity', align: 'right', title: '合计入库' });
    expect(q.render('2.5000')).toBe('2.5');
    // exact where Number() would round: the column's largest value
    expect(q.render('9999999999999999.9999')).toBe('9999999999999999.9999');
  });
});
