import type { Db } from '../../platform/db/database.js';
import type { SkuKind } from '../../schema/stock.js';
import type { PostingContext } from './stock-posting.service.js';
import { ensureAndLockItems } from './stock-posting.repository.js';

/**
 * Locks the stock items of storehouse × SKU (created when missing) in id order, the order every posting locks them,
 * until the caller's transaction ends: a rule that reads book stock and then posts against it (an adjustment to an
 * absolute quantity, a stocktake) reads it under this lock and no other posting slips in between. Answers the
 * quantity on hand per `storehouseId|skuKind|skuId` (itemKey).
 */
export async function lockStockItems(
  trx: Db,
  ctx: PostingContext,
  keys: readonly { storehouseId: string; skuKind: SkuKind; skuId: string }[],
): Promise<Map<string, string>> {
  const items = await ensureAndLockItems(trx, ctx, [...keys]);
  return new Map([...items].map(([key, item]) => [key, item.quantity]));
}
