import { describe, expect, it } from 'vitest';
import { itemColumns, unitOf } from './line-columns';

const f = (key: string) => key;
const line = { skuName: 'FY-1 红/S', styleNo: 'FY-1', colorName: '红', sizeName: 'S', standardName: null, stockUnit: null };

describe('transfer line columns', () => {
  it('names goods by style no., colour and size (length only when a line has one), materials by name', () => {
    expect(itemColumns(true, [line], f).map((c) => c.dataIndex)).toEqual(['styleNo', 'colorName', 'sizeName']);
    expect(itemColumns(true, [line, { ...line, standardName: '70' }], f).map((c) => c.key)).toEqual([
      'style',
      'color',
      'size',
      'standard',
    ]);
    expect(itemColumns(false, [line], f).map((c) => c.dataIndex)).toEqual(['skuName']);
  });

  it('counts goods in pieces and materials in their stock unit', () => {
    expect(unitOf(true, line, '件')).toBe('件');
    expect(unitOf(false, { stockUnit: '米' }, '件')).toBe('米');
  });
});
