import { dec, nodeReportBillTypeLabels, passRate, skuKeyOf, type NodeReportBillType, type NodeSkuFigures } from '@gf/contracts';
import type { MatrixAxis, Quantities } from '../../../shared/sku-matrix';

/**
 * The node's SKUs laid out for the shared SkuMatrix. The panel read names each SKU's colour and size (not their ids),
 * so the axes are the names in the order the SKUs come; a cell's key maps back to its goods SKU.
 */
export interface NodeMatrix {
  colors: MatrixAxis[];
  sizes: MatrixAxis[];
  existingKeys: Set<string>;
  keyOf: Map<string, string>;
  skuOf: Map<string, NodeSkuFigures>;
}

export function nodeMatrix(skus: readonly NodeSkuFigures[]): NodeMatrix {
  const colors: MatrixAxis[] = [];
  const sizes: MatrixAxis[] = [];
  const keyOf = new Map<string, string>();
  const skuOf = new Map<string, NodeSkuFigures>();
  for (const sku of skus) {
    if (!colors.some((c) => c.id === sku.colorName)) colors.push({ id: sku.colorName, name: sku.colorName });
    if (!sizes.some((s) => s.id === sku.sizeName)) sizes.push({ id: sku.sizeName, name: sku.sizeName });
    const key = skuKeyOf({ colorId: sku.colorName, sizeId: sku.sizeName, standardId: null });
    keyOf.set(sku.goodsSkuId, key);
    skuOf.set(key, sku);
  }
  return { colors, sizes, existingKeys: new Set(skuOf.keys()), keyOf, skuOf };
}

export type FigureField = 'completedNum' | 'remainingNum' | 'adjustNum' | 'targetNum' | 'orderedNum' | 'actualCutNum';

/** One figure of every SKU as matrix cells (whole pieces). */
export function figureCells(m: NodeMatrix, field: FigureField): Quantities {
  const cells: Quantities = {};
  for (const [key, sku] of m.skuOf) cells[key] = Number(sku[field]);
  return cells;
}

/** Per-SKU quantities (e.g. one outside factory's completed) as matrix cells. */
export function lineCells(m: NodeMatrix, lines: readonly { goodsSkuId: string; num: string }[]): Quantities {
  const cells: Quantities = {};
  for (const l of lines) {
    const key = m.keyOf.get(l.goodsSkuId);
    if (key) cells[key] = Number(l.num);
  }
  return cells;
}

export const skuLabel = (sku: Pick<NodeSkuFigures, 'colorName' | 'sizeName'>) => `${sku.colorName} / ${sku.sizeName}`;

/** The typed cells as report lines: the non-zero ones, in the panel's SKU order. */
export function reportLines(m: NodeMatrix, cells: Quantities): { goodsSkuId: string; num: string }[] {
  const lines: { goodsSkuId: string; num: string }[] = [];
  for (const [key, sku] of m.skuOf) {
    const n = cells[key] ?? 0;
    if (n !== 0) lines.push({ goodsSkuId: sku.goodsSkuId, num: String(n) });
  }
  return lines;
}

export interface OverLine {
  goodsSkuId: string;
  label: string;
  num: string;
  allowance: string;
}

/**
 * The lines that report more than the node still allows (the panel's allowanceNum: target plus tolerance, less what
 * is completed or pending). The dialog warns before it sends them; the server re-checks on locked rows and decides.
 */
export function overAllowance(m: NodeMatrix, lines: readonly { goodsSkuId: string; num: string }[]): OverLine[] {
  const over: OverLine[] = [];
  for (const line of lines) {
    const key = m.keyOf.get(line.goodsSkuId);
    const sku = key ? m.skuOf.get(key) : undefined;
    if (sku && dec.cmp(line.num, sku.allowanceNum) > 0)
      over.push({ goodsSkuId: sku.goodsSkuId, label: skuLabel(sku), num: line.num, allowance: dec.max0(sku.allowanceNum) });
  }
  return over;
}

/** One row of the sampling dialog (抽检): produced, sampled, passed, defective, waste. */
export interface SamplingRow {
  key: string;
  goodsSkuId: string | null;
  label: string;
  produced: number;
  sampled: number;
  passed: number;
  defective: number;
  waste: number;
}

export type SamplingProblem = 'sampledTooMany' | 'partsTooMany' | null;

/** The row's rule broken, if any (the same rules the server's schema holds). */
export function samplingProblem(r: SamplingRow): SamplingProblem {
  if (r.sampled > r.produced) return 'sampledTooMany';
  if (r.passed + r.defective + r.waste > r.sampled) return 'partsTooMany';
  return null;
}

/** The totals row and 总合格率. */
export function samplingTotals(rows: readonly SamplingRow[]) {
  const sum = (f: 'produced' | 'sampled' | 'passed' | 'defective' | 'waste') => rows.reduce((s, r) => s + r[f], 0);
  const sampled = sum('sampled');
  const passed = sum('passed');
  return {
    produced: sum('produced'),
    sampled,
    passed,
    defective: sum('defective'),
    waste: sum('waste'),
    rate: passRate(passed, sampled),
  };
}

/** The lay number (床次) already used on the mission: the server refuses it too, this says so while typing. */
export const isLatheUsed = (lathe: string, used: readonly string[]) => used.includes(lathe.trim());

/**
 * A bill's name as shown: the node's own name for it (a node may rename 完成数单), but the default name in the
 * interface's language.
 */
export function shownBillName(t: (key: string) => string, billType: string, billName: string): string {
  const label = nodeReportBillTypeLabels[billType as NodeReportBillType] as { zh: string } | undefined;
  return label && billName === label.zh ? t(`nodeReports.billType.${billType}`) : billName;
}
