import { dec, ORDER_GOODS_UNIT, totalsByUnit, type OrderListRow } from '@gf/contracts';
import * as list from './order-list.repository.js';

/** The customer cell of a goods block: its per-customer matrices' customers, else the style's customer. */
export const customerText = (g: Pick<list.OrderGoodsRecord, 'fillType' | 'customerNames' | 'styleCustomerName'>) =>
  (g.fillType === 1 ? (g.customerNames ?? []).join('、') : g.styleCustomerName) ?? '';

/**
 * List rows of orders as the list, the detail's history and facPrdOrder/batch show them: pure shaping, the goods,
 * names, review state and linked order come with the rows (order-list.repository.ts, one statement).
 */
export function toListRows(records: (list.OrderListRecord & list.OrderListDetail)[]): OrderListRow[] {
  return records.map((r) => {
    const own = r.goods;
    const auditors = r.auditors ?? [];
    return {
      id: r.id,
      orderNo: r.orderNo,
      type: r.type === 0 ? 0 : 1,
      placeorderAt: r.placeorderAt,
      isOutsideFac: r.isOutsideFac,
      commonOutsideFactoryId: r.outsideFactoryId,
      commonOutsideFactoryName: r.isOutsideFac ? r.outsideFactoryName : null,
      chargerIds: r.chargerIds,
      chargerName: r.chargerNames.join('、'),
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
      createByName: r.createdByName ?? '',
      createdAt: new Date(r.createdAt).toISOString(),
      buyNo: r.buyNo,
      placeOrderTypeId: r.placeOrderTypeId,
      placeOrderType: r.placeOrderType,
      concatPrdOrderNo: r.linkedOrderNo,
      remark: r.remark,
      status: r.status,
      displayStatus: r.status === 2 && r.isLocked ? 6 : r.status,
      auditorUsers: auditors.map(([, name]) => name),
      auditorUserIds: auditors.map(([id]) => id),
      lastReviewLog: r.lastReviewLog,
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
