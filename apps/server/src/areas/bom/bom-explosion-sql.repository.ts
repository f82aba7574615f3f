import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/**
 * Goods SKU quantities to explode, as a relation (a subquery) with the columns
 * `block_id` (the caller's grouping key, e.g. an order's goods block), `style_id`, `bom_id` (null = the style's
 * default BOM), `goods_sku_id` and `quantity` (numeric), one row per block and goods SKU (the caller adds up).
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
 * The explosion of `explodeRows` (bom-explosion.service.ts, the specification) as one SQL statement. The 用于 filters,
 * the colour mapping and the size overrides are resolved per BOM row and colour (by_color) and per BOM row and size
 * (by_size, with usage × (100 + loss %) as the row's weight), small sets; the cells then meet them by hash joins on ids,
 * one numeric product per cell and row, summed exactly and rounded once per material to 4 decimals (round() is half away
 * from zero, which is half-up for these positive sums). 用料货品数 counts a cell once per material: only where two rows
 * of a BOM give one colour the same material (`shared`, rare) are the cells taken apart. Zero cells and blocks
 * without a BOM (none given, no default) give nothing. Property-tested against explodeRows.
 */
export function explodedCellsSql(tenant: Tenant, cells: ExplosionCells) {
  const units = (t: Parameters<typeof readableUnits>[1]) => sql.join(readableUnits(tenant, t));
  const pairs = (onlyShared: boolean) => sql`
      from good g
      join by_color bc on bc.bom_id = g.bom_id and bc.color_id = g.color_id ${onlyShared ? sql`and bc.shared` : sql``}
      join by_size bs on bs.bom_id = g.bom_id and bs.size_id = g.size_id and bs.row_id = bc.row_id
      where bs.standard_ids is null
        or (g.standard_id is not null and bs.standard_ids @> jsonb_build_array(g.standard_id::text))`;
  return sql<ExplodedCellRow>`
    with cell as (
      select c.block_id, coalesce(c.bom_id, d.id) as bom_id, c.goods_sku_id, c.quantity
      from (${cells}) c
      left join goods_bom d on c.bom_id is null and d.goods_style_id = c.style_id and d.is_default and not d.is_deleted
        and d.unit_id in (${units('goodsBom')})
      where c.quantity <> 0
    ),
    checked as materialized (
      select c.block_id, c.bom_id, c.goods_sku_id, c.quantity, b.id is not null as has_bom, k.id as sku_id,
        k.color_id, k.size_id, k.standard_id
      from cell c
      left join goods_bom b on b.id = c.bom_id and not b.is_deleted and b.unit_id in (${units('goodsBom')})
      left join goods_sku k on k.id = c.goods_sku_id and not k.is_deleted and k.goods_style_id = b.goods_style_id
        and k.unit_id in (${units('goodsSku')})
      where c.bom_id is not null
    ),
    good as materialized (select * from checked where has_bom and sku_id is not null),
    brow as materialized (
      select r.id, r.goods_bom_id as bom_id, r.material_sku_id, r.single_dosage, 100 + r.loss_rate as loss,
        r.style_color_ids, r.style_size_ids, r.style_standard_ids
      from goods_bom_row r
      where r.unit_id in (${units('goodsBomRow')}) and r.goods_bom_id in (select distinct bom_id from good)
    ),
    by_color as materialized (
      select row_id, bom_id, color_id, material_sku_id,
        count(*) over (partition by bom_id, color_id, material_sku_id) > 1 as shared
      from (
        select r.id as row_id, r.bom_id, x.color_id, coalesce(rc.material_sku_id, r.material_sku_id) as material_sku_id
        from brow r
        join (select distinct bom_id, color_id from good) x on x.bom_id = r.bom_id
        left join goods_bom_row_color rc on rc.goods_bom_row_id = r.id and rc.style_color_id = x.color_id
          and rc.unit_id in (${units('goodsBomRowColor')})
        where r.style_color_ids is null or r.style_color_ids @> jsonb_build_array(x.color_id::text)
      ) v
    ),
    by_size as materialized (
      select r.id as row_id, r.bom_id, x.size_id, coalesce(rs.single_dosage, r.single_dosage) * r.loss as weight,
        r.style_standard_ids as standard_ids
      from brow r
      join (select distinct bom_id, size_id from good) x on x.bom_id = r.bom_id
      left join goods_bom_row_size rs on rs.goods_bom_row_id = r.id and rs.size_id = x.size_id
        and rs.unit_id in (${units('goodsBomRowSize')})
      where r.style_size_ids is null or r.style_size_ids @> jsonb_build_array(x.size_id::text)
    ),
    total as (
      select g.block_id, g.bom_id, bc.material_sku_id, sum(g.quantity * bs.weight) as amount,
        coalesce(sum(g.quantity) filter (where not bc.shared), 0) as goods_once
      ${pairs(false)}
      group by g.block_id, g.bom_id, bc.material_sku_id
    ),
    shared_goods as (
      select block_id, bom_id, material_sku_id, sum(quantity) as quantity
      from (select distinct g.block_id, g.bom_id, bc.material_sku_id, g.goods_sku_id, g.quantity ${pairs(true)}) s
      group by block_id, bom_id, material_sku_id
    )
    select t.block_id::text as "blockId", t.bom_id::text as "bomId", t.material_sku_id::text as "materialSkuId",
      round(t.amount / 100, 4)::text as quantity, (t.goods_once + coalesce(s.quantity, 0))::text as "goodsQuantity",
      null as problem, null as "goodsSkuId"
    from total t
    left join shared_goods s on s.block_id = t.block_id and s.bom_id = t.bom_id and s.material_sku_id = t.material_sku_id
    union all
    select block_id::text, bom_id::text, null, null, null, case when has_bom then 'sku' else 'bom' end, goods_sku_id::text
    from checked where not has_bom or sku_id is null`;
}

/**
 * Runs the explosion (one statement) in the caller's transaction, or in one of its own. The planner cannot know how
 * many cells and row pairs the CTEs hold (it guesses a handful), and a nested loop over them is quadratic (minutes
 * for an order of 4,000 cells), and a sort of the 60,000 cell × row pairs is slower than hashing them: for this
 * statement only, nested loops and sorts are off and the hash tables may take 64 MB, then the settings are put back as they were (set_config(…, true) is local to the transaction).
 */
export async function explodeCellsInSql(db: Db, tenant: Tenant, cells: ExplosionCells): Promise<ExplodedCellRow[]> {
  const run = async (trx: Db) => {
    const before = await sql<{ nestloop: string; sort: string; workMem: string }>`
      select current_setting('enable_nestloop') as nestloop, current_setting('enable_sort') as sort,
        current_setting('work_mem') as work_mem, set_config('enable_nestloop', 'off', true),
        set_config('enable_sort', 'off', true), set_config('work_mem', '64MB', true)`.execute(trx);
    const rows = (await explodedCellsSql(tenant, cells).execute(trx)).rows;
    const was = before.rows[0]!;
    await sql`select set_config('enable_nestloop', ${was.nestloop}, true), set_config('enable_sort', ${was.sort}, true),
      set_config('work_mem', ${was.workMem}, true)`.execute(trx);
    return rows;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
