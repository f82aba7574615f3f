import { Dec, type DemandRecalc, type DemandRecalcRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { explodeOrder, keyOf } from './order-demand-explode.js';
import { demandSourceOf, ORDER_IN_EFFECT, requireOrder } from './order-demand.service.js';
import { listOrderDemand, materialNames } from './order-demand.repository.js';

/**
 * 需求重算 (facPrdOrder/demandRecalc): the order's BOMs exploded again over its current quantities beside what the
 * plan was made for (the stored 合计数量 per goods block and material), so a person sees what a BOM edit or a changed
 * default BOM moves before 一键生成采购计划 applies it. Reads only; rows in goods, then material order.
 */
export async function recalcOrderDemand(db: Db, ctx: RequestContext, q: { facPrdOrderId: string }): Promise<DemandRecalc> {
  const order = await requireOrder(db, ctx, q.facPrdOrderId, { withSkus: false });
  const [exploded, stored, source] = await Promise.all([
    explodeOrder(db, ctx, order),
    listOrderDemand(db, ctx, order.id),
    demandSourceOf(db, ctx),
  ]);
  const storedByKey = new Map(stored.map((s) => [keyOf(s.productionOrderGoodsId, s.materialSkuId), s]));
  const keys = [...new Set([...exploded.keys(), ...storedByKey.keys()])];
  const names = await materialNames(db, ctx, [...new Set(keys.map((k) => k.split(':')[1]!))]);
  const goodsOrder = new Map(order.goods.map((g, i) => [g.id, i]));
  const rows: DemandRecalcRow[] = keys.map((key) => {
    const [goodsId, materialSkuId] = key.split(':') as [string, string];
    const now = exploded.get(key);
    const was = storedByKey.get(key);
    const planned = was ? Dec.of(was.requiredQuantity) : null;
    const current = now ? Dec.of(now.required) : Dec.zero;
    const diff = current.minus(planned ?? Dec.zero);
    const kind = !planned ? 'NEW' : !now ? 'GONE' : diff.isZero() ? 'SAME' : 'CHANGED';
    const name = names.get(materialSkuId);
    return {
      facPrdOrderGoodsId: goodsId,
      styleNo: order.goods.find((g) => g.id === goodsId)?.styleNo ?? '',
      materialSkuId,
      materialNo: name?.materialNo ?? '',
      materialName: name?.materialName ?? '',
      colorName: name?.colorName ?? null,
      specNo: name?.specNo ?? null,
      stockUnit: name?.stockUnit ?? '',
      plannedRequired: planned ? planned.toFixed(4) : null,
      currentRequired: current.toFixed(4),
      difference: diff.toFixed(4),
      kind,
    };
  });
  rows.sort(
    (a, b) =>
      (goodsOrder.get(a.facPrdOrderGoodsId) ?? 0) - (goodsOrder.get(b.facPrdOrderGoodsId) ?? 0) ||
      a.materialNo.localeCompare(b.materialNo) ||
      a.materialSkuId.localeCompare(b.materialSkuId),
  );
  return {
    facPrdOrderId: order.id,
    orderNo: order.orderNo,
    canApply: order.status === ORDER_IN_EFFECT && source.fromOrders,
    rows,
  };
}
