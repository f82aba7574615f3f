import { dec, ORDER_GOODS_UNIT, totalsByUnit, type OrderListRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { readableUnits } from '../../platform/tenancy/scope.js';
import * as list from './order-list.repository.js';
import { userNames } from './order-reference.repository.js';

/** The customer cell of a goods block: its per-customer matrices' customers, else the style's customer. */
export const customerText = (g: list.OrderGoodsRecord) =>
  (g.fillType === 1 ? (g.customerNames ?? []).join('、') : g.styleCustomerName) ?? '';

/** List rows of orders, with their goods, names, review state and totals per unit. */
export async function toListRows(db: Db, ctx: RequestContext, records: list.OrderListRecord[]): Promise<OrderListRow[]> {
  const ids = records.map((r) => r.id);
  const advanceIds = records.flatMap((r) => (r.advanceOrderId ? [r.advanceOrderId] : []));
  const [goods, review, linked, turned] = await Promise.all([
    list.goodsOfOrders(db, ctx, ids),
    list.reviewInfo(db, ctx, ids),
    list.ordersByIds(db, ctx, advanceIds),
    turnedOrders(
      db,
      ctx,
      records.filter((r) => r.type === 0).map((r) => r.id),
    ),
  ]);
  const reviewers = [...review.assignees.values()].flat();
  const names = await userNames(db, [...records.flatMap((r) => [...r.chargerIds, r.createdBy]), ...reviewers]);
  const nameOf = (id: string) => names.get(id) ?? '';
  const linkedNo = new Map(linked.map((l) => [l.id, l.orderNo]));
  return records.map((r) => {
    const own = goods.filter((g) => g.productionOrderId === r.id);
    return {
      id: r.id,
      orderNo: r.orderNo,
      type: r.type === 0 ? 0 : 1,
      placeorderAt: r.placeorderAt,
      isOutsideFac: r.isOutsideFac,
      commonOutsideFactoryId: r.outsideFactoryId,
      commonOutsideFactoryName: r.isOutsideFac ? r.outsideFactoryName : null,
      chargerIds: r.chargerIds,
      chargerName: r.chargerIds.map(nameOf).join('、'),
      goods: own.map((g) => ({
        id: g.id,
        styleId: g.goodsStyleId,
        styleNo: g.styleNo,
        styleName: g.styleName,
        custName: customerText(g),
        totalNum: dec.norm(g.totalNum),
        goodsDeliveryAt: g.deliveryAt,
        toMissionNum: dec.norm(g.convertedNum),
      })),
      createBy: r.createdBy,
      createByName: nameOf(r.createdBy),
      createdAt: new Date(r.createdAt).toISOString(),
      buyNo: r.buyNo,
      placeOrderTypeId: r.placeOrderTypeId,
      placeOrderType: r.placeOrderType,
      concatPrdOrderNo: (r.advanceOrderId ? linkedNo.get(r.advanceOrderId) : turned.get(r.id)) ?? null,
      remark: r.remark,
      status: r.status,
      displayStatus: r.status === 2 && r.isLocked ? 6 : r.status,
      auditorUsers: (review.assignees.get(r.id) ?? []).map(nameOf),
      auditorUserIds: review.assignees.get(r.id) ?? [],
      lastReviewLog: review.lastLog.get(r.id) ?? null,
      isFirstOrder: r.isFirstOrder,
      isToMission: own.some((g) => dec.isPositive(g.convertedNum)),
      totals: totalsByUnit(
        own,
        (g) => g.totalNum,
        () => ORDER_GOODS_UNIT,
      ),
      version: r.version,
    };
  });
}

/** The live formal order each of these pre-orders became (关联订单号 of a pre-order). */
async function turnedOrders(db: Db, ctx: RequestContext, advanceIds: string[]): Promise<Map<string, string>> {
  if (advanceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('productionOrder')
    .select(['advanceOrderId', 'orderNo'])
    .where('unitId', 'in', readableUnits(ctx, 'productionOrder'))
    .where('isDeleted', '=', false)
    .where('status', '<>', 5)
    .where('advanceOrderId', 'in', advanceIds)
    .execute();
  return new Map(rows.map((r) => [r.advanceOrderId!, r.orderNo]));
}
