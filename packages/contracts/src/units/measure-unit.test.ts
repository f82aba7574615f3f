import { describe, expect, it } from 'vitest';
import { DEFAULT_MEASURE_UNITS } from './defaults.js';
import { fixedConversionRate, isPieceUnit, measureUnitInput, sameUnitName } from './measure-unit.js';

const units = [
  { id: '1', baseUnitId: null, baseRatio: null }, // 米
  { id: '2', baseUnitId: '1', baseRatio: '0.9144' }, // 码
  { id: '3', baseUnitId: '1', baseRatio: '0.01' }, // 厘米
  { id: '4', baseUnitId: null, baseRatio: null }, // 克
  { id: '5', baseUnitId: '4', baseRatio: '1000' }, // 公斤
  { id: '6', baseUnitId: '4', baseRatio: '500' }, // 斤
  { id: '7', baseUnitId: null, baseRatio: null }, // 卷
];

describe('fixedConversionRate (stock units per purchase unit)', () => {
  it.each([
    ['码 → 米', '2', '1', '0.9144'],
    ['米 → 码', '1', '2', '1.0936'],
    ['米 → 厘米', '1', '3', '100'],
    ['码 → 厘米', '2', '3', '91.44'],
    ['公斤 → 克', '5', '4', '1000'],
    ['公斤 → 斤', '5', '6', '2'],
    ['斤 → 公斤', '6', '5', '0.5'],
    ['same unit', '7', '7', '1'],
  ])('%s', (_label, from, to, rate) => expect(fixedConversionRate(from, to, units)).toBe(rate));

  it.each([
    ['no common base (卷 → 米)', '7', '1'],
    ['length to weight', '2', '5'],
    ['a unit not in the list', '99', '1'],
    ['no purchase unit', null, '1'],
  ])('%s: none', (_label, from, to) => expect(fixedConversionRate(from, to, units)).toBeNull());
});

describe('isPieceUnit', () => {
  it.each(['个', '件', '套', '包', '条', '颗', ' 个 '])('%s is counted in pieces by default', (name) =>
    expect(isPieceUnit(name)).toBe(true),
  );
  it.each(['米', '码', '公斤', '', null, undefined, '某单位'])('%s is not', (name) => expect(isPieceUnit(name)).toBe(false));
  it("follows the factory's dictionary when given", () => {
    const dictionary = [
      { name: '卷', isPiece: false },
      { name: 'PCS', isPiece: true },
    ];
    expect(isPieceUnit('卷', dictionary)).toBe(false);
    expect(isPieceUnit('pcs', dictionary)).toBe(true);
    expect(isPieceUnit('个', dictionary)).toBe(true);
  });
});

describe('measure unit input', () => {
  it('names are trimmed and compared ignoring case', () => {
    expect(measureUnitInput.parse({ name: ' 米 ' }).name).toBe('米');
    expect(sameUnitName('KG ', 'kg')).toBe(true);
  });
  it('a base needs a ratio and a ratio needs a base', () => {
    const noRatio = measureUnitInput.safeParse({ name: '码', baseUnitId: '1' });
    expect(noRatio.success ? [] : noRatio.error.issues.map((i) => i.path.join('.'))).toEqual(['baseRatio']);
    const noBase = measureUnitInput.safeParse({ name: '码', baseRatio: '0.9144' });
    expect(noBase.success ? [] : noBase.error.issues.map((i) => i.path.join('.'))).toEqual(['baseUnitId']);
    expect(measureUnitInput.safeParse({ name: '码', baseUnitId: '1', baseRatio: '0' }).success).toBe(false);
  });
  it('the defaults convert only to bases that have no base, named before them', () => {
    const seen = new Set<string>();
    for (const u of DEFAULT_MEASURE_UNITS) {
      if (u.base) {
        const base = DEFAULT_MEASURE_UNITS.find((b) => b.name === u.base!.name);
        expect(base?.base, u.name).toBeUndefined();
        expect(seen.has(u.base.name), u.name).toBe(true);
      }
      seen.add(u.name);
    }
    expect(seen.size).toBe(DEFAULT_MEASURE_UNITS.length);
  });
});
