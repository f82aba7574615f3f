import type { PurchaseConfig, PurchaseConfigUpdate } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findPurchaseConfig, savePurchaseConfig } from './purchase-config.repository.js';

/** The unit's purchase configuration (defaults until saved). Arrivals and delivery read it through index.ts. */
export function getPurchaseConfig(db: Db, ctx: Pick<RequestContext, 'unitId'>): Promise<PurchaseConfig> {
  return findPurchaseConfig(db, ctx.unitId);
}

export async function updatePurchaseConfig(
  db: Db,
  ctx: RequestContext,
  changes: PurchaseConfigUpdate | Partial<PurchaseConfig>,
): Promise<PurchaseConfig> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await savePurchaseConfig(db, ctx.unitId, ctx.userId, defined);
  return getPurchaseConfig(db, ctx);
}
