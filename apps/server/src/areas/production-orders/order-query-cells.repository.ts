import { sql } from 'kysely';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/**
 * An order's goods SKU quantities as a relation for the BOM area's SQL explosion (`explodeCells`): one row per goods
 * block and goods SKU, summed over customers, positive sums only, with the block's style and BOM (null = the style's
 * default): columns block_id, style_id, bom_id, goods_sku_id, quantity. Built, not run: the explosion reads it in the
 * same statement, so the order's cells never travel to the process.
 */
export function orderSkuCells(tenant: Tenant, orderId: string, goodsId?: string) {
  const goodsUnits = sql.join(readableUnits(tenant, 'productionOrderGoods'));
  const lineUnits = sql.join(readableUnits(tenant, 'productionOrderLine'));
  return sql`
    select g.id as block_id, g.goods_style_id as style_id, g.bom_id, l.goods_sku_id, sum(l.num) as quantity
    from production_order_goods g
    join production_order_line l on l.production_order_goods_id = g.id and l.unit_id in (${lineUnits})
    where g.production_order_id = ${orderId}::bigint and g.unit_id in (${goodsUnits}) and l.goods_sku_id is not null
      ${goodsId ? sql`and g.id = ${goodsId}::bigint` : sql``}
    group by g.id, g.goods_style_id, g.bom_id, l.goods_sku_id
    having sum(l.num) > 0`;
}
