import { ratioProblem, skuKeyOf, splitTotalByRatio, type RatioProblem } from '@gf/contracts';

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

/** 一手: every size of the row gets the same quantity (pass only the sizes the row's SKUs have). */
export function fillRow(q: Quantities, row: MatrixRow, sizeIds: readonly string[], each: number): Quantities {
  const next = { ...q };
  for (const s of sizeIds) next[cellKey(row, s)] = each;
  return next;
}

/** The one number every size of the row holds (what the 一手 cell shows), or null when they differ or are blank. */
export function rowCommonValue(q: Quantities, row: MatrixRow, sizeIds: readonly string[]): number | null {
  const values = sizeIds.map((s) => q[cellKey(row, s)]);
  const first = values[0];
  return first !== undefined && values.every((v) => v === first) ? first : null;
}

/** 按码比填数 for one row: the row total split over its sizes by the ratio (contracts' splitTotalByRatio). */
export function fillRowByRatio(
  q: Quantities,
  row: MatrixRow,
  sizeIds: readonly string[],
  total: number,
  weights: readonly number[],
): Quantities {
  const shares = splitTotalByRatio(total, weights);
  const next = { ...q };
  sizeIds.forEach((s, i) => {
    next[cellKey(row, s)] = shares[i] ?? 0;
  });
  return next;
}

/** Whether a cell may hold a quantity (its SKU exists); every cell when the matrix names no existing SKUs. */
export type CellExists = (row: MatrixRow, sizeId: string) => boolean;

export interface RatioFillRefusal {
  problem: RatioProblem;
  /** The row whose total or sizes break the rule; absent when the ratios themselves do. */
  rowKey?: string;
}

/**
 * 按码比填数 over the matrix: each row with a typed total is split over its existing sizes by the ratios (one per
 * size id in `sizeIds` order); rows without a total keep their cells. Every filled row sums exactly to its typed total,
 * or nothing is filled and the refusal names the rule and the row.
 */
export function fillByRatio(
  q: Quantities,
  rows: readonly MatrixRow[],
  sizeIds: readonly string[],
  totals: Readonly<Record<string, number | null | undefined>>,
  ratios: readonly number[],
  exists: CellExists = () => true,
): { value: Quantities } | { refusal: RatioFillRefusal } {
  const ratioOnly = ratioProblem(0, ratios);
  if (ratioOnly) return { refusal: { problem: ratioOnly } };
  let next = { ...q };
  for (const row of rows) {
    const total = totals[row.key];
    if (total === null || total === undefined) continue;
    const sizes = sizeIds.map((s, i) => ({ s, ratio: ratios[i] ?? 0 })).filter(({ s }) => exists(row, s));
    const weights = sizes.map((x) => x.ratio);
    const problem = ratioProblem(total, weights);
    if (problem) return { refusal: { problem, rowKey: row.key } };
    next = fillRowByRatio(
      next,
      row,
      sizes.map((x) => x.s),
      total,
      weights,
    );
  }
  return { value: next };
}

/** new − compare for a cell or a total; 0 when both are blank. */
export const difference = (value: number | undefined, compare: number | undefined) => (value ?? 0) - (compare ?? 0);
