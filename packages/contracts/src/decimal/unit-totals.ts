import { Dec, type DecimalInput } from './decimal.js';

/**
 * Quantities are added only within one unit (1200 米 + 800 米 + 3000 个 is "2000 米 + 3000 个", never 5000). Lists,
 * details, forms and exports all total through here, so the rule lives once.
 */
export interface UnitTotal {
  /** The unit's name as the lines carry it; '' when a line has none. */
  unit: string;
  quantity: string;
  /** How many lines (SKU rows) went into this total. */
  lines: number;
}

/** Totals per unit, in the order the units first appear; blank quantities add nothing. */
export function totalsByUnit<T>(
  rows: readonly T[],
  quantityOf: (row: T) => DecimalInput | null | undefined,
  unitOf: (row: T) => string | null | undefined,
  scale = 4,
): UnitTotal[] {
  const sums = new Map<string, { sum: Dec; lines: number }>();
  for (const row of rows) {
    const raw = quantityOf(row);
    const unit = (unitOf(row) ?? '').trim();
    const entry = sums.get(unit) ?? { sum: Dec.zero, lines: 0 };
    const blank = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
    sums.set(unit, { sum: blank ? entry.sum : entry.sum.plus(raw), lines: entry.lines + 1 });
  }
  return [...sums].map(([unit, { sum, lines }]) => ({ unit, quantity: sum.round(scale).toString(), lines }));
}

/** Merges totals already grouped per unit (e.g. one row per bill from SQL) into one list per unit. */
export function mergeUnitTotals(groups: readonly (readonly UnitTotal[])[], scale = 4): UnitTotal[] {
  return totalsByUnit(
    groups.flat(),
    (t) => t.quantity,
    (t) => t.unit,
    scale,
  ).map((merged) => ({
    ...merged,
    lines: groups.flat().reduce((n, t) => (t.unit === merged.unit ? n + t.lines : n), 0),
  }));
}

/** "2000 米 + 3000 个": one figure per unit, joined; '' for no rows. */
export function formatUnitTotals(totals: readonly UnitTotal[], format: (quantity: string) => string = (q) => q): string {
  return totals.map((t) => (t.unit ? `${format(t.quantity)} ${t.unit}` : format(t.quantity))).join(' + ');
}
