import { Dec, type BomExplodedMaterial, type BomExplodeLine } from '@gf/contracts';

/** A BOM row as the explosion reads it (ids as strings, decimals as strings). */
export interface ExplosionRow {
  id: string;
  materialSkuId: string;
  singleDosage: string;
  lossRate: string;
  /** null = ALL. */
  colorIds: readonly string[] | null;
  sizeIds: readonly string[] | null;
  standardIds: readonly string[] | null;
  /** Per-size usage overrides: size id -> usage. */
  sizeDosages: Readonly<Record<string, string>>;
  /** Colour mapping: goods colour id -> material SKU id (of the same material). */
  colorMap: Readonly<Record<string, string>>;
}

export interface ExplosionSku {
  colorId: string;
  sizeId: string;
  standardId: string | null;
}

/** Decimals a material SKU's quantity is rounded to (its stock unit's), 4 when the unit says none. */
export const DEFAULT_QUANTITY_SCALE = 4;

/** Whether a row serves a goods SKU: its 用于 colour, size and length lists (null = ALL). */
export function rowServes(row: ExplosionRow, sku: ExplosionSku): boolean {
  if (row.colorIds && !row.colorIds.includes(sku.colorId)) return false;
  if (row.sizeIds && !row.sizeIds.includes(sku.sizeId)) return false;
  if (row.standardIds && (sku.standardId === null || !row.standardIds.includes(sku.standardId))) return false;
  return true;
}

/** The material SKU and usage per piece a row gives one goods SKU: the colour mapping and the size's override. */
export function rowForSku(row: ExplosionRow, sku: ExplosionSku): { materialSkuId: string; singleDosage: string } {
  return {
    materialSkuId: row.colorMap[sku.colorId] ?? row.materialSkuId,
    singleDosage: row.sizeDosages[sku.sizeId] ?? row.singleDosage,
  };
}

/**
 * The BOM exploded over goods SKU quantities, pure: per material SKU, Σ quantity × usage × (1 + loss / 100) kept
 * exact (quantities and usages have at most 4 decimals, losses 2, so every product fits the 12 internal decimals)
 * and rounded once, half-up, to the material SKU's scale. 用料货品数 adds each goods SKU's quantity once per material
 * SKU even when several rows give it the same material. Lines of one goods SKU are added up first; zero lines give
 * nothing. Output follows the rows' order, then the material SKUs' first appearance.
 */
export function explodeRows(
  rows: readonly ExplosionRow[],
  skus: ReadonlyMap<string, ExplosionSku>,
  lines: readonly BomExplodeLine[],
  scaleOf: (materialSkuId: string) => number = () => DEFAULT_QUANTITY_SCALE,
): BomExplodedMaterial[] {
  const quantities = new Map<string, Dec>();
  for (const line of lines) quantities.set(line.goodsSkuId, (quantities.get(line.goodsSkuId) ?? Dec.zero).plus(line.quantity));
  const out = new Map<string, { sum: Dec; goods: Map<string, Dec>; rowIds: Set<string> }>();
  for (const row of rows) {
    const factor = Dec.of(1).plus(Dec.of(row.lossRate).div(100));
    for (const [goodsSkuId, quantity] of quantities) {
      if (quantity.isZero()) continue;
      const sku = skus.get(goodsSkuId);
      if (!sku) throw new RangeError(`goods SKU ${goodsSkuId} is not known to the explosion`);
      if (!rowServes(row, sku)) continue;
      const { materialSkuId, singleDosage } = rowForSku(row, sku);
      const entry = out.get(materialSkuId) ?? { sum: Dec.zero, goods: new Map<string, Dec>(), rowIds: new Set<string>() };
      entry.sum = entry.sum.plus(quantity.times(singleDosage).times(factor));
      entry.goods.set(goodsSkuId, quantity);
      entry.rowIds.add(row.id);
      out.set(materialSkuId, entry);
    }
  }
  return [...out].map(([materialSkuId, e]) => ({
    materialSkuId,
    quantity: e.sum.round(scaleOf(materialSkuId)).toString(),
    goodsQuantity: [...e.goods.values()].reduce((a, q) => a.plus(q), Dec.zero).toString(),
    bomRowIds: [...e.rowIds],
  }));
}
