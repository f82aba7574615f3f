import { BillStatus } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** Purchases whose lines are on their way: reviewed, anti-review pending, cannot be un-reviewed. */
const POSTED_STATUSES: number[] = [BillStatus.reviewed, BillStatus.antiReviewPending, BillStatus.cannotUnreview];

/**
 * 在途 per material SKU: what reviewed purchases (not cancelled, closed or deleted) still wait to receive, Σ (total −
 * arrived) in the stock unit over lines not marked arrived in full. Published through index.ts (the 待送料看板's 在途 column).
 */
export async function inTransitOf(db: Db, tenant: Tenant, skuIds: readonly string[]): Promise<Map<string, string>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('purchaseLine as l')
    .innerJoin('purchaseBill as b', 'b.id', 'l.purchaseBillId')
    .select(['l.materialSkuId', sql<string>`sum(greatest(l.total_quantity - l.arrived_quantity, 0))`.as('q')])
    .where('b.unitId', 'in', readableUnits(tenant, 'purchaseBill'))
    .where('l.unitId', 'in', readableUnits(tenant, 'purchaseLine'))
    .where('b.status', 'in', POSTED_STATUSES)
    .where('b.isCancelled', '=', false)
    .where('b.isClosed', '=', false)
    .where('b.isDeleted', '=', false)
    .where('l.isArriveComplete', '=', false)
    .where('l.materialSkuId', 'in', skuIds)
    .groupBy('l.materialSkuId')
    .execute();
  return new Map(rows.map((r) => [r.materialSkuId, r.q]));
}
