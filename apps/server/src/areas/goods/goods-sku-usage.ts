import type { GoodsSkuUsage } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { addRemovably } from '../../platform/registry/removable.js';

export type GoodsSkuUsageChecker = (db: Db, unitId: string, skuIds: string[]) => Promise<GoodsSkuUsage[]>;

const checkers: GoodsSkuUsageChecker[] = [];

/**
 * Areas that point at goods SKUs (production orders, stock, BOMs) register a checker through this
 * area's index, so removing a SKU (editing colours or sizes, deleting the style) is refused while it is
 * used, without this area knowing the others. Barcodes are this area's own and do not block.
 */
export function registerGoodsSkuUsage(checker: GoodsSkuUsageChecker): () => void {
  return addRemovably(checkers, checker);
}

export async function goodsSkuUsages(db: Db, unitId: string, skuIds: string[]): Promise<GoodsSkuUsage[]> {
  if (skuIds.length === 0) return [];
  return (await Promise.all(checkers.map((c) => c(db, unitId, skuIds)))).flat();
}
