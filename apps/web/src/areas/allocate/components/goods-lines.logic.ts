import type { AllocateLine, GoodsSku } from '@gf/contracts';
import { stockShortfalls, type StockShortfall } from '../../../shared/material-lines';
import { skuKeyOfGoodsSku, type Quantities } from '../../../shared/sku-matrix';

/** One style on a goods transfer: its SKUs and the quantities typed in its colour × size matrix (by matrix key). */
export interface GoodsBlock {
  styleId: string;
  label: string;
  skus: GoodsSku[];
  quantities: Quantities;
}

/** "红 S" (and 内长): a cell of a style named for the reader. */
export const cellName = (s: GoodsSku) => [s.color_name, s.size_value, s.standard_value].filter(Boolean).join(' ');

/** The transfer's lines: every cell above 0, in the styles' and SKUs' order. */
export function goodsLinesOf(blocks: readonly GoodsBlock[]): { skuId: string; quantity: string }[] {
  return blocks.flatMap((b) =>
    b.skus.flatMap((s) => {
      const q = b.quantities[skuKeyOfGoodsSku(s)];
      return q !== undefined && q > 0 ? [{ skuId: s.id, quantity: String(q) }] : [];
    }),
  );
}

/** The first cell that is not a whole number of pieces ≥ 0 (the matrix marks it red; it is never sent rounded). */
export function firstBadCell(blocks: readonly GoodsBlock[]): { style: string; cell: string } | null {
  for (const b of blocks)
    for (const s of b.skus) {
      const q = b.quantities[skuKeyOfGoodsSku(s)];
      if (q !== undefined && q !== null && !(Number.isInteger(q) && q >= 0)) return { style: b.label, cell: cellName(s) };
    }
  return null;
}

/** The pieces of each style and in all (goods are counted in 件). */
export function pieceTotals(blocks: readonly GoodsBlock[]): { perStyle: number[]; pieces: number } {
  const perStyle = blocks.map((b) => goodsLinesOf([b]).reduce((n, l) => n + Number(l.quantity), 0));
  return { perStyle, pieces: perStyle.reduce((a, b) => a + b, 0) };
}

/**
 * The cells of a block asking more than the issuing storehouse holds (`onHand` by goods SKU id; none = 0), through
 * the material lines' stockShortfalls so goods and materials are judged alike. Labels "红 S" (under its style's
 * matrix), or "款号 红 S" with `withStyle` (the dialog before 保存并提报 lists every style).
 */
export function blockShortfalls(
  block: GoodsBlock,
  onHand: ReadonlyMap<string, string>,
  unit: string,
  withStyle = false,
): StockShortfall[] {
  const asks = goodsLinesOf([block]).map((l) => {
    const name = cellName(block.skus.find((x) => x.id === l.skuId)!);
    return { key: l.skuId, label: withStyle ? `${block.label} ${name}` : name, unit, quantity: l.quantity };
  });
  return stockShortfalls(asks, (id) => onHand.get(id));
}

/** A saved goods draft back into blocks: its lines grouped by style, each quantity under its SKU's matrix key. */
export function blocksOfLines(
  lines: readonly Pick<AllocateLine, 'styleId' | 'styleNo' | 'skuId' | 'quantity'>[],
  skusOf: ReadonlyMap<string, GoodsSku[]>,
): GoodsBlock[] {
  const blocks = new Map<string, GoodsBlock>();
  for (const l of lines) {
    if (!l.styleId) continue;
    const skus = skusOf.get(l.styleId) ?? [];
    const block = blocks.get(l.styleId) ?? { styleId: l.styleId, label: l.styleNo ?? '', skus, quantities: {} };
    const sku = skus.find((s) => s.id === l.skuId);
    // Goods are whole pieces: the matrix edits integers.
    if (sku) block.quantities = { ...block.quantities, [skuKeyOfGoodsSku(sku)]: Number(l.quantity) };
    blocks.set(l.styleId, block);
  }
  return [...blocks.values()];
}
