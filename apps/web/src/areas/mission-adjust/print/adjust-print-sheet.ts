import type { GoodsSku, MissionAdjustLineView } from '@gf/contracts';
import { shapeOf, skuKeyOfGoodsSku } from '../../../shared/sku-matrix';

/** A changed SKU's figures on the sheet: before (0 when the mission had no such line) and after. */
export interface PrintCell {
  oldNum: number;
  newNum: number;
}
export interface PrintRow {
  /** 颜色 (and 内长 when the style has them). */
  label: string;
  cells: (PrintCell | null)[];
  oldTotal: number;
  newTotal: number;
}
/** One matrix per customer of the bill's lines (one with customerName null when the mission is not per customer). */
export interface PrintMatrix {
  customerName: string | null;
  sizes: string[];
  rows: PrintRow[];
  oldTotal: number;
  newTotal: number;
}

/**
 * The adjustment's lines as colour × size matrices for the A4 sheet: a cell shows the SKU's quantity before and after
 * (only the SKUs the bill changes; the others stay blank), with row and grand totals of those SKUs.
 */
export function adjustPrintMatrices(skuList: readonly GoodsSku[], lines: readonly MissionAdjustLineView[]): PrintMatrix[] {
  const shape = shapeOf(skuList);
  const keyOf = new Map(skuList.map((s) => [s.id, skuKeyOfGoodsSku(s)]));
  const rowsOf = shape.standards.length
    ? shape.colors.flatMap((c) => shape.standards.map((s) => ({ colorId: c.id, standardId: s.id, label: `${c.name} ${s.name}` })))
    : shape.colors.map((c) => ({ colorId: c.id, standardId: null as string | null, label: c.name }));
  const groups = new Map<string, { customerName: string | null; cells: Map<string, PrintCell> }>();
  for (const l of lines) {
    const key = keyOf.get(l.goodsSkuId);
    if (!key) continue;
    const g = groups.get(l.customerId ?? '-') ?? { customerName: l.customerName, cells: new Map<string, PrintCell>() };
    g.cells.set(key, { oldNum: Number(l.oldNum ?? 0), newNum: Number(l.newNum) });
    groups.set(l.customerId ?? '-', g);
  }
  return [...groups.values()].map((g) => {
    const rows = rowsOf
      .map((r) => {
        const cells = shape.sizes.map((size) => {
          const key = skuList.find(
            (s) => s.color_id === r.colorId && s.size_id === size.id && (s.standard_id ?? null) === r.standardId,
          );
          return (key && g.cells.get(skuKeyOfGoodsSku(key))) ?? null;
        });
        const sum = (side: keyof PrintCell) => cells.reduce((a, c) => a + (c?.[side] ?? 0), 0);
        return { label: r.label, cells, oldTotal: sum('oldNum'), newTotal: sum('newNum') };
      })
      .filter((r) => r.cells.some(Boolean));
    return {
      customerName: g.customerName,
      sizes: shape.sizes.map((s) => s.name),
      rows,
      oldTotal: rows.reduce((a, r) => a + r.oldTotal, 0),
      newTotal: rows.reduce((a, r) => a + r.newTotal, 0),
    };
  });
}
