import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';

/**
 * 是否到齐 of an arrival (used by the arrivals area through index.ts): the review of an arrival closes the purchase lines
 * its lines mark complete, as 手动到齐 would (purchase/manual-arrive-complete), and its un-review reopens them.
 * Only lines of this unit whose flag actually changes are touched; the answer is their ids, so the arrival can note
 * which lines it closed and reopen exactly those (never one closed by hand or by another arrival).
 */
export async function setPurchaseLinesArriveComplete(
  trx: Db,
  ctx: Pick<RequestContext, 'unitId'>,
  purchaseLineIds: readonly string[],
  complete: boolean,
): Promise<string[]> {
  const ids = [...new Set(purchaseLineIds)];
  if (ids.length === 0) return [];
  const rows = await trx
    .updateTable('purchaseLine')
    .set({ isArriveComplete: complete, updatedAt: new Date() })
    .where('unitId', '=', ctx.unitId)
    .where('id', 'in', ids)
    .where('isArriveComplete', '=', !complete)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
