import { Dec, inspectionPassRate } from '@gf/contracts';

/**
 * What a node's reports add up to, per goods SKU (key '' for a total node's lines, which name no SKU). Pure: the
 * repositories read the summed lines, these functions decide the figures and the limits (unit-tested).
 */
export interface LineSum {
  billType: string;
  kind: string;
  /** '' when the line names no SKU. */
  skuKey: string;
  num: string;
}

export interface SkuFigures {
  completed: Dec;
  adjust: Dec;
  defective: Dec;
  waste: Dec;
}

const zero = (): SkuFigures => ({ completed: Dec.of(0), adjust: Dec.of(0), defective: Dec.of(0), waste: Dec.of(0) });

export const isSamplingNode = (typeCode: string) => typeCode === 'select_check' || typeCode === 'select_check_quantity';
export const isCuttingNode = (typeCode: string) => typeCode.startsWith('actual_cutting');

/** Which figure a line feeds: sampling rows count what was produced as completed; the others their bill's kind. */
export function figureOf(typeCode: string, billType: string, kind: string): keyof SkuFigures | null {
  if (isSamplingNode(typeCode)) {
    if (billType !== 'FAC_MISSION_COMPLETE') return billType === 'FAC_MISSION_ADJUST' ? 'adjust' : null;
    if (kind === 'produced') return 'completed';
    if (kind === 'defective') return 'defective';
    if (kind === 'waste') return 'waste';
    return null;
  }
  if (billType === 'FAC_MISSION_COMPLETE') return 'completed';
  if (billType === 'FAC_MISSION_ADJUST') return 'adjust';
  if (billType === 'FAC_MISSION_DEFECTIVE') return 'defective';
  if (billType === 'FAC_MISSION_WASTE') return 'waste';
  return null;
}

export function figuresBySku(typeCode: string, sums: readonly LineSum[]): Map<string, SkuFigures> {
  const out = new Map<string, SkuFigures>();
  for (const s of sums) {
    const figure = figureOf(typeCode, s.billType, s.kind);
    if (!figure) continue;
    const f = out.get(s.skuKey) ?? zero();
    f[figure] = f[figure].plus(s.num);
    out.set(s.skuKey, f);
  }
  return out;
}

export function totalFigures(byS: ReadonlyMap<string, SkuFigures>): SkuFigures {
  const t = zero();
  for (const f of byS.values()) {
    t.completed = t.completed.plus(f.completed);
    t.adjust = t.adjust.plus(f.adjust);
    t.defective = t.defective.plus(f.defective);
    t.waste = t.waste.plus(f.waste);
  }
  return t;
}

export interface InspectionFigures {
  qualified: string;
  defective: string;
  waste: string;
  /** 合格率 (contracts' inspectionPassRate); null when nothing was inspected. */
  passRate: string | null;
}

/**
 * What a quality or sampling node inspected (posted lines by kind: 合格 qualified, 次品 defective, 废品 waste, whichever
 * bill carries them) and its pass rate; null for other node types.
 */
export function inspectionOf(typeCode: string, sums: readonly LineSum[]): InspectionFigures | null {
  if (typeCode !== 'quality_checking' && !isSamplingNode(typeCode)) return null;
  const by = { qualified: Dec.of(0), defective: Dec.of(0), waste: Dec.of(0) };
  for (const s of sums) {
    if (s.billType === 'FAC_MISSION_ADJUST') continue;
    if (s.kind === 'qualified' || s.kind === 'defective' || s.kind === 'waste') by[s.kind] = by[s.kind].plus(s.num);
  }
  const [qualified, defective, waste] = [by.qualified.toString(), by.defective.toString(), by.waste.toString()];
  return { qualified, defective, waste, passRate: inspectionPassRate(qualified, defective, waste) };
}

/** What the node passes on downstream: completed plus adjustments. */
export const passedOf = (f: SkuFigures | undefined) => (f ? f.completed.plus(f.adjust) : Dec.of(0));

/** What counts against the node's limit: passed, plus what a quality node found defective or scrapped. */
export const usedOf = (typeCode: string, f: SkuFigures | undefined) =>
  !f ? Dec.of(0) : typeCode === 'quality_checking' ? passedOf(f).plus(f.defective).plus(f.waste) : passedOf(f);

/** target × (1 + percent / 100), 4 decimals. */
export function allowedOf(target: Dec, excessPercent: string | null): Dec {
  const pct = Dec.of(excessPercent ?? 0);
  return target.times(pct.div(100).plus(1)).round(4);
}

export interface LimitBreach {
  skuKey: string;
  target: string;
  allowed: string;
  used: string;
  /** The quantity of this bill on that SKU. */
  asked: string;
}

/**
 * The SKUs where the node would go over its allowance (target × tolerance) or below zero with this bill.
 * `targets`: per SKU key; a total node compares one key '' with the summed target.
 */
export function limitBreaches(input: {
  typeCode: string;
  targets: ReadonlyMap<string, Dec>;
  excessPercent: string | null;
  /** Figures of the other bills that count (reviewed; at submit also pending). */
  others: ReadonlyMap<string, SkuFigures>;
  /** Figures of this bill. */
  mine: ReadonlyMap<string, SkuFigures>;
}): LimitBreach[] {
  const breaches: LimitBreach[] = [];
  for (const [skuKey, f] of input.mine) {
    const asked = usedOf(input.typeCode, f);
    if (asked.isZero()) continue;
    const used = usedOf(input.typeCode, input.others.get(skuKey)).plus(asked);
    const target = input.targets.get(skuKey) ?? Dec.of(0);
    const allowed = allowedOf(target, input.excessPercent);
    const tooMuch = asked.gt(0) && used.gt(allowed);
    const belowZero = asked.lt(0) && used.lt(0);
    if (tooMuch || belowZero)
      breaches.push({
        skuKey,
        target: target.toFixed(),
        allowed: allowed.toFixed(),
        used: used.toFixed(),
        asked: asked.toFixed(),
      });
  }
  return breaches;
}

/** Bills whose effects stand: reviewed, and reviewed with an anti-review pending (its effects go at the approval). */
export const POSTED_STATUSES = [2, 3] as const;
/** What a submit counts against the limit besides the posted bills: the ones waiting for review. */
export const COUNTED_AT_SUBMIT = [1, 2, 3] as const;
