import { pageOf, type BomOrderRow, type Page } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listOrdersUsingBom, setOrderGoodsBom } from '../production-orders/index.js';
import { bomNotFound } from './bom-log.service.js';
import { findBom, lockBom } from './bom.repository.js';

/**
 * bomOrderList: the production orders whose goods use the BOM — naming it, or, for the style's default BOM, naming
 * none (they explode through the default). Another factory's BOM is not found.
 */
export async function listBomOrders(
  db: Db,
  ctx: RequestContext,
  q: {
    commonBomId: string;
    pageNo?: number | undefined;
    pageNum?: number | undefined;
    pageSize: number;
    others?: boolean | undefined;
  },
): Promise<Page<BomOrderRow>> {
  const bom = await findBom(db, ctx, q.commonBomId);
  if (!bom) throw bomNotFound();
  const { pageNo, pageSize, offset } = pageOf(q);
  const { list, totalCount } = await listOrdersUsingBom(db, ctx, bom, { offset, pageSize, others: q.others });
  return { list, totalCount, pageNo, pageSize };
}

/**
 * updateBomOrderList: the chosen goods blocks (of live formal orders of the BOM's style) now use this BOM. The BOM is
 * locked for update first, so a delete of it waits and is then seen; the orders are locked and checked by the orders
 * area (setOrderGoodsBom). All or nothing.
 */
export async function moveOrdersToBom(
  db: Db,
  ctx: RequestContext,
  input: { commonBomId: string; facPrdOrderGoodsIds: string[] },
): Promise<{ updatedNum: number }> {
  return db.transaction().execute(async (trx) => {
    const bom = await lockBom(trx, ctx, input.commonBomId);
    if (!bom) throw bomNotFound();
    const goodsIds = [...new Set(input.facPrdOrderGoodsIds)];
    const updatedNum = await setOrderGoodsBom(trx, ctx, goodsIds, bom.id, {
      goods: (i) => `facPrdOrderGoodsIds.${input.facPrdOrderGoodsIds.indexOf(goodsIds[i]!)}`,
      bom: 'commonBomId',
    });
    return { updatedNum };
  });
}
