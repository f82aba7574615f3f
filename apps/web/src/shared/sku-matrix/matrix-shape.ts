import { skuKeyOf, type GoodsSku } from '@gf/contracts';
import type { MatrixAxis } from './SkuMatrix';

/** skuKeyOf of a style's SKU (colour, size, 内长), the key SkuMatrix holds quantities under. */
export const skuKeyOfGoodsSku = (s: GoodsSku) => skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id });

const unique = (list: MatrixAxis[]) => [...new Map(list.map((a) => [a.id, a])).values()];

/** SkuMatrix's axes and existing SKUs from a style's SKU list (colours by their 色号 name when it has one). */
export function shapeOf(skuList: readonly GoodsSku[]) {
  return {
    colors: unique(skuList.map((s) => ({ id: s.color_id, name: s.color_no_name || s.color_name }))),
    sizes: unique(skuList.map((s) => ({ id: s.size_id, name: s.size_value }))),
    standards: unique(
      skuList.filter((s) => s.standard_id).map((s) => ({ id: s.standard_id as string, name: s.standard_value ?? '' })),
    ),
    existingKeys: new Set(skuList.map(skuKeyOfGoodsSku)),
  };
}
