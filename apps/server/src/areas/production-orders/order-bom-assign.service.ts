import type { Db } from '../../platform/db/database.js';
import { AppError, Code, invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { readableUnits } from '../../platform/tenancy/scope.js';
import { orderBomLookup } from './order-bom-lookup.js';
import * as repo from './production-order.repository.js';
import { orderNotFound } from './production-order.service.js';

/** Which input field a refusal names: the block at position i, and the BOM. */
export interface BomAssignFields {
  goods: (i: number) => string;
  bom: string;
}

/**
 * The BOM goods blocks of live formal orders are priced and exploded by (null: the style's default): one block
 * (facPrdOrder/updateBomPrice) or several (the BOM area's updateBomOrderList). Runs in the caller's transaction: the
 * blocks' orders are locked for update in id order (an order voided meanwhile is then seen voided and refused), every
 * block must be the factory's, of a live formal order, and of a style the BOM belongs to; otherwise nothing is written.
 * The demand already planned is not moved here: 需求重算 shows the difference and 一键生成采购计划 applies it.
 */
export async function setOrderGoodsBom(
  trx: Db,
  ctx: RequestContext,
  goodsIds: readonly string[],
  bomId: string | null,
  fields: BomAssignFields,
): Promise<number> {
  const rows = await trx
    .selectFrom('productionOrderGoods')
    .select(['id', 'productionOrderId', 'goodsStyleId'])
    .where('unitId', 'in', readableUnits(ctx, 'productionOrderGoods'))
    .where('id', 'in', [...goodsIds])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const blocks = goodsIds.map((id, i) => {
    const block = byId.get(id);
    if (!block) throw invalid(fields.goods(i), { zh: '订货商品不存在', en: 'ordered goods not found' });
    return block;
  });
  const orderIds = [...new Set(blocks.map((b) => b.productionOrderId))].sort((a, b) => Number(a) - Number(b));
  for (const orderId of orderIds) {
    const head = await repo.lockOrderHead(trx, ctx, orderId);
    if (!head) throw orderNotFound();
    if (head.type !== 1 || head.status === 5)
      throw new AppError(Code.badState, {
        zh: `订单${head.orderNo}：只有未作废的正式订单可以更换BOM`,
        en: `Order ${head.orderNo}: only a live formal order can change its BOM`,
      });
  }
  const lookup = orderBomLookup();
  if (bomId && lookup) {
    for (const styleId of new Set(blocks.map((b) => b.goodsStyleId)))
      if (!(await lookup.isBomOfStyle(trx, ctx, bomId, styleId)))
        throw invalid(goodsIds.length === 1 ? fields.bom : fields.goods(blocks.findIndex((b) => b.goodsStyleId === styleId)), {
          zh: '不是该商品的BOM',
          en: 'is not a BOM of this goods style',
        });
  }
  const updated = await trx
    .updateTable('productionOrderGoods')
    .set({ bomId, updatedAt: new Date() })
    .where(
      'id',
      'in',
      blocks.map((b) => b.id),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}
