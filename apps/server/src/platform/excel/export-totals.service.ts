import { Dec, mergeUnitTotals, totalsByUnit, type UnitTotal } from '@gf/contracts';
import { pick, type Lang } from '../http/errors.js';
import type { CellValue, ExportColumn } from './export-column.schema.js';

/** One total row under the data: its label (in the first column that holds no total) and a value per column. */
export interface TotalRow {
  label: string;
  /** Column index → the exact total (as a decimal string, for the cell and for tests). */
  values: Map<number, string>;
}

/** One written row: the row and, per column, the exact decimal written (null: blank, a 整单 repeat, or not a number). */
type WrittenRow<R> = { row: R; exact: (Dec | null)[] };

const unitLabel = (unit: string, lang: Lang) =>
  pick({ zh: `合计（${unit || '无单位'}）`, en: `Total (${unit || 'no unit'})` }, lang);

/**
 * The totals a sheet ends with, gathered batch by batch while it streams: amounts and counts marked `total` add up in
 * one 合计 row; quantities with `unitOf` add up per unit (totalsByUnit / mergeUnitTotals of @gf/contracts), one row per
 * unit in the order the units first appear. Only written cells count, so a 整单 figure counts once per bill.
 */
export function sheetTotals<R>(columns: readonly ExportColumn<R>[]) {
  const sums = new Map<number, Dec>();
  const perUnit = new Map<number, UnitTotal[]>();
  columns.forEach((c, i) => {
    if ((c.type === 'money' || c.type === 'integer') && c.total) sums.set(i, Dec.zero);
    if (c.type === 'quantity' && c.unitOf) perUnit.set(i, []);
  });
  let rows = 0;

  return {
    /** Where the labels go: the first column that holds no total. */
    labelColumn: Math.max(
      0,
      columns.findIndex((_, i) => !sums.has(i) && !perUnit.has(i)),
    ),
    add(batch: readonly WrittenRow<R>[]) {
      rows += batch.length;
      for (const [i, sum] of sums)
        sums.set(
          i,
          batch.reduce((s, w) => (w.exact[i] ? s.plus(w.exact[i]) : s), sum),
        );
      for (const [i, sofar] of perUnit) {
        const column = columns[i]!;
        if (column.type !== 'quantity' || !column.unitOf) continue;
        const unitOf = column.unitOf;
        const batchTotals = totalsByUnit(
          batch.filter((w) => w.exact[i]),
          (w) => w.exact[i],
          (w) => unitOf(w.row),
          column.scale,
        );
        perUnit.set(i, mergeUnitTotals([sofar, batchTotals], column.scale));
      }
    },
    /** The total rows, none for an empty sheet. */
    rows(lang: Lang): TotalRow[] {
      if (rows === 0) return [];
      const out: TotalRow[] = [];
      if (sums.size) {
        out.push({
          label: pick({ zh: '合计', en: 'Total' }, lang),
          values: new Map([...sums].map(([i, s]) => [i, s.toString()])),
        });
      }
      const units = [...new Set([...perUnit.values()].flatMap((totals) => totals.map((t) => t.unit)))];
      for (const unit of units) {
        const values = new Map<number, string>();
        for (const [i, totals] of perUnit) {
          const t = totals.find((x) => x.unit === unit);
          if (t) values.set(i, t.quantity);
        }
        out.push({ label: unitLabel(unit, lang), values });
      }
      return out;
    },
  };
}

/** The cells of a total row: its label in `labelColumn`, each total a number (converted only here). */
export function totalRowCells(row: TotalRow, width: number, labelColumn: number): CellValue[] {
  const cells: CellValue[] = Array.from({ length: width }, () => null);
  cells[labelColumn] = row.label;
  for (const [i, v] of row.values) cells[i] = Number(v);
  return cells;
}
