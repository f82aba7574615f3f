import { splitByRatio } from '../attributes/split-by-ratio.js';

/**
 * 按码比填数 (fill by size ratio) for production orders, adjustments and the SKU matrix.
 *
 * The arithmetic is the attributes area's `splitByRatio` (largest remainder, ties to the earlier size, exact for any
 * safe integer); this module adds what an order needs around it: a typed refusal the screens can translate, a saved
 * 码比 (code ratio, attributes area) lined up with a style's sizes, and totals per row split in one call.
 */

/** Why a split is refused: the total is not a whole number >= 0, a ratio is not, or every ratio is 0. */
export type RatioProblem = 'totalNotWhole' | 'ratioNotWhole' | 'allRatiosZero';

const problemText: Record<RatioProblem, string> = {
  totalNotWhole: '合计数必须是不小于0的整数|the total must be a whole number of at least 0',
  ratioNotWhole: '码比必须是不小于0的整数|each ratio must be a whole number of at least 0',
  allRatiosZero: '码比不能全为0|at least one ratio must be above 0',
};

/** A refused split; `problem` says which rule, `message` is "中文|English" as the contracts' other messages. */
export class RatioError extends RangeError {
  constructor(readonly problem: RatioProblem) {
    super(problemText[problem]);
    this.name = 'RatioError';
  }
}

/** The rule a split breaks, or null when `splitTotalByRatio(total, ratios)` will answer. */
export function ratioProblem(total: number, ratios: readonly number[]): RatioProblem | null {
  if (!Number.isSafeInteger(total) || total < 0) return 'totalNotWhole';
  if (ratios.some((r) => !Number.isSafeInteger(r) || r < 0)) return 'ratioNotWhole';
  if (!ratios.some((r) => r > 0)) return 'allRatiosZero';
  return null;
}

/**
 * Splits `total` pieces over the sizes by their ratios: whole shares summing exactly to `total`, each within one
 * piece of its exact proportion, 0 for a ratio of 0. Throws RatioError instead of answering anything else
 * (a total of 0 with all ratios 0 is refused too: there is nothing to fill by).
 */
export function splitTotalByRatio(total: number, ratios: readonly number[]): number[] {
  const problem = ratioProblem(total, ratios);
  if (problem) throw new RatioError(problem);
  return splitByRatio(total, ratios);
}

/** One size's weight in a 码比 group (the attributes area's CodeRatioItem carries these two fields). */
export interface RatioGroupItem {
  sizeId: string;
  ratio: number;
}

/** A 码比 group's ratios in the order of `sizeIds`; a size the group does not name weighs 0. */
export function ratiosForSizes(group: readonly RatioGroupItem[], sizeIds: readonly string[]): number[] {
  const bySize = new Map(group.map((i) => [i.sizeId, i.ratio]));
  return sizeIds.map((s) => bySize.get(s) ?? 0);
}

/** `total` split over `sizeIds` by a 码比 group: size id -> pieces. */
export function splitByRatioGroup(
  total: number,
  group: readonly RatioGroupItem[],
  sizeIds: readonly string[],
): Record<string, number> {
  const shares = splitTotalByRatio(total, ratiosForSizes(group, sizeIds));
  return Object.fromEntries(sizeIds.map((s, i) => [s, shares[i] ?? 0]));
}

/**
 * Several rows (colours, or colour × 内长) each with its own typed total, split by the same ratios.
 * Rows whose total is null are left out of the answer (the clerk typed nothing there). Throws RatioError
 * naming the first broken rule; nothing is split when any row is refused.
 */
export function splitRowTotals(
  totals: Readonly<Record<string, number | null>>,
  ratios: readonly number[],
): Record<string, number[]> {
  const typed = Object.entries(totals).filter((e): e is [string, number] => e[1] !== null);
  for (const [, total] of typed) {
    const problem = ratioProblem(total, ratios);
    if (problem) throw new RatioError(problem);
  }
  return Object.fromEntries(typed.map(([row, total]) => [row, splitByRatio(total, ratios)]));
}
