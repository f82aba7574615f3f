import { Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { registerPurchasedMaterialCheck } from '../bom/index.js';
import { findOrderForDemand, registerOrderPostingHook } from '../production-orders/index.js';
import { findDemandLines, registerDemandNeedLookup } from '../purchasing/index.js';
import { planOrderDemand, releaseOrderDemand } from './order-demand-plan.service.js';
import { demandLinesOfBom, requiredByDemandLine } from './order-demand.repository.js';
import { demandSourceOf } from './order-demand.service.js';

/** Review of an order: its plan is made in the approving transaction when the purchase configuration says so. */
async function onOrderPosted(trx: Db, ctx: RequestContext, orderId: string): Promise<void> {
  if (!(await demandSourceOf(trx, ctx)).plansOnReview) return;
  const order = await findOrderForDemand(trx, ctx, orderId, { withSkus: false });
  if (order) await planOrderDemand(trx, ctx, order);
}

/** Anti-review: the order's demand goes, each line kept at what is purchased or reserved (the surplus shows). */
async function onOrderUnposted(trx: Db, ctx: RequestContext, orderId: string): Promise<void> {
  const order = await findOrderForDemand(trx, ctx, orderId, { withSkus: false });
  if (order) await releaseOrderDemand(trx, ctx, order);
}

/** A BOM row locks once its material is purchased for an order that used that BOM (the BOM area asks). */
async function purchasedOfBom(db: Db, ctx: RequestContext, bomId: string, skuIds: string[]): Promise<Set<string>> {
  const links = await demandLinesOfBom(db, ctx, bomId, skuIds);
  const lines = await findDemandLines(db, ctx.unitId, [...new Set(links.map((l) => l.purchaseDemandId!))]);
  const bought = new Set(lines.filter((l) => Dec.of(l.purchasedQuantity).isPositive()).map((l) => l.id));
  return new Set(links.filter((l) => bought.has(l.purchaseDemandId!)).map((l) => l.materialSkuId));
}

let registered = false;

/** Once per process: the registries are module-level lists. */
export function registerOrderDemandHooks(): void {
  if (registered) return;
  registered = true;
  registerOrderPostingHook({ name: 'order-demand', onPosted: onOrderPosted, onUnposted: onOrderUnposted });
  registerPurchasedMaterialCheck(purchasedOfBom);
  registerDemandNeedLookup(requiredByDemandLine);
}
