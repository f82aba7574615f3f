import {
  Dec,
  totalsByUnit,
  type OrderDemandGoods,
  type OrderDemandQuery,
  type OrderDemandRow,
  type OrderDemandView,
  type PurchaseDemandRow,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findDemandLines } from '../purchasing/index.js';
import { availableStock } from '../stock/index.js';
import { explodeOrder, keyOf } from './order-demand-explode.js';
import { listOrderDemand, materialNames } from './order-demand.repository.js';
import { demandSourceOf, ORDER_IN_EFFECT, requireOrder } from './order-demand.service.js';

/** Quantities answer 4 decimals, like the board's numeric(18, 4) columns. */
const q4 = (v: string | Dec) => Dec.of(v).toFixed(4);

/** 实时库存 per material SKU: on hand in every storehouse linked to the factory (the stock area's view). */
export async function onHandBySku(db: Db, ctx: RequestContext, skuIds: string[]): Promise<Map<string, Dec>> {
  const out = new Map<string, Dec>();
  for (const r of await availableStock(db, ctx, [...new Set(skuIds)]))
    out.set(r.materialsSkuId, (out.get(r.materialsSkuId) ?? Dec.zero).plus(r.onHand));
  return out;
}

/**
 * The order detail's 物料需求: per goods block, one row per material SKU the BOM asks now (合计数量) or the board
 * still carries (a surplus left by a reduction), with the board line's figures once the plan exists.
 */
export async function getOrderDemand(db: Db, ctx: RequestContext, q: OrderDemandQuery): Promise<OrderDemandView> {
  const order = await requireOrder(db, ctx, q.facPrdOrderId, { withSkus: false });
  const goods = order.goods.filter((g) => !q.facPrdOrderGoodsId || g.id === q.facPrdOrderGoodsId);
  const [exploded, stored, source] = await Promise.all([
    explodeOrder(db, ctx, order, q.facPrdOrderGoodsId),
    listOrderDemand(db, ctx, order.id),
    demandSourceOf(db, ctx),
  ]);
  const storedByKey = new Map(stored.map((s) => [keyOf(s.productionOrderGoodsId, s.materialSkuId), s]));
  const lineIds = stored.flatMap((s) => (s.purchaseDemandId ? [s.purchaseDemandId] : []));
  const skuIds = [...new Set([...[...exploded.values()].map((m) => m.materialSkuId), ...stored.map((s) => s.materialSkuId)])];
  const [lines, names, stock] = await Promise.all([
    findDemandLines(db, ctx.unitId, lineIds),
    materialNames(db, ctx, skuIds),
    onHandBySku(db, ctx, skuIds),
  ]);
  const lineById = new Map<string, PurchaseDemandRow>(lines.map((l) => [l.id, l]));

  const blocks: OrderDemandGoods[] = goods.map((g) => {
    const keys = [
      ...[...exploded.values()].filter((m) => m.goodsId === g.id).map((m) => keyOf(g.id, m.materialSkuId)),
      ...stored.filter((s) => s.productionOrderGoodsId === g.id).map((s) => keyOf(s.productionOrderGoodsId, s.materialSkuId)),
    ];
    const rows = [...new Set(keys)].map((key): OrderDemandRow => {
      const now = exploded.get(key);
      const row = storedByKey.get(key);
      const skuId = (now?.materialSkuId ?? row?.materialSkuId)!;
      const line = row?.purchaseDemandId ? lineById.get(row.purchaseDemandId) : undefined;
      const name = names.get(skuId);
      const required = q4(row && line ? row.requiredQuantity : (now?.required ?? row?.requiredQuantity ?? '0'));
      return {
        facPrdOrderGoodsId: g.id,
        materialSkuId: skuId,
        materialNo: name?.materialNo ?? '',
        materialName: name?.materialName ?? '',
        colorName: name?.colorName ?? null,
        specNo: name?.specNo ?? null,
        stockUnit: name?.stockUnit ?? '',
        goodsQuantity: q4(row && line ? row.goodsQuantity : (now?.goodsQuantity ?? row?.goodsQuantity ?? '0')),
        requiredQuantity: required,
        demandQuantity: line?.demandQuantity ?? null,
        surplusQuantity: q4(line ? Dec.max(Dec.of(line.demandQuantity).minus(required), Dec.zero) : Dec.zero),
        stockQuantity: q4(stock.get(skuId) ?? Dec.zero),
        plannedQuantity: line?.plannedQuantity ?? null,
        waitingQuantity: line?.waitingQuantity ?? null,
        purchasedQuantity: line?.purchasedQuantity ?? '0',
        arrivedQuantity: line?.arrivedQuantity ?? '0',
        demandId: line?.id ?? null,
        isCompleted: Boolean(line && (line.isCompleted || Dec.of(line.waitingQuantity).isZero())),
        isCompletedByHand: Boolean(line?.isCompleted),
      };
    });
    return {
      facPrdOrderGoodsId: g.id,
      styleId: g.styleId,
      styleNo: g.styleNo,
      bomId: g.bomId,
      rows,
      totals: totalsByUnit(
        rows,
        (r) => r.demandQuantity ?? r.requiredQuantity,
        (r) => r.stockUnit,
      ),
    };
  });
  const all = blocks.flatMap((b) => b.rows);
  return {
    facPrdOrderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    canPlan: source.fromOrders && order.status === ORDER_IN_EFFECT,
    plansOnReview: source.plansOnReview,
    goods: blocks,
    totals: totalsByUnit(
      all,
      (r) => r.demandQuantity ?? r.requiredQuantity,
      (r) => r.stockUnit,
    ),
  };
}
