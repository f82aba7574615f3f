import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellKey, fillByRatio, matrixRows, rowTotal, type MatrixRow } from './sku-matrix.logic';

// A random matrix: colours × lengths × sizes, some SKUs missing, some cells already filled, a total typed on some rows.
const matrix = fc
  .record({
    colors: fc.integer({ min: 1, max: 6 }),
    lengths: fc.integer({ min: 0, max: 2 }),
    sizes: fc.integer({ min: 1, max: 8 }),
  })
  .chain(({ colors, lengths, sizes }) => {
    const rows = matrixRows(
      Array.from({ length: colors }, (_, i) => `c${i}`),
      Array.from({ length: lengths }, (_, i) => `l${i}`),
    );
    const sizeIds = Array.from({ length: sizes }, (_, i) => `s${i}`);
    const cells = rows.length * sizes;
    return fc.record({
      rows: fc.constant(rows),
      sizeIds: fc.constant(sizeIds),
      missing: fc.array(fc.boolean(), { minLength: cells, maxLength: cells }),
      before: fc.array(fc.integer({ min: 0, max: 500 }), { minLength: cells, maxLength: cells }),
      totals: fc.array(fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }), {
        minLength: rows.length,
        maxLength: rows.length,
      }),
      ratios: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: sizes, maxLength: sizes }),
    });
  });

describe('按码比填数 over a matrix, properties (fast-check)', () => {
  it('fills each row with a typed total to exactly that total, touching nothing else, or refuses and fills nothing', () => {
    fc.assert(
      fc.property(matrix, ({ rows, sizeIds, missing, before, totals, ratios }) => {
        const index = (r: number, s: number) => r * sizeIds.length + s;
        const exists = (row: MatrixRow, sizeId: string) => !missing[index(rows.indexOf(row), sizeIds.indexOf(sizeId))];
        const start: Record<string, number> = {};
        rows.forEach((row, r) => sizeIds.forEach((s, i) => (start[cellKey(row, s)] = before[index(r, i)]!)));
        const typed = Object.fromEntries(rows.map((row, r) => [row.key, totals[r]]));
        const result = fillByRatio(start, rows, sizeIds, typed, ratios, exists);
        if ('refusal' in result) {
          // Refused only when a row with a total has no existing size of weight above 0.
          const row = rows.find((r) => r.key === result.refusal.rowKey);
          const weighed = row ? sizeIds.some((s, i) => exists(row, s) && ratios[i]! > 0) : ratios.some((w) => w > 0);
          expect(weighed).toBe(false);
          return;
        }
        const after = result.value;
        rows.forEach((row, r) => {
          const total = totals[r];
          sizeIds.forEach((s, i) => {
            const key = cellKey(row, s);
            if (total === null || !exists(row, s)) expect(after[key]).toBe(start[key]);
            else if (ratios[i] === 0) expect(after[key]).toBe(0);
          });
          if (total !== null) {
            const existing = sizeIds.filter((s) => exists(row, s));
            expect(rowTotal(after, row, existing)).toBe(total);
          }
        });
      }),
      { numRuns: 500 },
    );
  });
});
