import type { OrderForDemand, PurchasePlanInput, PurchaseStatusInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { badState, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findOrderForDemand } from '../production-orders/index.js';
import { getPurchaseConfig, setDemandsCompleted } from '../purchasing/index.js';
import { planOrderDemand } from './order-demand-plan.service.js';
import { listOrderDemand } from './order-demand.repository.js';

/** Reviewed (2): the order is in effect. Status 6 is a display status of a reviewed order. */
export const ORDER_IN_EFFECT = 2;

export const orderNotFound = () => notFound({ zh: '生产订单', en: 'Production order' });

/** A formal order of the factory, or 40402 (another factory's ids are simply not found); `withSkus: false` skips its cells. */
export async function requireOrder(
  db: Db,
  ctx: RequestContext,
  orderId: string,
  opts: { withSkus?: boolean } = {},
): Promise<OrderForDemand> {
  const order = await findOrderForDemand(db, ctx, orderId, opts);
  if (!order) throw orderNotFound();
  return order;
}

/** Whether the factory takes purchase demand from production orders, and whether their review makes the plan. */
export async function demandSourceOf(db: Db, ctx: RequestContext) {
  const config = await getPurchaseConfig(db, ctx);
  const fromOrders = config.demandSource === 'PRODUCTION_ORDER';
  return { fromOrders, plansOnReview: fromOrders && config.generatePlanOnSubmit };
}

/** 一键生成采购计划: the order (or one goods block of it) reviewed, and the factory's demand coming from orders. */
export async function generatePurchasePlan(db: Db, ctx: RequestContext, input: PurchasePlanInput): Promise<{ goods: number }> {
  return db.transaction().execute(async (trx) => {
    const order = await requireOrder(trx, ctx, input.facPrdOrderId, { withSkus: false });
    if (input.facPrdOrderGoodsId && !order.goods.some((g) => g.id === input.facPrdOrderGoodsId))
      throw invalid('facPrdOrderGoodsId', { zh: '{label}：该商品不在此订单中', en: '{label}: the goods is not in this order' });
    if (order.status !== ORDER_IN_EFFECT)
      throw badState({ zh: '订单审核通过后才能生成采购计划', en: 'The purchase plan is made once the order is reviewed' });
    if (!(await demandSourceOf(trx, ctx)).fromOrders)
      throw badState({
        zh: '物料采购需求来源不是生产订单，请在采购配置中修改',
        en: 'Purchase demand does not come from production orders here; change it in the purchase configuration',
      });
    await planOrderDemand(trx, ctx, order, { goodsId: input.facPrdOrderGoodsId, materialSkuIds: input.commonMaterialsSkuIds });
    return { goods: input.facPrdOrderGoodsId ? 1 : order.goods.length };
  });
}

/** 标完成 / 撤销完成 of one material of the order (all its goods blocks, or one): the board lines carrying it. */
export async function setOrderMaterialComplete(db: Db, ctx: RequestContext, input: PurchaseStatusInput) {
  await requireOrder(db, ctx, input.facPrdOrderId, { withSkus: false });
  const ids = (await listOrderDemand(db, ctx, input.facPrdOrderId))
    .filter((s) => s.materialSkuId === input.commonMaterialsSkuId)
    .filter((s) => !input.facPrdOrderGoodsId || s.productionOrderGoodsId === input.facPrdOrderGoodsId)
    .flatMap((s) => (s.purchaseDemandId ? [s.purchaseDemandId] : []));
  if (ids.length === 0)
    throw invalid('commonMaterialsSkuId', {
      zh: '{label}：该物料还没有采购计划',
      en: '{label}: the material has no purchase plan in this order yet',
    });
  return setDemandsCompleted(db, ctx, ids, input.purchaseStatus === 1);
}
