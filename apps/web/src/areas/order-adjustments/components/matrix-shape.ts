import { skuKeyOf, type AdjustCell, type GoodsSku } from '@gf/contracts';
import { skuKeyOfGoodsSku } from '../../../shared/sku-matrix';

/** Whole numbers per skuKeyOf(cell), as the shared SkuMatrix holds them. */
export type Quantities = Record<string, number>;

/** One side of the cells (old or new) as the matrix's quantities. */
export function quantitiesOf(cells: readonly AdjustCell[], side: 'oldNum' | 'newNum'): Quantities {
  return Object.fromEntries(cells.map((c) => [skuKeyOf(c), Number(c[side] ?? 0)]));
}

/** The matrix's quantities back as cells of the style's SKUs (a SKU the matrix leaves blank is 0). */
export function cellsOfQuantities(skuList: readonly GoodsSku[], q: Quantities): { goodsSkuId: string; num: number }[] {
  return skuList.map((s) => ({ goodsSkuId: s.id, num: q[skuKeyOfGoodsSku(s)] ?? 0 }));
}

export const sumOf = (q: Quantities) => Object.values(q).reduce((a, n) => a + (n || 0), 0);
