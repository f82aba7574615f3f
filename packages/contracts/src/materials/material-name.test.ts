import { describe, expect, it } from 'vitest';
import { buildMaterialName, generateSkus, skuKey, specNoName } from './material-name.js';

describe('specNoName', () => {
  it.each([
    ['A1', '150cm', 'A1-150cm'],
    ['A1', '', 'A1'],
    ['A1', null, 'A1'],
    ['', '150cm', '150cm'],
    [null, null, ''],
    [' B ', ' 宽 ', 'B-宽'],
  ])('%s + %s = %s', (no, remark, expected) => {
    expect(specNoName(no, remark)).toBe(expected);
  });
});

describe('buildMaterialName', () => {
  it('joins kind, composition, specification description (else number) and colour, leaving blanks out', () => {
    expect(
      buildMaterialName({ kindName: '面料', composition: '棉', specification: { no: 'S1', remark: '150cm' }, colorName: '红' }),
    ).toBe('面料 棉 150cm 红');
    expect(buildMaterialName({ kindName: '面料', specification: { no: 'S1', remark: '' }, colorName: '' })).toBe('面料 S1');
    expect(buildMaterialName({ kindName: '辅料' })).toBe('辅料');
  });
  it('cuts at 128 characters', () => {
    expect(buildMaterialName({ kindName: 'x'.repeat(200) })).toHaveLength(128);
  });
});

describe('generateSkus', () => {
  it('makes colours x specifications in order, without duplicates or existing pairs', () => {
    const rows = generateSkus(
      [{ colorName: '红' }, { colorName: '蓝', colorId: '7' }, { colorName: '红 ' }],
      ['1', '2'],
      [{ colorName: '红', specificationsId: '2' }],
    );
    expect(rows.map((r) => `${r.colorName}/${r.colorId ?? '-'}/${r.specificationsId}`)).toEqual(['红/-/1', '蓝/7/1', '蓝/7/2']);
  });
  it('keys colours by id when there is one, else by name ignoring case', () => {
    expect(skuKey({ colorId: '7', colorName: 'Red', specificationsId: '1' })).toBe(
      skuKey({ colorId: '7', colorName: 'other', specificationsId: '1' }),
    );
    expect(skuKey({ colorName: 'Red', specificationsId: '1' })).toBe(skuKey({ colorName: 'red', specificationsId: '1' }));
    expect(skuKey({ colorName: 'Red', specificationsId: '1' })).not.toBe(skuKey({ colorName: 'Red', specificationsId: '2' }));
  });
});
