import { dec, type MissionLineRow } from '@gf/contracts';
import { planCut, type CutLimits, type CutPlan } from './planner/cut-planner';

/** One fabric colour (and 内长) of the mission: its sizes with the pieces still to cut and the goods SKU of each. */
export interface ColourGroup {
  label: string;
  sizes: { size: string; goodsSkuId: string; ordered: number; cut: number; toCut: number }[];
}

/** The mission's lines by colour, sizes in the lines' order; to cut = ordered − already cut (never below 0). */
export function colourGroups(lines: readonly MissionLineRow[]): ColourGroup[] {
  const groups = new Map<string, ColourGroup>();
  for (const l of lines) {
    const label = [l.colorName ?? '-', l.standardName].filter(Boolean).join(' / ');
    const group = groups.get(label) ?? { label, sizes: [] };
    groups.set(label, group);
    const size = l.sizeName ?? '-';
    const row = group.sizes.find((s) => s.size === size);
    const ordered = Number(dec.add(row ? String(row.ordered) : '0', l.num));
    const cut = Number(dec.add(row ? String(row.cut) : '0', l.actualCutNum));
    const next = { size, goodsSkuId: l.goodsSkuId, ordered, cut, toCut: Math.max(0, Math.ceil(ordered - cut)) };
    if (row) Object.assign(row, next);
    else group.sizes.push(next);
  }
  return [...groups.values()];
}

export interface GroupPlan {
  group: ColourGroup;
  plan: CutPlan;
}

/** A plan per colour with something left to cut. */
export function planGroups(groups: readonly ColourGroup[], limits: CutLimits): GroupPlan[] {
  return groups
    .filter((g) => g.sizes.some((s) => s.toCut > 0))
    .map((group) => ({
      group,
      plan: planCut(
        group.sizes.map((s) => ({ size: s.size, quantity: s.toCut })),
        limits,
      ),
    }));
}

/** The lays as actual-cutting report inputs: one per lay, 床次 "<colour> #n", the SKU lines ratio × plies. */
export function layReports(plans: readonly GroupPlan[]): { lathe: string; skus: { goodsSkuId: string; num: string }[] }[] {
  return plans.flatMap(({ group, plan }) =>
    plan.lays.map((lay, i) => ({
      lathe: `${group.label} #${i + 1}`.slice(0, 50),
      skus: group.sizes
        .map((s, j) => ({ goodsSkuId: s.goodsSkuId, num: String((lay.ratio[j] ?? 0) * lay.plies) }))
        .filter((l) => l.num !== '0'),
    })),
  );
}
