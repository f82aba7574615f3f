/**
 * The cut plan (issue 12 part 7): for one mission and fabric colour, the pieces wanted per size, the most plies a lay
 * may have (the table's height, the cloth's thickness) and the most garments one marker holds (the table's length),
 * propose lays — a marker's size ratio and a ply count each — that cut at least every size's quantity, with the
 * fewest lays and then the least over-cut. Pure and unit-tested; `greedyPlan` is the simple plan it is measured against.
 */

export interface SizeDemand {
  size: string;
  quantity: number;
}

export interface CutLimits {
  /** Most plies in one lay (≥ 1). */
  maxPlies: number;
  /** Most garments in one marker: the sum of its size ratio (≥ 1). */
  maxGarments: number;
}

export interface PlannedLay {
  /** Pieces of each size per ply (the marker), in the order of the demand; 0 for a size not in this marker. */
  ratio: number[];
  plies: number;
}

export interface CutPlan {
  sizes: string[];
  lays: PlannedLay[];
  /** Pieces cut per size (Σ ratio × plies) and what that is over the demand. */
  cut: number[];
  overCut: number[];
  totalOverCut: number;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function checkInput(demand: readonly SizeDemand[], { maxPlies, maxGarments }: CutLimits): void {
  if (!Number.isInteger(maxPlies) || maxPlies < 1) throw new RangeError('maxPlies must be a whole number ≥ 1');
  if (!Number.isInteger(maxGarments) || maxGarments < 1) throw new RangeError('maxGarments must be a whole number ≥ 1');
  for (const d of demand)
    if (!Number.isInteger(d.quantity) || d.quantity < 0) throw new RangeError(`quantity of ${d.size} must be ≥ 0`);
}

/** The plan's figures from its lays. */
export function summarise(demand: readonly SizeDemand[], lays: PlannedLay[]): CutPlan {
  const cut = demand.map((_, i) => sum(lays.map((l) => (l.ratio[i] ?? 0) * l.plies)));
  const overCut = cut.map((c, i) => c - demand[i]!.quantity);
  return { sizes: demand.map((d) => d.size), lays, cut, overCut, totalOverCut: sum(overCut) };
}

/** No plan can have fewer lays than the pieces over what one full lay cuts. */
export function lowerBoundLays(demand: readonly SizeDemand[], limits: CutLimits): number {
  return Math.ceil(sum(demand.map((d) => d.quantity)) / (limits.maxPlies * limits.maxGarments));
}

/**
 * The last lay: every remaining piece in one marker, with the plies that over-cut least (fewest plies on a tie).
 * null when the remainder does not fit one lay.
 */
function finalLay(rem: readonly number[], { maxPlies, maxGarments }: CutLimits): PlannedLay | null {
  let best: { lay: PlannedLay; over: number } | null = null;
  const most = Math.max(...rem);
  for (let p = 1; p <= Math.min(maxPlies, most); p++) {
    const ratio = rem.map((q) => Math.ceil(q / p));
    if (sum(ratio) > maxGarments) continue;
    const over = sum(ratio.map((r, i) => r * p - rem[i]!));
    if (!best || over < best.over) best = { lay: { ratio, plies: p }, over };
  }
  return best?.lay ?? null;
}

/**
 * Lays that over-cut nothing, the ones that cut most first: for each ply count that divides some size's remainder
 * evenly (and the full height), as many of the marker's places as fit, taken from the sizes with the most left.
 */
function exactLays(rem: readonly number[], { maxPlies, maxGarments }: CutLimits, keep: number): PlannedLay[] {
  const plies = new Set<number>([maxPlies]);
  rem.forEach((q) => {
    for (let m = 1; m <= maxGarments; m++) if (q / m <= maxPlies && q / m >= 1) plies.add(Math.floor(q / m));
  });
  const lays: { lay: PlannedLay; covered: number }[] = [];
  for (const p of plies) {
    if (p < 1 || p > maxPlies) continue;
    const ratio = rem.map(() => 0);
    const left = [...rem];
    for (let slot = 0; slot < maxGarments; slot++) {
      let pick = -1;
      left.forEach((q, i) => {
        if (q >= p && (pick < 0 || q > left[pick]!)) pick = i;
      });
      if (pick < 0) break;
      ratio[pick]! += 1;
      left[pick]! -= p;
    }
    if (sum(ratio) > 0) lays.push({ lay: { ratio, plies: p }, covered: sum(ratio) * p });
  }
  lays.sort((x, y) => y.covered - x.covered || y.lay.plies - x.lay.plies);
  return lays.slice(0, keep).map((l) => l.lay);
}

/** Search budget: lays tried per plan before settling for the greedy plan (keeps the screen instant). */
const MAX_STEPS = 5_000;

const overOf = (lay: PlannedLay, rem: readonly number[]) => sum(lay.ratio.map((r, i) => Math.max(0, r * lay.plies - rem[i]!)));

/**
 * The plan in at most `k` lays with the least over-cut found, depth first: where one lay can take all that is left,
 * that lay (least over-cut) ends the branch; else the best exact lays (no over-cut), then the greedy's full-height lay.
 * A branch is dropped when what is left cannot fit the lays left at full size, or it already over-cuts the best.
 */
function planInLays(demand: readonly number[], k: number, limits: CutLimits, budget: { steps: number }): PlannedLay[] | null {
  const full = limits.maxPlies * limits.maxGarments;
  let best: { lays: PlannedLay[]; over: number } | null = null;
  const visit = (rem: number[], left: number, lays: PlannedLay[], over: number): void => {
    if (best && over >= best.over) return;
    const total = sum(rem);
    if (total === 0) {
      best = { lays, over };
      return;
    }
    if (left === 0 || Math.ceil(total / full) > left || --budget.steps < 0) return;
    const last = finalLay(rem, limits);
    if (last) visit([], left - 1, [...lays, last], over + overOf(last, rem));
    const tried = new Set<string>();
    for (const lay of [...exactLays(rem, limits, 3), greedyLay(rem, limits)]) {
      if (!lay) continue;
      const key = `${lay.plies}:${lay.ratio.join(',')}`;
      if (tried.has(key)) continue;
      tried.add(key);
      const next = rem.map((q, i) => Math.max(0, q - lay.ratio[i]! * lay.plies));
      visit(next, left - 1, [...lays, lay], over + overOf(lay, rem));
    }
  };
  visit([...demand], k, [], 0);
  return (best as { lays: PlannedLay[] } | null)?.lays ?? null;
}

/**
 * The plan: from the lower bound of lays upwards, the first number of lays the search covers; sizes with no demand
 * stay out of every marker. The greedy plan's lays are among the moves tried, so it never needs more lays than greedy.
 */
export function planCut(demand: readonly SizeDemand[], limits: CutLimits): CutPlan {
  checkInput(demand, limits);
  const quantities = demand.map((d) => d.quantity);
  if (sum(quantities) === 0) return summarise(demand, []);
  const greedy = greedyPlan(demand, limits);
  const budget = { steps: MAX_STEPS };
  for (let k = lowerBoundLays(demand, limits); k <= greedy.lays.length; k++) {
    const lays = planInLays(quantities, k, limits, budget);
    if (lays) return summarise(demand, lays);
  }
  return greedy;
}

/** One lay of the greedy plan for what is left (see greedyPlan). */
function greedyLay(rem: readonly number[], { maxPlies, maxGarments }: CutLimits): PlannedLay | null {
  const ratio = rem.map(() => 0);
  const open = (i: number) => rem[i]! - ratio[i]! * maxPlies;
  for (let slot = 0; slot < maxGarments; slot++) {
    let pick = -1;
    rem.forEach((_, i) => {
      if (open(i) > 0 && (pick < 0 || open(i) > open(pick))) pick = i;
    });
    if (pick < 0) break;
    ratio[pick]! += 1;
  }
  if (sum(ratio) === 0) return null;
  const plies = Math.min(maxPlies, Math.max(...rem.map((q, i) => (ratio[i]! > 0 ? Math.ceil(q / ratio[i]!) : 0))));
  return { ratio, plies };
}

/**
 * The simple plan a cutter would lay by hand: every lay at full height, its marker filled one place at a time with
 * the size that has the most left; the lay's plies then cut what its sizes still need (at most the full height).
 */
export function greedyPlan(demand: readonly SizeDemand[], limits: CutLimits): CutPlan {
  checkInput(demand, limits);
  let rem = demand.map((d) => d.quantity);
  const lays: PlannedLay[] = [];
  for (let lay = greedyLay(rem, limits); lay; lay = greedyLay(rem, limits)) {
    const { ratio, plies } = lay;
    lays.push(lay);
    rem = rem.map((q, i) => Math.max(0, q - ratio[i]! * plies));
  }
  return summarise(demand, lays);
}
