import type { WymQcOutcome } from '@gf/contracts';

export type WymQcAction = 'qualified' | 'defectived' | 'wasted' | 'repaired';

/** What may be done to a code at a QC node: inspect it when unreported; 返修合格 when it is an open defect. */
export function qcActions(status: 0 | 1 | 2, outcome: WymQcOutcome | undefined): WymQcAction[] {
  if (status === 0) return ['qualified', 'defectived', 'wasted'];
  if (status === 2 && outcome === 'DEFECTIVE') return ['repaired'];
  return [];
}

/** The shown codes' results at a QC node, counted (the page's summary line under the matrix). */
export function outcomeCounts(
  rows: readonly { outcomes: Record<string, WymQcOutcome> }[],
  nodeId: string,
): Record<WymQcOutcome, number> {
  const counts: Record<WymQcOutcome, number> = { QUALIFIED: 0, DEFECTIVE: 0, REPAIRED: 0, WASTE: 0 };
  for (const r of rows) {
    const o = r.outcomes[nodeId];
    if (o) counts[o] += 1;
  }
  return counts;
}
