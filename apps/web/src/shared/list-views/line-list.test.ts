import { describe, expect, it } from 'vitest';
import { lineQuantity, materialLineColumns, priceColumns, supplierStyleText } from './line-list';

const trim = (v: string) => v.replace(/\.?0+$/, '');

describe('line list helpers', () => {
  it('writes a quantity with its unit, - when there is none', () => {
    expect(lineQuantity('12.5000', '米', trim)).toBe('12.5 米');
    expect(lineQuantity(null, '米', trim)).toBe('-');
  });

  it('joins the supplier style and colour numbers, - when neither', () => {
    expect(supplierStyleText({ supplierStyleNo: 'S1', supplierColorNo: 'C2' })).toBe('S1 / C2');
    expect(supplierStyleText({ supplierStyleNo: null, supplierColorNo: 'C2' })).toBe('C2');
    expect(supplierStyleText({ supplierStyleNo: null, supplierColorNo: null })).toBe('-');
  });

  it('keys the material columns as the row fields, with the widths asked for', () => {
    const cols = materialLineColumns((k) => `t:${k}`, { materialNo: 95, materialName: 100 });
    expect(cols.first.map((c) => [c.key, c.title, c.width])).toEqual([
      ['materialNo', 't:materialNo', 95],
      ['materialName', 't:materialName', 100],
      ['colorName', 't:color', 80],
      ['specNo', 't:spec', 65],
    ]);
    expect([cols.kind.key, cols.supplierStyle.key]).toEqual(['kindName', 'supplierStyleNo']);
  });

  it('writes the unit price per purchase unit', () => {
    const [price, amount] = priceColumns({ unitPrice: 'P', amount: 'A' }, trim);
    const row = { unitPrice: '12.5000', purchaseUnit: '米', amount: '25.00' };
    expect(price!.render!(null, row, 0)).toBe('12.5/米');
    expect([amount!.title, amount!.dataIndex]).toEqual(['A', 'amount']);
  });
});
