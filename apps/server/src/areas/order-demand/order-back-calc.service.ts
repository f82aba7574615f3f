import { Dec, type BackCalcGoods, type BackCalcQuery } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { availableStock } from '../stock/index.js';
import { explodeGoods } from './order-demand-explode.js';
import { materialNames } from './order-demand.repository.js';
import { requireOrder } from './order-demand.service.js';

/** Whole garments a material allows in the order's mix: ⌊stock ÷ required × ordered⌋ (exact, rounded down). */
export function piecesAllowed(stock: string, required: string, ordered: string): number {
  if (!Dec.of(required).isPositive()) return Number.POSITIVE_INFINITY;
  const stockOrZero = Dec.max(stock, Dec.zero);
  return Number(stockOrZero.times(ordered).div(required, 0, 'floor').toString());
}

/**
 * 物料反算: from the material on hand (every storehouse linked to the factory, or one), how many garments of each
 * goods block can be made in the order's colour and size mix; the material that runs out first limits it. Each block
 * is reckoned on its own (blocks sharing a material would share its stock).
 */
export async function backCalculate(db: Db, ctx: RequestContext, q: BackCalcQuery): Promise<BackCalcGoods[]> {
  const order = await requireOrder(db, ctx, q.facPrdOrderId);
  const exploded = [...(await explodeGoods(db, ctx, order.goods)).values()];
  const skuIds = [...new Set(exploded.map((m) => m.materialSkuId))];
  const [names, rows] = await Promise.all([materialNames(db, ctx, skuIds), availableStock(db, ctx, skuIds, q.storehouseId)]);
  const stock = new Map<string, Dec>();
  for (const r of rows) stock.set(r.materialsSkuId, (stock.get(r.materialsSkuId) ?? Dec.zero).plus(r.onHand));
  return order.goods.map((g) => {
    const ordered = g.skus.reduce((sum, s) => sum.plus(s.num), Dec.zero).toString();
    const materials = exploded
      .filter((m) => m.goodsId === g.id)
      .map((m) => {
        const onHand = (stock.get(m.materialSkuId) ?? Dec.zero).toString();
        const name = names.get(m.materialSkuId);
        return {
          materialSkuId: m.materialSkuId,
          materialNo: name?.materialNo ?? '',
          materialName: name?.materialName ?? '',
          colorName: name?.colorName ?? null,
          stockUnit: name?.stockUnit ?? '',
          requiredQuantity: m.required,
          stockQuantity: onHand,
          pieces: piecesAllowed(onHand, m.required, ordered),
          isLimiting: false,
        };
      });
    const least = materials.length ? Math.min(...materials.map((m) => m.pieces)) : 0;
    for (const m of materials) m.isLimiting = m.pieces === least;
    return { facPrdOrderGoodsId: g.id, styleNo: g.styleNo, orderedQuantity: ordered, pieces: least, materials };
  });
}
