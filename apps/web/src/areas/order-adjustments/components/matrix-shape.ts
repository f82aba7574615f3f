import { skuKeyOf, type AdjustCell, type GoodsSku } from '@gf/contracts';

export interface Axis {
  id: string;
  name: string;
}
/** Whole numbers per skuKeyOf(cell), as the shared SkuMatrix holds them. */
export type Quantities = Record<string, number>;

const unique = (list: Axis[]) => [...new Map(list.map((a) => [a.id, a])).values()];

/** The matrix's axes and existing SKUs from the style's SKU list. */
export function shapeOf(skuList: readonly GoodsSku[]) {
  return {
    colors: unique(skuList.map((s) => ({ id: s.color_id, name: s.color_no_name || s.color_name }))),
    sizes: unique(skuList.map((s) => ({ id: s.size_id, name: s.size_value }))),
    standards: unique(
      skuList.filter((s) => s.standard_id).map((s) => ({ id: s.standard_id as string, name: s.standard_value ?? '' })),
    ),
    existingKeys: new Set(skuList.map((s) => skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id }))),
  };
}

/** One side of the cells (old or new) as the matrix's quantities. */
export function quantitiesOf(cells: readonly AdjustCell[], side: 'oldNum' | 'newNum'): Quantities {
  return Object.fromEntries(cells.map((c) => [skuKeyOf(c), Number(c[side] ?? 0)]));
}

/** The matrix's quantities back as cells of the style's SKUs (a SKU the matrix leaves blank is 0). */
export function cellsOfQuantities(skuList: readonly GoodsSku[], q: Quantities): { goodsSkuId: string; num: number }[] {
  return skuList.map((s) => ({
    goodsSkuId: s.id,
    num: q[skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id })] ?? 0,
  }));
}

export const sumOf = (q: Quantities) => Object.values(q).reduce((a, n) => a + (n || 0), 0);
