import { dec } from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { FAC_PRD_ORDER, orderCells } from '../production-orders/index.js';
import { MISSION_BILL_TYPE } from './mission.bill-type.js';
import * as repo from './mission-order.repository.js';

/** Order statuses a mission may be converted from: reviewed (2; 6 is a reviewed order with downstream documents). */
export const CONVERTIBLE_ORDER_STATUSES = [2] as const;

export const orderGoodsNotFound = () => notFound({ zh: '订单货品', en: 'Order goods' });

/** The reviewed formal order's goods block a mission is made from, or an error naming the field. */
export async function convertibleBlock(db: Db, ctx: RequestContext, orderGoodsId: string, field = 'productionOrderGoodsId') {
  const block = await repo.findOrderGoods(db, ctx, orderGoodsId);
  if (!block) throw invalid(field, { zh: '订单货品不存在', en: 'order goods not found' });
  if (block.orderType !== 1 || !(CONVERTIBLE_ORDER_STATUSES as readonly number[]).includes(block.orderStatus))
    throw invalid(field, {
      zh: `订单 ${block.orderNo} 未审核，不能转工单`,
      en: `order ${block.orderNo} is not reviewed and cannot be converted`,
    });
  return block;
}

export interface Overshoot {
  goodsSkuId: string;
  orderedNum: string;
  convertedNum: string;
  requestedNum: string;
}

/**
 * Under the block's lock: the SKUs this mission would take beyond what the order has left (other live missions
 * counted), per SKU over all customers.
 */
export async function overshootOf(
  trx: Db,
  ctx: RequestContext,
  orderGoodsId: string,
  lines: readonly { goodsSkuId: string; num: string }[],
  selfMissionId?: string,
): Promise<Overshoot[]> {
  const [ordered, converted] = await Promise.all([
    repo.orderedCells(trx, ctx, [orderGoodsId]),
    repo.convertedCells(trx, ctx, [orderGoodsId], selfMissionId),
  ]);
  const sumBySku = (rows: readonly { goodsSkuId: string; num: string }[]) => {
    const m = new Map<string, string>();
    for (const r of rows) m.set(r.goodsSkuId, dec.add(m.get(r.goodsSkuId) ?? '0', r.num));
    return m;
  };
  const o = sumBySku(ordered);
  const c = sumBySku(converted);
  const out: Overshoot[] = [];
  for (const [sku, requested] of sumBySku(lines)) {
    const orderedNum = o.get(sku) ?? '0';
    const convertedNum = c.get(sku) ?? '0';
    if (dec.cmp(dec.add(convertedNum, requested), orderedNum) > 0)
      out.push({ goodsSkuId: sku, orderedNum, convertedNum, requestedNum: requested });
  }
  return out;
}

/** Refuses a conversion beyond the order (unless confirmed), naming the SKUs; the caller holds the block's lock. */
export async function assertWithinOrder(
  trx: Db,
  ctx: RequestContext,
  orderGoodsId: string,
  lines: readonly { goodsSkuId: string; num: string }[],
  allowOvershoot: boolean,
  selfMissionId?: string,
): Promise<void> {
  if (allowOvershoot) return;
  const over = await overshootOf(trx, ctx, orderGoodsId, lines, selfMissionId);
  if (over.length === 0) return;
  const names = await repo.skuLabels(
    trx,
    ctx,
    over.map((o) => o.goodsSkuId),
  );
  const text = (sep: string) => over.map((o) => names.get(o.goodsSkuId) ?? o.goodsSkuId).join(sep);
  throw new AppError(
    Code.badState,
    {
      zh: `转工单数量超出订单：${text('、')}（确认后可超量转工单）`,
      en: `More than the order has left for ${text(', ')} (confirm to convert anyway)`,
    },
    { overshoot: over, needsConfirm: true },
  );
}

/**
 * After a mission drawn on a block is saved or revoked: the mission's lineage link to the order (none once revoked)
 * and the block's 转工单数量 recomputed from its live missions.
 */
export async function relinkOrder(
  trx: Db,
  ctx: RequestContext,
  mission: {
    id: string;
    missionNo: string;
    productionOrderId: string | null;
    productionOrderGoodsId: string | null;
    totalNum: string;
  },
  live: boolean,
): Promise<void> {
  if (!mission.productionOrderId || !mission.productionOrderGoodsId) return;
  await linkDocuments(
    trx,
    ctx,
    { type: MISSION_BILL_TYPE, billId: mission.id, no: mission.missionNo },
    live ? [{ source: { type: FAC_PRD_ORDER, billId: mission.productionOrderId }, quantity: mission.totalNum }] : [],
    { sourceStatuses: CONVERTIBLE_ORDER_STATUSES },
  );
  await orderCells.setConvertedNum(
    trx,
    ctx,
    mission.productionOrderGoodsId,
    await repo.convertedTotal(trx, ctx, mission.productionOrderGoodsId),
  );
}
