import { dec, formatUnitTotals, totalsByUnit, type StocktakeDetail, type StocktakeLineRow } from '@gf/contracts';

/** What the printed count sheet shows of a stocktake. */
export interface CountSheetLayout {
  /** Roll and vat columns: only when some line is a tracked lot. */
  hasLots: boolean;
  /** The book column: not while a blind count hides it from the caller. */
  showsBook: boolean;
  /** The counts were entered (some line has one): the 实盘数 column prints them, else it is blank to fill by hand. */
  hasCounts: boolean;
  /** The difference column: with the counts, when the book is shown. */
  showsDifference: boolean;
}

export function countSheetLayout(check: Pick<StocktakeDetail, 'isHidden' | 'lines'>): CountSheetLayout {
  const hasCounts = check.lines.some((l) => l.countedQuantity !== null);
  return {
    hasLots: check.lines.some((l) => Boolean(l.rollId || l.vatNo)),
    showsBook: !check.isHidden,
    hasCounts,
    showsDifference: hasCounts && !check.isHidden,
  };
}

/** One figure of the lines totalled per stock unit (米 and 个 never added together), e.g. "150 米 + 30 个". */
export function unitTotalsOf(lines: readonly StocktakeLineRow[], pick: (l: StocktakeLineRow) => string | null): string {
  return formatUnitTotals(
    totalsByUnit(lines, pick, (l) => l.stockUnit),
    (q) => dec.format(q),
  );
}

/** A printed quantity: blank when there is none (a line nobody counted stays empty for the pen). */
export const printedQuantity = (v: string | null): string => (v === null ? '' : dec.format(v));
