import type { GoodsSkuUsage } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';

/** Goods SKUs that live orders hold: the goods area refuses to remove them (its usage registry). */
export async function skusInOrders(db: Db, unitId: string, skuIds: string[]): Promise<GoodsSkuUsage[]> {
  const rows = await db
    .selectFrom('productionOrderLine as l')
    .innerJoin('productionOrderGoods as g', 'g.id', 'l.productionOrderGoodsId')
    .innerJoin('productionOrder as o', 'o.id', 'g.productionOrderId')
    .select(['l.goodsSkuId', 'o.orderNo'])
    .distinct()
    .where('l.unitId', '=', unitId)
    .where('o.isDeleted', '=', false)
    .where('o.status', '<>', 5)
    .where('l.goodsSkuId', 'in', skuIds)
    .execute();
  return rows.map((r) => ({ kind: 'PRODUCTION_ORDER', skuId: r.goodsSkuId!, label: r.orderNo }));
}
