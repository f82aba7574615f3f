import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/**
 * Goods SKU quantities to explode, as a relation (a subquery) with the columns
 * `block_id` (the caller's grouping key, e.g. an order's goods block), `style_id`, `bom_id` (null = the style's
 * default BOM), `goods_sku_id` and `quantity` (numeric; several cells of one SKU are added up).
 */
export type ExplosionCells = RawBuilder<unknown>;

/** One exploded material per block, or a cell the explosion refuses (`problem`). */
export interface ExplodedCellRow {
  blockId: string;
  bomId: string;
  materialSkuId: string | null;
  /** Σ quantity × usage × (1 + loss / 100), rounded half-up to 4 decimals. */
  quantity: string | null;
  /** 用料货品数: each goods SKU's quantity once per material SKU. */
  goodsQuantity: string | null;
  /** 'bom': the block's BOM is gone; 'sku': a goods SKU that is gone or not of the BOM's style. */
  problem: 'bom' | 'sku' | null;
  goodsSkuId: string | null;
}

/**
 * The explosion of `explodeRows` (bom-explosion.service.ts, the specification) as one SQL statement: the cells
 * joined to the BOM rows, size overrides and colour mapping, with numeric arithmetic (exact) and one rounding per
 * material to 4 decimals (round() is half away from zero, which is half-up for these positive sums). Zero cells and
 * blocks without a BOM (none given, no default) give nothing. Property-tested against explodeRows.
 */
export function explodedCellsSql(tenant: Tenant, cells: ExplosionCells) {
  const units = (t: Parameters<typeof readableUnits>[1]) => sql.join(readableUnits(tenant, t));
  return sql<ExplodedCellRow>`
    with given as (
      select block_id, style_id, bom_id, goods_sku_id, sum(quantity) as quantity
      from (${cells}) c group by 1, 2, 3, 4
    ),
    cell as (
      select g.block_id, coalesce(g.bom_id, d.id) as bom_id, g.goods_sku_id, g.quantity
      from given g
      left join goods_bom d on g.bom_id is null and d.goods_style_id = g.style_id and d.is_default and not d.is_deleted
        and d.unit_id in (${units('goodsBom')})
      where g.quantity <> 0
    ),
    checked as (
      select c.block_id, c.bom_id, c.goods_sku_id, c.quantity, b.id is not null as has_bom, k.id as sku_id,
        k.color_id, k.size_id, k.standard_id
      from cell c
      left join goods_bom b on b.id = c.bom_id and not b.is_deleted and b.unit_id in (${units('goodsBom')})
      left join goods_sku k on k.id = c.goods_sku_id and not k.is_deleted and k.goods_style_id = b.goods_style_id
        and k.unit_id in (${units('goodsSku')})
      where c.bom_id is not null
    ),
    part as (
      select c.block_id, c.bom_id, c.goods_sku_id, c.quantity,
        coalesce(rc.material_sku_id, r.material_sku_id) as material_sku_id,
        c.quantity * coalesce(rs.single_dosage, r.single_dosage) * (100 + r.loss_rate) as amount
      from checked c
      join goods_bom_row r on r.goods_bom_id = c.bom_id and r.unit_id in (${units('goodsBomRow')})
      left join goods_bom_row_size rs on rs.goods_bom_row_id = r.id and rs.size_id = c.size_id
        and rs.unit_id in (${units('goodsBomRowSize')})
      left join goods_bom_row_color rc on rc.goods_bom_row_id = r.id and rc.style_color_id = c.color_id
        and rc.unit_id in (${units('goodsBomRowColor')})
      where c.has_bom and c.sku_id is not null
        and (r.style_color_ids is null or r.style_color_ids @> jsonb_build_array(c.color_id::text))
        and (r.style_size_ids is null or r.style_size_ids @> jsonb_build_array(c.size_id::text))
        and (r.style_standard_ids is null
          or (c.standard_id is not null and r.style_standard_ids @> jsonb_build_array(c.standard_id::text)))
    ),
    per_sku as (
      select block_id, bom_id, material_sku_id, goods_sku_id, min(quantity) as quantity, sum(amount) as amount
      from part group by 1, 2, 3, 4
    )
    select block_id::text as "blockId", bom_id::text as "bomId", material_sku_id::text as "materialSkuId",
      round(sum(amount) / 100, 4)::text as quantity, sum(quantity)::text as "goodsQuantity", null as problem,
      null as "goodsSkuId"
    from per_sku group by block_id, bom_id, material_sku_id
    union all
    select block_id::text, bom_id::text, null, null, null, case when has_bom then 'sku' else 'bom' end,
      goods_sku_id::text
    from checked where not has_bom or sku_id is null`;
}

/** Runs the explosion (one statement) through `db`, which may be the caller's transaction. */
export async function explodeCellsInSql(db: Db, tenant: Tenant, cells: ExplosionCells): Promise<ExplodedCellRow[]> {
  return (await explodedCellsSql(tenant, cells).execute(db)).rows;
}
