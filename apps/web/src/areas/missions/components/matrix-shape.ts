import { skuKeyOf, type GoodsSku } from '@gf/contracts';
import type { MatrixAxis } from '../../../shared/sku-matrix';

const unique = (list: MatrixAxis[]) => [...new Map(list.map((x) => [x.id, x])).values()];

/** The shared SkuMatrix's axes and existing cells for a goods style's SKUs. */
export function matrixShapeOf(skuList: readonly GoodsSku[]): {
  colors: MatrixAxis[];
  sizes: MatrixAxis[];
  standards: MatrixAxis[];
  existingKeys: Set<string>;
} {
  return {
    colors: unique(skuList.map((s) => ({ id: s.color_id, name: s.color_no_name || s.color_name }))),
    sizes: unique(skuList.map((s) => ({ id: s.size_id, name: s.size_value }))),
    standards: unique(
      skuList.filter((s) => s.standard_id).map((s) => ({ id: s.standard_id as string, name: s.standard_value ?? '' })),
    ),
    existingKeys: new Set(skuList.map((s) => skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id }))),
  };
}
