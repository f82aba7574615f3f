import { describe, expect, it } from 'vitest';
import { qualityActionTo, qualityCheckBillType } from './quality-check.bill-type.js';
import { checkQualityLine, rollQualifiedAfter } from './quality-rules.js';

describe('checkQualityLine', () => {
  it('derives QUALIFIED / UNQUALIFIED when the result is blank', () => {
    expect(checkQualityLine({ checkedQuantity: '10', qualifiedQuantity: '10', unqualifiedQuantity: '0' })).toEqual({
      result: 'QUALIFIED',
    });
    expect(checkQualityLine({ checkedQuantity: '10', qualifiedQuantity: '9.5', unqualifiedQuantity: '0.5' })).toEqual({
      result: 'UNQUALIFIED',
    });
  });
  it('accepts a concession with defects', () => {
    expect(
      checkQualityLine({ checkedQuantity: '10', qualifiedQuantity: '8', unqualifiedQuantity: '2', result: 'CONCESSION' }),
    ).toEqual({
      result: 'CONCESSION',
    });
  });
  it('refuses quantities that do not add up (exactly, no float error)', () => {
    expect(checkQualityLine({ checkedQuantity: '0.3', qualifiedQuantity: '0.1', unqualifiedQuantity: '0.2' })).toEqual({
      result: 'UNQUALIFIED',
    });
    expect(checkQualityLine({ checkedQuantity: '10', qualifiedQuantity: '9', unqualifiedQuantity: '0.5' })).toMatchObject({
      field: 'qualifiedQuantity',
    });
  });
  it('refuses contradicting results', () => {
    expect(
      checkQualityLine({ checkedQuantity: '10', qualifiedQuantity: '9', unqualifiedQuantity: '1', result: 'QUALIFIED' }),
    ).toMatchObject({ field: 'result' });
    expect(
      checkQualityLine({ checkedQuantity: '10', qualifiedQuantity: '10', unqualifiedQuantity: '0', result: 'UNQUALIFIED' }),
    ).toMatchObject({ field: 'result' });
    expect(
      checkQualityLine({ checkedQuantity: '10', qualifiedQuantity: '10', unqualifiedQuantity: '0', result: 'CONCESSION' }),
    ).toMatchObject({ field: 'result' });
  });
});

describe('status changes', () => {
  const all = [0, 1, 5];
  const allowed = new Set(['0>1', '1>0', '0>5']);
  it.each(all.flatMap((from) => all.map((to) => [from, to] as const)))('%i → %i', (from, to) => {
    // The declared system transitions of the QUALITY_CHECK bill type, as the engine reads them.
    const action = qualityActionTo(to);
    const declared = qualityCheckBillType.systemTransitions?.find((t) => t.action === action);
    expect(Boolean(declared && declared.from.includes(from) && declared.to === to)).toBe(allowed.has(`${from}>${to}`));
  });
  it('only a qualified line keeps a roll qualified', () => {
    expect([rollQualifiedAfter('QUALIFIED'), rollQualifiedAfter('UNQUALIFIED'), rollQualifiedAfter('CONCESSION')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
