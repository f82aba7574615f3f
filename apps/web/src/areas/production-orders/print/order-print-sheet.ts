import { dec, type GoodsSku, type OrderSkuQuantity } from '@gf/contracts';

/** One printed matrix: a row per colour (and 内长), a column per size, row, column and grand totals, exact decimals. */
export interface OrderPrintMatrix {
  sizes: string[];
  rows: { label: string; cells: (string | null)[]; total: string }[];
  columnTotals: string[];
  total: string;
}

/**
 * The style's SKUs give the axes in their own order (colours, sizes, lengths as the goods record lists them); the
 * cells fill them. A colour or size with nothing ordered is left out so the A4 sheet shows what is made; a cell of a
 * SKU the style no longer lists still prints under its ids' names when the SKU is known, never dropped silently.
 */
export function orderPrintMatrix(skuList: readonly GoodsSku[], cells: readonly OrderSkuQuantity[]): OrderPrintMatrix {
  const sku = new Map(skuList.map((s) => [s.id, s]));
  const ordered = cells.filter((c) => !dec.isZero(c.num));
  const labelOf = (s: GoodsSku | undefined, c: OrderSkuQuantity) =>
    [s ? s.color_no_name || s.color_name : c.colorId, s?.standard_value].filter(Boolean).join(' / ');
  const sizeOf = (s: GoodsSku | undefined, c: OrderSkuQuantity) => (s ? s.size_value : c.sizeId);
  // Axis order: the style's SKU order first, then anything only the cells know.
  const labels: string[] = [];
  const sizes: string[] = [];
  const used = new Set(ordered.map((c) => c.goodsSkuId));
  for (const s of skuList) {
    if (!used.has(s.id)) continue;
    const c = ordered.find((x) => x.goodsSkuId === s.id)!;
    if (!labels.includes(labelOf(s, c))) labels.push(labelOf(s, c));
    if (!sizes.includes(sizeOf(s, c))) sizes.push(sizeOf(s, c));
  }
  const sums = new Map<string, string>();
  for (const c of ordered) {
    const s = sku.get(c.goodsSkuId);
    const label = labelOf(s, c);
    const size = sizeOf(s, c);
    if (!labels.includes(label)) labels.push(label);
    if (!sizes.includes(size)) sizes.push(size);
    const key = `${label}\u0000${size}`;
    sums.set(key, dec.add(sums.get(key) ?? '0', c.num));
  }
  const rows = labels.map((label) => {
    const row = sizes.map((size) => sums.get(`${label}\u0000${size}`) ?? null);
    return { label, cells: row, total: dec.sum(row.filter((c): c is string => c !== null)) };
  });
  const columnTotals = sizes.map((_, i) => dec.sum(rows.map((r) => r.cells[i] ?? '0')));
  return { sizes, rows, columnTotals, total: dec.sum(rows.map((r) => r.total)) };
}
