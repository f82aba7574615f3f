import { dec, type MissionLineRow } from '@gf/contracts';

/** The print card's SKU matrix: one row per colour (and 内长), one column per size, with row, column and grand totals. */
export interface PrintMatrix {
  sizes: string[];
  rows: { label: string; cells: (string | null)[]; total: string }[];
  columnTotals: string[];
  total: string;
}

/** Lines → matrix in the order the lines come (the mission's SKU order); a SKU listed twice (per customer) adds up. */
export function printMatrix(lines: readonly MissionLineRow[]): PrintMatrix {
  const sizes: string[] = [];
  const labels: string[] = [];
  const cells = new Map<string, string>();
  for (const l of lines) {
    const size = l.sizeName ?? '-';
    const label = [l.colorName ?? '-', l.standardName].filter(Boolean).join(' / ');
    if (!sizes.includes(size)) sizes.push(size);
    if (!labels.includes(label)) labels.push(label);
    const key = `${label}\u0000${size}`;
    cells.set(key, dec.add(cells.get(key) ?? '0', l.num));
  }
  const rows = labels.map((label) => {
    const row = sizes.map((size) => cells.get(`${label}\u0000${size}`) ?? null);
    return { label, cells: row, total: dec.sum(row.filter((c): c is string => c !== null)) };
  });
  const columnTotals = sizes.map((_, i) => dec.sum(rows.map((r) => r.cells[i] ?? '0')));
  return { sizes, rows, columnTotals, total: dec.sum(rows.map((r) => r.total)) };
}
