import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { lockOrderGoodsRow } from './mission-write.repository.js';

/** Customer names by id (the style's own customer a goods-filled block defaults to). */
export async function customerNames(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('customer')
    .select(['id', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'customer'))
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Locks the chosen goods blocks `for update` one by one in id order, so two batches over the same blocks queue
 * instead of deadlocking (the single 转工单 locks one block, which keeps the same order).
 */
export async function lockOrderGoodsRows(trx: Db, tenant: Tenant, orderGoodsIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(orderGoodsIds)].sort()) await lockOrderGoodsRow(trx, tenant, id);
}
