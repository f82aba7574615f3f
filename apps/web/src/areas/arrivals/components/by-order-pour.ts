import { allocateTopDown, dec, divideDecimals, stockQuantity, type ArrivalOrderLineRow } from '@gf/contracts';
import { followComplete, lineFromOrder } from './arrival-lines';
import type { LineDraft } from './ArrivalLinesTable';

/**
 * 按单到料 (reference 06 §4): a material's total arrival (stock unit) poured over its open purchase lines or
 * production-order splits from top to bottom, each taking at most its 采购未到; whatever is left over lands on the
 * last row (an over-delivery stays with the last order). Pure, exact decimals (contracts' allocateTopDown), no floats.
 * Answers one stock-unit quantity per row, '' for a row that takes nothing.
 */
export function pourTotal(total: string, outstanding: readonly (string | null)[]): string[] {
  const rows = outstanding.map((o, index) => ({ index, waiting: o ?? '0' }));
  const out = rows.map(() => '');
  if (rows.length === 0 || dec.cmp(total, '0') <= 0) return out;
  const { allocations, surplus } = allocateTopDown(total, rows);
  for (const a of allocations) out[a.line.index] = a.quantity;
  if (dec.cmp(surplus, '0') > 0) {
    const last = out.length - 1;
    out[last] = dec.add(out[last] || '0', surplus);
  }
  return out;
}

/** 按采购未到一键填齐: every row takes its 采购未到 ('' when nothing is outstanding). */
export function fillWithOutstanding(outstanding: readonly (string | null)[]): string[] {
  return outstanding.map((o) => (o && dec.cmp(o, '0') > 0 ? dec.norm(o) : ''));
}

/** Stock-unit quantity → purchase-unit quantity at a row's rate (4 dp); '' when blank or the rate is unusable. */
export function toPurchaseUnit(stock: string, rate: string): string {
  if (!stock.trim() || dec.isZero(stock)) return '';
  return divideDecimals(stock, rate, 4) ?? '';
}

/** Purchase-unit quantity → stock unit (quantity × rate, 4 dp), as the server saves it. */
export function toStockUnit(quantity: string, rate: string): string {
  if (!quantity.trim()) return '';
  return stockQuantity(quantity, rate);
}

/** Sum of quantities as typed (blank counts as 0), 4 dp trimmed. */
export function sumQuantities(values: readonly string[]): string {
  return dec.sum(values.map((v) => v.trim() || '0'));
}

/** The form's lines of one material SKU (the material-level view groups them). */
export interface MaterialGroup {
  materialSkuId: string;
  label: string;
  purchaseUnit: string;
  stockUnit: string;
  lines: LineDraft[];
}

export function groupByMaterial(lines: readonly LineDraft[]): MaterialGroup[] {
  const groups = new Map<string, MaterialGroup>();
  for (const l of lines) {
    const g = groups.get(l.materialSkuId) ?? {
      materialSkuId: l.materialSkuId,
      label: l.label,
      purchaseUnit: l.purchaseUnit,
      stockUnit: l.stockUnit,
      lines: [],
    };
    g.lines.push(l);
    groups.set(l.materialSkuId, g);
  }
  return [...groups.values()];
}

/**
 * 合计到料 typed for a material: poured over that material's lines on the form (each up to its 采购未到, the surplus
 * on the last); answers all lines, that material's quantities (purchase unit, at each line's rate) replaced and their
 * 是否到齐 following the new quantities.
 */
export function pourIntoLines(lines: readonly LineDraft[], materialSkuId: string, stockTotal: string): LineDraft[] {
  const mine = lines.filter((l) => l.materialSkuId === materialSkuId);
  const stocks = pourTotal(
    stockTotal,
    mine.map((l) => l.outstanding),
  );
  const byKey = new Map(mine.map((l, i) => [l.key, toPurchaseUnit(stocks[i]!, l.conversionRate)]));
  return lines.map((l) =>
    byKey.has(l.key) ? followComplete({ ...l, quantity: byKey.get(l.key)!, amountTyped: false, amount: '' }) : l,
  );
}

/**
 * 按单到料 confirmed: the material's lines become one line per order with a quantity, in place of the first of them.
 * A line already on the form for the same order keeps its other entries (缸号, 卷号, price ...).
 */
export function applyByOrder(
  lines: readonly LineDraft[],
  materialSkuId: string,
  chosen: readonly { row: ArrivalOrderLineRow; quantity: string; complete: boolean }[],
): LineDraft[] {
  const at = lines.findIndex((l) => l.materialSkuId === materialSkuId);
  const bySplit = new Map(lines.filter((l) => l.purchaseLineDemandId).map((l) => [l.purchaseLineDemandId!, l]));
  const fresh = chosen.map(({ row, quantity, complete }) => {
    const kept = bySplit.get(row.purchaseLineDemandId);
    const base = kept ?? lineFromOrder(row);
    return {
      ...base,
      quantity,
      isArriveComplete: complete,
      outstanding: lineFromOrder(row).outstanding,
      amountTyped: false,
      amount: '',
    };
  });
  const others = lines.filter((l) => l.materialSkuId !== materialSkuId);
  if (at < 0) return [...others, ...fresh];
  const before = lines.slice(0, at).filter((l) => l.materialSkuId !== materialSkuId);
  return [...before, ...fresh, ...others.slice(before.length)];
}
