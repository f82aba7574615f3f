import { dec, type CancelPurchaseInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { badState, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { readableUnits } from '../../platform/tenancy/scope.js';
import { findDemandLines, moveOrderDemandLines } from '../purchasing/index.js';
import { requireOrder } from './order-demand.service.js';
import { listOrderDemand, lockOrderDemand, saveOrderDemand } from './order-demand.repository.js';

const purchasedAlready = () =>
  badState({
    zh: '该物料已采购或已占用库存，不能撤销采购计划',
    en: 'The material is already purchased or reserved: its purchase plan cannot be withdrawn',
  });

/**
 * 撤销采购计划 (facPrdOrder/canclePurchase) of one material of one goods block: its board line goes and the order's
 * row forgets it, so the order's demand for it shows no plan until 一键生成采购计划 makes it again. Refused once
 * anything is purchased (a draft purchase bill counts) or reserved on the line. The order's demand is serialised
 * (`lockOrderDemand`) and the board line is moved to zero by the purchasing area on the locked line, so a purchase
 * made meanwhile keeps the line (the move answers it kept) and the whole withdrawal is refused and rolled back.
 */
export async function cancelPurchasePlan(db: Db, ctx: RequestContext, input: CancelPurchaseInput): Promise<null> {
  return db.transaction().execute(async (trx) => {
    const block = await trx
      .selectFrom('orderMaterialDemand')
      .select('productionOrderId')
      .where('unitId', 'in', readableUnits(ctx, 'orderMaterialDemand'))
      .where('productionOrderGoodsId', '=', input.facPrdOrderGoodsId)
      .executeTakeFirst();
    if (!block) throw notFound({ zh: '订单商品的采购计划', en: 'Purchase plan of the ordered goods' });
    const order = await requireOrder(trx, ctx, block.productionOrderId, { withSkus: false });
    await lockOrderDemand(trx, ctx, order.id);
    const row = (await listOrderDemand(trx, ctx, order.id, true)).find(
      (r) => r.productionOrderGoodsId === input.facPrdOrderGoodsId && r.materialSkuId === input.commonMaterialsSkuId,
    );
    if (!row?.purchaseDemandId)
      throw invalid('commonMaterialsSkuId', {
        zh: '{label}：该物料没有采购计划',
        en: '{label}: the material has no purchase plan for this goods',
      });
    const [line] = await findDemandLines(trx, ctx.unitId, [row.purchaseDemandId]);
    if (line && (dec.isPositive(line.purchasedQuantity) || dec.isPositive(line.reservedQuantity))) throw purchasedAlready();
    const [moved] = await moveOrderDemandLines(trx, ctx.unitId, ctx.userId, [
      {
        demandId: row.purchaseDemandId,
        productionOrderId: order.id,
        orderNo: order.orderNo,
        goodsStyleId: row.goodsStyleId,
        goodsStyleNo: '',
        materialSkuId: row.materialSkuId,
        deliveryDate: null,
        quantity: '0',
      },
    ]);
    // The line is locked by the move: a purchase that came in between keeps it, and nothing here is written.
    if (moved?.demandId) throw purchasedAlready();
    await saveOrderDemand(trx, ctx, order.id, [], [row.id]);
    return null;
  });
}
