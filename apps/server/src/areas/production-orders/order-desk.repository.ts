import { dec } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** Quantity converted into missions per order (the missions issue fills converted_num; 0 until then). */
export async function convertedOrders(db: Db, tenant: Tenant, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('productionOrderGoods')
    .select(['productionOrderId', sql<string>`sum(converted_num)`.as('converted')])
    .where('unitId', 'in', readableUnits(tenant, 'productionOrderGoods'))
    .where('productionOrderId', 'in', [...orderIds])
    .groupBy('productionOrderId')
    .execute();
  return new Map(rows.map((r) => [r.productionOrderId, dec.norm(r.converted)]));
}

/** The review desk's columns of orders: styles, order date, earliest delivery date, quantity. */
export async function deskValues(db: Db, unitId: string, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('productionOrder as o')
    .innerJoin('productionOrderGoods as g', 'g.productionOrderId', 'o.id')
    .innerJoin('goodsStyle as s', 's.id', 'g.goodsStyleId')
    .select([
      'o.id',
      sql<string>`to_char(o.placeorder_at, 'YYYY-MM-DD')`.as('placeorderAt'),
      sql<string>`to_char(min(g.delivery_at), 'YYYY-MM-DD')`.as('deliveryAt'),
      sql<string[]>`array_agg(s.style_no order by g.sort)`.as('styleNos'),
      'o.totalNum',
    ])
    .where('o.unitId', '=', unitId)
    .where('o.id', 'in', ids)
    .groupBy(['o.id', 'o.placeorderAt', 'o.totalNum'])
    .execute();
  return new Map(rows.map((r) => [r.id, { ...r, totalNum: dec.norm(r.totalNum) }]));
}
