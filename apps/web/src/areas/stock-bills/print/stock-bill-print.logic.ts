import { dec, formatUnitTotals, totalsByUnit, type StockBillLine } from '@gf/contracts';
import type { PrintMatrix } from '../../../shared/print';

/** One goods style of a printed stock bill: its colour × size matrix, price(s) and amount. */
export interface PrintedStyle {
  styleId: string;
  styleNo: string;
  matrix: PrintMatrix;
  /** The distinct prices of its lines ("" when none was given). */
  prices: string[];
  amount: string;
}

/**
 * The goods lines as one matrix per style: a row per colour (and 长度), a column per size, in the order the lines
 * come (the bill keeps the matrix order), with row, column and grand totals, exact decimals.
 */
export function goodsMatrices(lines: readonly StockBillLine[]): PrintedStyle[] {
  const styles = new Map<string, StockBillLine[]>();
  for (const l of lines) {
    if (!l.styleId) continue;
    styles.set(l.styleId, [...(styles.get(l.styleId) ?? []), l]);
  }
  return [...styles].map(([styleId, ls]) => {
    const rowOf = (l: StockBillLine) => [l.colorName ?? '-', l.lengthName].filter(Boolean).join(' / ');
    const colOf = (l: StockBillLine) => l.sizeName ?? '-';
    const labels = [...new Set(ls.map(rowOf))];
    const sizes = [...new Set(ls.map(colOf))];
    const cells = new Map<string, string>();
    for (const l of ls) {
      const key = `${rowOf(l)}\u0000${colOf(l)}`;
      cells.set(key, dec.add(cells.get(key) ?? '0', l.quantity));
    }
    const rows = labels.map((label) => {
      const row = sizes.map((size) => cells.get(`${label}\u0000${size}`) ?? null);
      return { label, cells: row, total: dec.sum(row.filter((c): c is string => c !== null)) };
    });
    const columnTotals = sizes.map((_, i) => dec.sum(rows.map((r) => r.cells[i] ?? '0')));
    return {
      styleId,
      styleNo: ls[0]!.styleNo ?? '',
      matrix: { sizes, rows, columnTotals, total: dec.sum(rows.map((r) => r.total)) },
      prices: [...new Set(ls.map((l) => dec.norm(l.price)))].filter((p) => !dec.isZero(p)),
      amount: dec.sum(
        ls.map((l) => l.amount),
        2,
      ),
    };
  });
}

/** 合计数量 of a bill: per unit (goods in pieces, materials in their stock unit), never one sum across units. */
export function printedUnitTotals(lines: readonly StockBillLine[], pieces: string): string {
  return formatUnitTotals(
    totalsByUnit(
      lines,
      (l) => l.quantity,
      (l) => l.stockUnit ?? pieces,
    ),
    (q) => dec.format(q),
  );
}
