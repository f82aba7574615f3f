import { BOM_ALL, bomRowInput } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import type { FoundMaterial } from '../api/bom-api';
import {
  dosageTotals,
  moveRow,
  nextUsedFor,
  rowBody,
  rowFromMaterial,
  rowProblems,
  sizeUsage,
  usedForNames,
} from './bom-row.logic';

const found: FoundMaterial = {
  skuId: '11',
  materialId: '1',
  commonMaterialsNo: 'ML-001',
  name: '府绸',
  kindName: '面料',
  colorName: '白',
  specNoName: '150cm',
  stockUnit: '米',
  defaultSupplierId: '7',
  defaultSupplierName: '华纺',
  supplierStyleNo: null,
  supplierColorNo: null,
  planCost: '12.5',
  mainPictureUrl: null,
  mlossRate: '3',
  defaultDosage: '1.2',
};

describe('BOM editor rows', () => {
  it('a found material becomes a row for every colour, size and length with its default usage, loss and supplier', () => {
    const row = rowFromMaterial(found);
    expect(row).toMatchObject({
      materialSkuId: '11',
      singleDosage: '1.2',
      lossRate: '3',
      supplierId: '7',
      planCost: '12.5',
      styleColorIdList: [BOM_ALL],
      styleSizeIdList: [BOM_ALL],
      styleStandardIdList: [BOM_ALL],
    });
  });

  it('sends what was typed, which the contract accepts; blank size cells are not overrides', () => {
    const row = {
      ...rowFromMaterial(found),
      sizeDosages: { '31': '1.35', '32': ' ' },
      styleColorIdList: ['21', '22'],
      colorMappings: { '21': { materialSkuId: '12', materialColorName: '黑' } },
      remark: '  ',
    };
    const body = rowBody(row);
    expect(body.sizeDosages).toEqual([{ sizeId: '31', singleDosage: '1.35' }]);
    expect(body.remark).toBeNull();
    const parsed = bomRowInput.parse(body);
    expect(parsed.styleColorIdList).toEqual(['21', '22']);
    expect(parsed.styleSizeIdList).toBeNull();
    expect(parsed.colorMappings).toEqual([{ styleColorId: '21', materialSkuId: '12' }]);
  });

  it.each([
    ['singleDosage', '0', 'singleDosage'],
    ['singleDosage', 'abc', 'singleDosage'],
    ['singleDosage', '1.23456', 'singleDosage'],
    ['lossRate', '100.5', 'lossRate'],
    ['lossRate', '3.333', 'lossRate'],
    ['lossRate', '-1', 'lossRate'],
    ['planCost', '-2', 'planCost'],
  ] as const)('warns before the server would refuse %s = %s', (field, value, cell) => {
    const row = { ...rowFromMaterial(found), [field]: value };
    expect(rowProblems(row).map((p) => p.field)).toEqual([cell]);
    expect(bomRowInput.safeParse(rowBody(row)).success).toBe(false);
  });

  it('accepts the edges the server accepts and marks a blank usage as required', () => {
    const fine = { ...rowFromMaterial(found), singleDosage: '0.0001', lossRate: '100', planCost: '' };
    expect(rowProblems(fine)).toEqual([]);
    expect(bomRowInput.safeParse(rowBody(fine)).success).toBe(true);
    expect(rowProblems({ ...fine, singleDosage: '' })).toEqual([{ field: 'singleDosage', key: 'required' }]);
  });

  it('checks each size override and never changes what was typed', () => {
    const row = { ...rowFromMaterial(found), sizeDosages: { '31': '1.5', '32': '-1' } };
    expect(rowProblems(row)).toEqual([{ field: 'size:32', text: expect.any(String) }]);
    expect(row.sizeDosages['32']).toBe('-1');
    expect(sizeUsage(row, '31')).toBe('1.5');
    expect(sizeUsage(row, '33')).toBe('1.2');
  });

  it.each([
    [[BOM_ALL], [BOM_ALL, '21'], ['21']],
    [['21'], ['21', BOM_ALL], [BOM_ALL]],
    [['21'], [], [BOM_ALL]],
    [['21'], ['21', '22'], ['21', '22']],
  ])('用于 %j then %j is %j', (previous, next, expected) => {
    expect(nextUsedFor(previous, next)).toEqual(expected);
  });

  it('adds usage per unit only, skipping what is not a number yet', () => {
    const rows = [
      { singleDosage: '1.2', stockUnit: '米' },
      { singleDosage: '0.3', stockUnit: '米' },
      { singleDosage: '6', stockUnit: '个' },
      { singleDosage: 'x', stockUnit: '个' },
    ];
    expect(dosageTotals(rows)).toBe('1.5 米 + 6 个');
  });

  it('moves rows up and down inside the list', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('names a 用于 list: 全部, or the chosen names in the style order', () => {
    const colours = [
      { id: '21', name: '红' },
      { id: '22', name: '黑' },
    ];
    expect(usedForNames([BOM_ALL], colours, '全部')).toBe('全部');
    expect(usedForNames(['22', '21'], colours, '全部')).toBe('红，黑');
  });
});
