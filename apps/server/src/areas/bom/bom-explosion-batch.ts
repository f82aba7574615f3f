import type { BomExplodedMaterial, BomExplodeLine } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { bomStylesByIds, defaultBomIdsOfStyles, explosionRowsOfBoms, goodsSkusByIds } from './bom-explosion.repository.js';
import { explodeCellsInSql, type ExplodedCellRow, type ExplosionCells } from './bom-explosion-sql.repository.js';
import { explodeRows } from './bom-explosion.service.js';
import { bomNotFound } from './bom-log.service.js';

/** One explosion of a batch: a BOM and the goods SKU quantities to explode through it. */
export interface BomExplosionRequest {
  bomId: string;
  lines: readonly BomExplodeLine[];
}

/**
 * Several BOMs exploded at once (an order's goods blocks), with what `explodeBom` gives and refuses for each, but
 * read in a handful of queries whatever their number: the heads, the SKUs, the rows, then their size overrides and
 * colour mapping. The answer follows the requests' order. Reads through `db`, which may be the caller's transaction.
 */
export async function explodeBoms(
  db: Db,
  ctx: RequestContext,
  requests: readonly BomExplosionRequest[],
): Promise<BomExplodedMaterial[][]> {
  if (requests.length === 0) return [];
  const bomIds = [...new Set(requests.map((r) => r.bomId))];
  const styles = await bomStylesByIds(db, ctx, bomIds);
  if (styles.size < bomIds.length) throw bomNotFound();
  const [rows, skus] = await Promise.all([
    explosionRowsOfBoms(db, ctx, bomIds),
    goodsSkusByIds(
      db,
      ctx,
      requests.flatMap((r) => r.lines.map((l) => l.goodsSkuId)),
    ),
  ]);
  return requests.map((r) => {
    const styleId = styles.get(r.bomId);
    const missing = r.lines.findIndex((l) => skus.get(l.goodsSkuId)?.goodsStyleId !== styleId);
    if (missing >= 0)
      throw invalid(`lines.${missing}.goodsSkuId`, {
        zh: '{label}：货品SKU不属于该BOM的商品',
        en: "{label}: the goods SKU is not one of the BOM's style",
      });
    return explodeRows(rows.get(r.bomId) ?? [], skus, r.lines);
  });
}

/** The styles' default BOMs (style id -> BOM id) in one query; styles without one are absent. */
export function findDefaultBomIds(db: Db, ctx: RequestContext, styleIds: readonly string[]): Promise<Map<string, string>> {
  return defaultBomIdsOfStyles(db, ctx, styleIds);
}

/** A material of a block exploded in SQL: the BOM used (the block's or the style's default) and the figures. */
export type ExplodedCell = Omit<ExplodedCellRow, 'problem' | 'goodsSkuId' | 'materialSkuId' | 'quantity' | 'goodsQuantity'> & {
  materialSkuId: string;
  quantity: string;
  goodsQuantity: string;
};

/**
 * The explosion of many blocks' goods SKU quantities in one SQL statement (what `explodeBoms` gives, without reading
 * the cells and rows into the process): the cells are a relation the caller builds (ExplosionCells). Refuses like
 * `explodeBoms`: a BOM that is gone (40402), a goods SKU that is gone or not of the BOM's style.
 */
export async function explodeCells(db: Db, ctx: RequestContext, cells: ExplosionCells): Promise<ExplodedCell[]> {
  const rows = await explodeCellsInSql(db, ctx, cells);
  if (rows.some((r) => r.problem === 'bom')) throw bomNotFound();
  const foreign = rows.find((r) => r.problem === 'sku');
  if (foreign)
    throw invalid('goodsSkuId', {
      zh: `{label}：货品SKU ${foreign.goodsSkuId} 不属于该BOM的商品`,
      en: `{label}: the goods SKU ${foreign.goodsSkuId} is not one of the BOM's style`,
    });
  return rows as ExplodedCell[];
}
