import { Dec } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import {
  allowedOf,
  figureOf,
  figuresBySku,
  inspectionOf,
  limitBreaches,
  passedOf,
  usedOf,
  type LineSum,
} from './node-figures.js';

const line = (billType: string, kind: string, skuKey: string, num: string): LineSum => ({ billType, kind, skuKey, num });

describe('figureOf', () => {
  it.each([
    ['quantitative', 'FAC_MISSION_COMPLETE', 'done', 'completed'],
    ['quantitative', 'FAC_MISSION_ADJUST', 'done', 'adjust'],
    ['quality_checking', 'FAC_MISSION_COMPLETE', 'qualified', 'completed'],
    ['quality_checking', 'FAC_MISSION_DEFECTIVE', 'defective', 'defective'],
    ['quality_checking', 'FAC_MISSION_WASTE', 'waste', 'waste'],
    ['select_check', 'FAC_MISSION_COMPLETE', 'produced', 'completed'],
    ['select_check', 'FAC_MISSION_COMPLETE', 'sampled', null],
    ['select_check', 'FAC_MISSION_COMPLETE', 'qualified', null],
    ['select_check_quantity', 'FAC_MISSION_COMPLETE', 'defective', 'defective'],
    ['select_check_quantity', 'FAC_MISSION_COMPLETE', 'waste', 'waste'],
  ])('%s %s %s → %s', (typeCode, billType, kind, figure) => {
    expect(figureOf(typeCode, billType, kind)).toBe(figure);
  });
});

describe('figures and limits', () => {
  const sums = [
    line('FAC_MISSION_COMPLETE', 'qualified', 'a', '90'),
    line('FAC_MISSION_DEFECTIVE', 'defective', 'a', '6'),
    line('FAC_MISSION_WASTE', 'waste', 'a', '4'),
    line('FAC_MISSION_ADJUST', 'done', 'b', '-2'),
  ];
  it('a quality node passes on qualified + adjusted and uses defective and waste too', () => {
    const f = figuresBySku('quality_checking', sums);
    expect(passedOf(f.get('a')).toFixed()).toBe('90');
    expect(usedOf('quality_checking', f.get('a')).toFixed()).toBe('100');
    expect(usedOf('quantitative', f.get('a')).toFixed()).toBe('90');
    expect(passedOf(f.get('b')).toFixed()).toBe('-2');
  });
  it('the allowance is target × (1 + tolerance %)', () => {
    expect(allowedOf(Dec.of(50), '10').toFixed()).toBe('55');
    expect(allowedOf(Dec.of(3), '33.33').toFixed()).toBe('3.9999');
    expect(allowedOf(Dec.of(7), null).toFixed()).toBe('7');
  });
  it.each([
    ['exactly at the allowance', '45', '10', '10', []],
    ['one over the allowance', '46', '10', '10', ['a']],
    ['over the target without a tolerance', '45', '10', null, ['a']],
    ['at the target without a tolerance', '40', '10', null, []],
  ])('%s', (_name, others, mine, pct, breached) => {
    const breaches = limitBreaches({
      typeCode: 'quantitative',
      targets: new Map([['a', Dec.of(50)]]),
      excessPercent: pct,
      others: figuresBySku('quantitative', [line('FAC_MISSION_COMPLETE', 'done', 'a', others)]),
      mine: figuresBySku('quantitative', [line('FAC_MISSION_COMPLETE', 'done', 'a', mine)]),
    });
    expect(breaches.map((b) => b.skuKey)).toEqual(breached);
  });
  it('an adjustment may not take the node below zero, and a SKU without target allows nothing', () => {
    const breaches = limitBreaches({
      typeCode: 'quantitative',
      targets: new Map([['a', Dec.of(10)]]),
      excessPercent: null,
      others: figuresBySku('quantitative', [line('FAC_MISSION_COMPLETE', 'done', 'a', '3')]),
      mine: figuresBySku('quantitative', [
        line('FAC_MISSION_ADJUST', 'done', 'a', '-4'),
        line('FAC_MISSION_ADJUST', 'done', 'x', '1'),
      ]),
    });
    expect(breaches).toEqual([
      { skuKey: 'a', target: '10', allowed: '10', used: '-1', asked: '-4' },
      { skuKey: 'x', target: '0', allowed: '0', used: '1', asked: '1' },
    ]);
  });
});

describe('inspectionOf (合格率)', () => {
  const line = (billType: string, kind: string, num: string): LineSum => ({ billType, kind, skuKey: 'a', num });
  it('a quality node: qualified from its completion bill, defective and waste from theirs; adjustments not inspected', () => {
    const sums = [
      line('FAC_MISSION_COMPLETE', 'qualified', '18'),
      line('FAC_MISSION_COMPLETE', 'qualified', '2'),
      line('FAC_MISSION_DEFECTIVE', 'defective', '1'),
      line('FAC_MISSION_ADJUST', 'done', '-3'),
    ];
    expect(inspectionOf('quality_checking', sums)).toEqual({ qualified: '20', defective: '1', waste: '0', passRate: '95.24' });
  });
  it('a sampling node: the rows of its one bill; produced and sampled are not inspection results', () => {
    const sums = [
      line('FAC_MISSION_COMPLETE', 'produced', '100'),
      line('FAC_MISSION_COMPLETE', 'sampled', '8'),
      line('FAC_MISSION_COMPLETE', 'qualified', '7'),
      line('FAC_MISSION_COMPLETE', 'waste', '1'),
    ];
    expect(inspectionOf('select_check', sums)?.passRate).toBe('87.50');
  });
  it("'-' before anything is inspected, and nothing for other node types", () => {
    expect(inspectionOf('select_check_quantity', [])).toEqual({ qualified: '0', defective: '0', waste: '0', passRate: null });
    expect(inspectionOf('quantitative', [line('FAC_MISSION_COMPLETE', 'done', '5')])).toBeNull();
  });
});
