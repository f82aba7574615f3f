/** One cell of a style's SKU matrix: colour × size × standard length (null when the style has none). */
export interface SkuCombination {
  colorId: string;
  sizeId: string;
  standardId: string | null;
}

export const skuKeyOf = (c: SkuCombination): string => `${c.colorId}|${c.sizeId}|${c.standardId ?? ''}`;

/** Colours × sizes × (standard lengths or none), colour-major in the order chosen. */
export function skuCombinations(
  colorIds: readonly string[],
  sizeIds: readonly string[],
  standardIds: readonly string[],
): SkuCombination[] {
  const standards: (string | null)[] = standardIds.length ? [...standardIds] : [null];
  return colorIds.flatMap((colorId) =>
    sizeIds.flatMap((sizeId) => standards.map((standardId) => ({ colorId, sizeId, standardId }))),
  );
}

/**
 * What an edit of colours / sizes / lengths does to the stored SKUs: the missing combinations are added,
 * the ones no longer wanted are removed; a kept SKU keeps its id (orders and barcodes point at it).
 */
export function planSkuChanges<T extends SkuCombination & { id: string }>(
  existing: readonly T[],
  wanted: readonly SkuCombination[],
): { add: SkuCombination[]; remove: T[]; keep: T[] } {
  const wantedKeys = new Set(wanted.map(skuKeyOf));
  const existingKeys = new Set(existing.map(skuKeyOf));
  return {
    add: wanted.filter((w) => !existingKeys.has(skuKeyOf(w))),
    remove: existing.filter((e) => !wantedKeys.has(skuKeyOf(e))),
    keep: existing.filter((e) => wantedKeys.has(skuKeyOf(e))),
  };
}
