import { skuKeyOf, splitByRatio } from '@gf/contracts';

/** One row of the matrix: a colour, or a colour × standard length sub-row. */
export interface MatrixRow {
  key: string;
  colorId: string;
  standardId: string | null;
}

export type Quantities = Record<string, number>;

export const cellKey = (row: MatrixRow, sizeId: string) => skuKeyOf({ colorId: row.colorId, sizeId, standardId: row.standardId });

/** Colour rows, each split into standard-length sub-rows when the style has lengths. */
export function matrixRows(colorIds: readonly string[], standardIds: readonly string[]): MatrixRow[] {
  const standards: (string | null)[] = standardIds.length ? [...standardIds] : [null];
  return colorIds.flatMap((colorId) =>
    standards.map((standardId) => ({ key: `${colorId}|${standardId ?? ''}`, colorId, standardId })),
  );
}

export function rowTotal(q: Quantities, row: MatrixRow, sizeIds: readonly string[]): number {
  return sizeIds.reduce((sum, s) => sum + (q[cellKey(row, s)] ?? 0), 0);
}

export function columnTotal(q: Quantities, rows: readonly MatrixRow[], sizeId: string): number {
  return rows.reduce((sum, r) => sum + (q[cellKey(r, sizeId)] ?? 0), 0);
}

export function grandTotal(q: Quantities, rows: readonly MatrixRow[], sizeIds: readonly string[]): number {
  return rows.reduce((sum, r) => sum + rowTotal(q, r, sizeIds), 0);
}

/** 一手: every size of the row gets the same quantity. */
export function fillRow(q: Quantities, row: MatrixRow, sizeIds: readonly string[], each: number): Quantities {
  const next = { ...q };
  for (const s of sizeIds) next[cellKey(row, s)] = each;
  return next;
}

/** 按码比填数: the row total split over the sizes by the ratio (largest remainder, as the server's splitByRatio). */
export function fillRowByRatio(
  q: Quantities,
  row: MatrixRow,
  sizeIds: readonly string[],
  total: number,
  weights: readonly number[],
): Quantities {
  const shares = splitByRatio(total, weights);
  const next = { ...q };
  sizeIds.forEach((s, i) => {
    next[cellKey(row, s)] = shares[i] ?? 0;
  });
  return next;
}
