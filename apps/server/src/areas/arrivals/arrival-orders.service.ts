import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findPurchaseLineOrderNos, findPurchaseSplits } from '../purchasing/index.js';

type LineKeys = { purchaseLineId: string | null; purchaseLineDemandId: string | null };

/**
 * Arrival lines with their production orders as screens and exports show them: the 生产单号 and 商品款号 of the split a
 * line names, and for a line by purchase bill the orders its purchase line buys for (`purchaseOrderNos`).
 */
export async function withOrders<T extends LineKeys>(
  db: Db,
  ctx: Pick<RequestContext, 'unitId'>,
  lines: T[],
): Promise<(T & { orderNo: string | null; goodsStyleNo: string | null; purchaseOrderNos: string | null })[]> {
  const splits = await findPurchaseSplits(
    db,
    ctx,
    lines.flatMap((l) => (l.purchaseLineDemandId ? [l.purchaseLineDemandId] : [])),
  );
  const ordersOf = await findPurchaseLineOrderNos(
    db,
    ctx,
    lines.flatMap((l) => (l.purchaseLineId && !l.purchaseLineDemandId ? [l.purchaseLineId] : [])),
  );
  return lines.map((l) => {
    const split = l.purchaseLineDemandId ? splits.get(l.purchaseLineDemandId) : undefined;
    const orders = !l.purchaseLineDemandId && l.purchaseLineId ? ordersOf.get(l.purchaseLineId) : undefined;
    return {
      ...l,
      orderNo: split?.orderNo ?? null,
      goodsStyleNo: split?.goodsStyleNo ?? null,
      purchaseOrderNos: orders?.join('、') ?? null,
    };
  });
}
