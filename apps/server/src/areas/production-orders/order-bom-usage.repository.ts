import type { BomOrderRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/**
 * bomOrderList: the live orders' goods blocks that use a BOM — naming it, or (`isDefault`) naming none on its style,
 * which then takes the style's default; with `others`, the style's live formal orders' blocks that use another BOM.
 * Newest order first; one row per goods block.
 */
export async function listOrdersUsingBom(
  db: Db,
  tenant: Tenant,
  bom: { id: string; goodsStyleId: string; isDefault: boolean },
  page: { offset: number; pageSize: number; others?: boolean | undefined },
): Promise<{ list: BomOrderRow[]; totalCount: number }> {
  const base = db
    .selectFrom('productionOrderGoods as g')
    .innerJoin('productionOrder as o', 'o.id', 'g.productionOrderId')
    .where('o.unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('o.isDeleted', '=', false)
    .where('g.goodsStyleId', '=', bom.goodsStyleId)
    .where((eb) => {
      const uses = bom.isDefault ? eb.or([eb('g.bomId', '=', bom.id), eb('g.bomId', 'is', null)]) : eb('g.bomId', '=', bom.id);
      // `others`: what updateBomOrderList may move here — live formal orders whose block uses another BOM.
      return page.others ? eb.and([eb.not(uses), eb('o.type', '=', 1), eb('o.status', '<>', 5)]) : uses;
    });
  const [rows, count] = await Promise.all([
    base
      .select([
        'o.id as facPrdOrderId',
        'o.orderNo',
        'o.type',
        'o.status',
        sql<string>`to_char(o.placeorder_at, 'YYYY-MM-DD')`.as('placeorderAt'),
        'g.id as facPrdOrderGoodsId',
        sql<string>`to_char(g.delivery_at, 'YYYY-MM-DD')`.as('deliveryAt'),
        sql<string>`g.total_num::text`.as('totalNum'),
        sql<boolean>`g.bom_id is null`.as('isByDefault'),
      ])
      .orderBy('o.id', 'desc')
      .orderBy('g.id')
      .offset(page.offset)
      .limit(page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows, totalCount: Number(count.n) };
}
