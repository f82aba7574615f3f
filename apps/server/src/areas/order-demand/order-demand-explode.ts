import { Dec, type OrderForDemand } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { explodeBoms, explodeCells, findDefaultBomIds } from '../bom/index.js';
import { orderSkuCells } from '../production-orders/index.js';

/** The goods of an order as the explosion reads them: its block, style, BOM and SKU quantities. */
export type DemandGoods = Pick<OrderForDemand['goods'][number], 'id' | 'styleId' | 'styleNo' | 'bomId' | 'deliveryAt'> & {
  skus: readonly { goodsSkuId: string; num: string }[];
};

/** What one goods block of the order asks of one material SKU. */
export interface GoodsMaterial {
  goodsId: string;
  styleId: string;
  styleNo: string;
  bomId: string | null;
  deliveryAt: string;
  materialSkuId: string;
  required: string;
  goodsQuantity: string;
}

export const keyOf = (goodsId: string, materialSkuId: string) => `${goodsId}:${materialSkuId}`;

/**
 * Each goods block's BOM (the block's, or the style's default when the block names none) exploded over its SKU
 * quantities by the BOM area, keyed by goods block and material SKU. A block without a BOM asks nothing. Every BOM
 * of the call is read at once (a handful of queries, whatever the number of blocks).
 */
export async function explodeGoods(
  db: Db,
  ctx: RequestContext,
  goods: readonly DemandGoods[],
): Promise<Map<string, GoodsMaterial>> {
  const defaults = await findDefaultBomIds(
    db,
    ctx,
    goods.filter((g) => !g.bomId).map((g) => g.styleId),
  );
  const work = goods.flatMap((g) => {
    const bomId = g.bomId ?? defaults.get(g.styleId) ?? null;
    const lines = g.skus.filter((s) => Dec.of(s.num).isPositive()).map((s) => ({ goodsSkuId: s.goodsSkuId, quantity: s.num }));
    return bomId && lines.length > 0 ? [{ g, bomId, lines }] : [];
  });
  const exploded = await explodeBoms(db, ctx, work);
  const out = new Map<string, GoodsMaterial>();
  work.forEach(({ g, bomId }, i) => {
    for (const m of exploded[i]!)
      out.set(keyOf(g.id, m.materialSkuId), {
        goodsId: g.id,
        styleId: g.styleId,
        styleNo: g.styleNo,
        bomId,
        deliveryAt: g.deliveryAt,
        materialSkuId: m.materialSkuId,
        required: m.quantity,
        goodsQuantity: m.goodsQuantity,
      });
  });
  return out;
}

/**
 * The order's own cells (all goods blocks, or one) exploded in one SQL statement, keyed like `explodeGoods`: the
 * cells are summed over customers and joined to the BOM rows inside the database, so neither the order's cells nor
 * the BOM rows are read into the process (issue 10's bench target). Gives what `explodeGoods` gives for the order's
 * stored quantities (property-tested in the BOM area against explodeRows).
 */
export async function explodeOrder(
  db: Db,
  ctx: RequestContext,
  order: Pick<OrderForDemand, 'id' | 'goods'>,
  goodsId?: string,
): Promise<Map<string, GoodsMaterial>> {
  const blocks = new Map(order.goods.map((g) => [g.id, g]));
  const out = new Map<string, GoodsMaterial>();
  for (const m of await explodeCells(db, ctx, orderSkuCells(ctx, order.id, goodsId))) {
    const g = blocks.get(m.blockId);
    if (!g) continue;
    out.set(keyOf(g.id, m.materialSkuId), {
      goodsId: g.id,
      styleId: g.styleId,
      styleNo: g.styleNo,
      bomId: m.bomId,
      deliveryAt: g.deliveryAt,
      materialSkuId: m.materialSkuId,
      required: m.quantity,
      goodsQuantity: m.goodsQuantity,
    });
  }
  return out;
}

/**
 * What an adjustment asks per goods block and material: what the order asked (`stored`) moved by the difference
 * between the old and the new quantities exploded, never below zero. Keys that do not change are left out.
 */
export function targetsByDifference(
  stored: ReadonlyMap<string, { requiredQuantity: string; goodsQuantity: string }>,
  before: ReadonlyMap<string, GoodsMaterial>,
  after: ReadonlyMap<string, GoodsMaterial>,
): GoodsMaterial[] {
  const out: GoodsMaterial[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(key);
    const now = after.get(key);
    const row = stored.get(key);
    const diff = Dec.of(now?.required ?? 0).minus(was?.required ?? 0);
    const goodsDiff = Dec.of(now?.goodsQuantity ?? 0).minus(was?.goodsQuantity ?? 0);
    if (diff.isZero() && goodsDiff.isZero()) continue;
    out.push({
      ...(now ?? was)!,
      required: Dec.max(Dec.of(row?.requiredQuantity ?? 0).plus(diff), Dec.zero).toFixed(4),
      goodsQuantity: Dec.max(Dec.of(row?.goodsQuantity ?? 0).plus(goodsDiff), Dec.zero).toFixed(4),
    });
  }
  return out;
}
