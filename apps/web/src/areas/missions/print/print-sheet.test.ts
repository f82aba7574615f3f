import type { BomRowView, MissionLineRow, MissionMaterialLine } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { printMaterials, printMatrix } from './print-sheet';

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

const material = (materialSkuId: string, demand: string, stockUnit: string): MissionMaterialLine => ({
  materialSkuId,
  materialsNo: materialSkuId,
  materialsName: materialSkuId,
  colorName: '',
  specNoName: '',
  stockUnit,
  pieces: '100',
  demand,
  delivered: '0',
  left: demand,
});
const bomRow = (over: Partial<BomRowView>): BomRowView =>
  ({ materialSkuId: 'x', singleDosage: '1', sizeDosages: [], lossRate: '0', colorMappings: [], ...over }) as BomRowView;

describe('printMaterials', () => {
  it('puts each material’s BOM usage and loss beside its total and totals per unit, never across units', () => {
    const { rows, totals } = printMaterials(
      [material('fabric-red', '123.6', '米'), material('fabric-blue', '61.8', '米'), material('button', '400', '个')],
      [
        bomRow({
          materialSkuId: 'fabric-red',
          singleDosage: '1.2',
          lossRate: '3',
          colorMappings: [
            { styleColorId: 'b', styleColorName: '蓝', materialSkuId: 'fabric-blue', materialColorName: '蓝', specNoName: '' },
          ],
        }),
        bomRow({ materialSkuId: 'button', singleDosage: '4' }),
      ],
    );
    expect(rows.map((r) => [r.materialSkuId, r.usages, r.lossRates])).toEqual([
      ['fabric-red', ['1.2'], ['3']],
      ['fabric-blue', ['1.2'], ['3']],
      ['button', ['4'], ['0']],
    ]);
    expect(totals).toEqual([
      { unit: '米', quantity: '185.4', lines: 2 },
      { unit: '个', quantity: '400', lines: 1 },
    ]);
  });

  it('lists the distinct usages of a row with usages per size, and none for a material no row gives', () => {
    const { rows } = printMaterials(
      [material('zip', '50', '条'), material('gone', '1', '个')],
      [
        bomRow({
          materialSkuId: 'zip',
          sizeDosages: [
            { sizeId: 's', sizeName: 'S', singleDosage: '0.5' },
            { sizeId: 'm', sizeName: 'M', singleDosage: '0.5' },
            { sizeId: 'l', sizeName: 'L', singleDosage: '0.6' },
          ],
        }),
      ],
    );
    expect(rows.map((r) => r.usages)).toEqual([['0.5', '0.6'], []]);
  });
});
