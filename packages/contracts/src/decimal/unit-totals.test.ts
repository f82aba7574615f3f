import { describe, expect, it } from 'vitest';
import { formatUnitTotals, mergeUnitTotals, totalsByUnit } from './unit-totals.js';

describe('totals per unit', () => {
  const lines = [
    { q: '1200', u: '米' },
    { q: '800', u: '米' },
    { q: '3000', u: '个' },
    { q: '', u: '个' },
  ];

  it('adds only within one unit, in first-seen order, counting lines', () => {
    const totals = totalsByUnit(
      lines,
      (l) => l.q,
      (l) => l.u,
    );
    expect(totals).toEqual([
      { unit: '米', quantity: '2000', lines: 2 },
      { unit: '个', quantity: '3000', lines: 2 },
    ]);
    expect(formatUnitTotals(totals)).toBe('2000 米 + 3000 个');
  });

  it('is exact with decimals and keeps a line without a unit apart', () => {
    const totals = totalsByUnit(
      [
        { q: '0.1', u: '米' },
        { q: '0.2', u: ' 米 ' },
        { q: '5', u: null },
      ],
      (l) => l.q,
      (l) => l.u,
    );
    expect(totals).toEqual([
      { unit: '米', quantity: '0.3', lines: 2 },
      { unit: '', quantity: '5', lines: 1 },
    ]);
    expect(formatUnitTotals(totals)).toBe('0.3 米 + 5');
  });

  it('merges totals of several bills', () => {
    const merged = mergeUnitTotals([
      [{ unit: '米', quantity: '10', lines: 1 }],
      [
        { unit: '个', quantity: '3', lines: 2 },
        { unit: '米', quantity: '2.5', lines: 1 },
      ],
    ]);
    expect(merged).toEqual([
      { unit: '米', quantity: '12.5', lines: 2 },
      { unit: '个', quantity: '3', lines: 2 },
    ]);
    expect(formatUnitTotals([])).toBe('');
  });
});
