import { describe, expect, it } from 'vitest';
import { A4, clampCopies, expandCopies, labelsPerSheet, pageRule, paginate, printFormat, PRINT_FORMATS } from './print-layout';

describe('labelsPerSheet', () => {
  it.each([
    // A4 210×297 less 8 mm margins = 194×281; gap 2 mm between labels
    [{ widthMm: 60, heightMm: 40 }, 3, 6, 18],
    [{ widthMm: 100, heightMm: 70 }, 1, 3, 3],
    // 3 × 64 + 2 gaps = 196 > 194: only 2 columns
    [{ widthMm: 64, heightMm: 40 }, 2, 6, 12],
  ])('fits %o as %i columns × %i rows', (label, columns, rows, perSheet) => {
    expect(labelsPerSheet(label)).toEqual({ columns, rows, perSheet });
  });

  it('counts the gap only between labels: exactly filling labels fit', () => {
    // 96 + 2 + 96 = 194, the width inside the margins
    expect(labelsPerSheet({ widthMm: 96, heightMm: 281 }).columns).toBe(2);
    expect(labelsPerSheet({ widthMm: 96.5, heightMm: 281 }).columns).toBe(1);
  });

  it('prints a label larger than the sheet one per sheet', () => {
    expect(labelsPerSheet({ widthMm: 300, heightMm: 400 }, A4)).toEqual({ columns: 1, rows: 1, perSheet: 1 });
  });
});

describe('copies', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [2.7, 2],
    [100, 100],
    [101, 100],
    ['7', 7],
    ['', 1],
    [null, 1],
    [Number.NaN, 1],
  ])('clampCopies(%o) = %i', (input, out) => {
    expect(clampCopies(input)).toBe(out);
  });

  it('repeats each item its copies side by side', () => {
    expect(expandCopies(['a', 'b'], 3)).toEqual(['a', 'a', 'a', 'b', 'b', 'b']);
    expect(expandCopies(['a'], 500)).toHaveLength(100);
    expect(expandCopies([], 5)).toEqual([]);
  });
});

describe('paginate', () => {
  it('puts one label per page on a roll', () => {
    expect(paginate([1, 2, 3], printFormat('60x40', 'label'))).toEqual([[1], [2], [3]]);
  });

  it('fills A4 sheets with as many labels as fit, the rest on the next sheet', () => {
    const labels = expandCopies(['x', 'y'], 10); // 20 labels, 18 per sheet of 60×40
    const pages = paginate(labels, printFormat('60x40', 'sheet'));
    expect(pages.map((p) => p.length)).toEqual([18, 2]);
    expect(paginate(labels, printFormat('100x70', 'sheet')).map((p) => p.length)).toEqual([3, 3, 3, 3, 3, 3, 2]);
  });

  it('gives no page for no labels', () => {
    expect(paginate([], printFormat('60x40', 'sheet'))).toEqual([]);
  });
});

describe('formats', () => {
  it('offers each size on a roll and on A4, with distinct keys', () => {
    expect(PRINT_FORMATS.map((f) => f.key)).toEqual(['60x40', '100x70', 'a4-60x40', 'a4-100x70']);
  });

  it('sizes the printed page as the label on a roll, A4 on sheets', () => {
    expect(pageRule(printFormat('100x70', 'label'))).toBe('@page { size: 100mm 70mm; margin: 0; }');
    expect(pageRule(printFormat('60x40', 'sheet'))).toBe('@page { size: A4 portrait; margin: 8mm; }');
  });

  it('refuses an unknown size', () => {
    expect(() => printFormat('1x1', 'label')).toThrow(/unknown label size/);
  });
});
