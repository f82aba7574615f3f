import type { MissionLineRow } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { printMatrix } from './print-sheet';

const line = (colorName: string, sizeName: string, num: string, standardName: string | null = null): MissionLineRow => ({
  id: `${colorName}${sizeName}${num}`,
  goodsSkuId: `${colorName}${sizeName}`,
  standardName,
  colorName,
  sizeName,
  customerId: null,
  customerName: null,
  num,
  actualCutNum: '0',
});

describe('printMatrix', () => {
  it('puts colours in rows and sizes in columns with every total, keeping the lines’ order', () => {
    const m = printMatrix([line('红', 'S', '10'), line('红', 'M', '20.5'), line('蓝', 'M', '5')]);
    expect(m.sizes).toEqual(['S', 'M']);
    expect(m.rows).toEqual([
      { label: '红', cells: ['10', '20.5'], total: '30.5' },
      { label: '蓝', cells: [null, '5'], total: '5' },
    ]);
    expect(m.columnTotals).toEqual(['10', '25.5']);
    expect(m.total).toBe('35.5');
  });

  it('adds up a SKU listed once per customer and keeps 内长 apart', () => {
    const m = printMatrix([line('红', 'S', '3'), line('红', 'S', '4'), line('红', 'S', '1', '长')]);
    expect(m.rows.map((r) => [r.label, r.cells])).toEqual([
      ['红', ['7']],
      ['红 / 长', ['1']],
    ]);
    expect(m.total).toBe('8');
  });

  it('answers an empty matrix for no lines', () => {
    expect(printMatrix([])).toEqual({ sizes: [], rows: [], columnTotals: [], total: '0' });
  });
});
