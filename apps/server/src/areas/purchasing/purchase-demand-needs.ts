import { Dec, type PurchaseDemandRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';

/**
 * What the production orders ask now of each board line (demand line id -> quantity in the stock unit). The orders'
 * demand is another area's (order-demand registers the lookup from its hooks); this area never reads its tables.
 * Lines the lookup does not name are hand-typed or not from an order.
 */
export type DemandNeedLookup = (db: Db, ctx: RequestContext, demandIds: readonly string[]) => Promise<Map<string, string>>;

let lookup: DemandNeedLookup | null = null;

export function registerDemandNeedLookup(fn: DemandNeedLookup): void {
  lookup = fn;
}

/** The page's order lines with 超出: the line's demand (kept up by purchases or reservations) beyond what the orders ask. */
export async function withSurplus(db: Db, ctx: RequestContext, rows: PurchaseDemandRow[]): Promise<PurchaseDemandRow[]> {
  const ids = rows.filter((r) => r.productionOrderId).map((r) => r.id);
  if (!lookup || ids.length === 0) return rows;
  const needs = await lookup(db, ctx, ids);
  return rows.map((r) => {
    const need = needs.get(r.id);
    if (need === undefined) return r;
    const over = Dec.of(r.demandQuantity).minus(need);
    return over.isPositive() ? { ...r, surplusQuantity: over.toFixed(4) } : r;
  });
}
