import type { Db } from '../../platform/db/database.js';
import type { SkuKind } from '../../schema/stock.js';
import { itemKey } from './stock-ledger.repository.js';
import { linkedStorehouses, type StockScope } from './stock-scope.repository.js';

/** What a storehouse × SKU is worth now: quantity, value on hand and moving-average unit cost (exact decimals). */
export interface StockValue {
  quantity: string;
  value: string;
  unitCost: string;
}

const NOTHING: StockValue = { quantity: '0', value: '0', unitCost: '0' };

/**
 * The current value of each (storehouse, SKU) asked, in the storehouses linked to the session's factory; a key with
 * no stock row (or in another storehouse) answers zeros. Read inside a posting's transaction after locking the items
 * (postStockMovements) it is exact; read outside it is what was committed last (stocktake analyses, pages).
 */
export async function stockValues(
  db: Db,
  scope: StockScope,
  keys: { storehouseId: string; skuId: string; skuKind?: SkuKind }[],
): Promise<Map<string, StockValue>> {
  const wanted = keys.map((k) => ({ ...k, skuKind: k.skuKind ?? 'MATERIAL' }));
  const found = new Map<string, StockValue>();
  if (wanted.length) {
    const rows = await db
      .selectFrom('stockItem')
      .select(['storehouseId', 'skuKind', 'skuId', 'quantity', 'value', 'unitCost'])
      .where('unitId', '=', scope.bossUnitId)
      .where('storehouseId', 'in', [...new Set(wanted.map((k) => k.storehouseId))])
      .where('skuId', 'in', [...new Set(wanted.map((k) => k.skuId))])
      .where('storehouseId', 'in', linkedStorehouses(db, scope.unitId))
      .execute();
    for (const r of rows) found.set(itemKey(r), { quantity: r.quantity, value: r.value, unitCost: r.unitCost });
  }
  return new Map(wanted.map((k) => [itemKey(k), found.get(itemKey(k)) ?? NOTHING]));
}

/** The moving-average unit cost of one storehouse × SKU ('0' when it never held any). */
export async function stockUnitCost(
  db: Db,
  scope: StockScope,
  storehouseId: string,
  skuId: string,
  skuKind: SkuKind = 'MATERIAL',
): Promise<string> {
  const values = await stockValues(db, scope, [{ storehouseId, skuId, skuKind }]);
  return values.get(itemKey({ storehouseId, skuId, skuKind }))!.unitCost;
}
