import { Dec, type OrderForDemand } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { bomRowSuppliers } from '../bom/index.js';
import { findOrderForDemand } from '../production-orders/index.js';
import { moveOrderDemandLines } from '../purchasing/index.js';
import {
  explodeGoods,
  explodeOrder,
  keyOf,
  targetsByDifference,
  type DemandGoods,
  type GoodsMaterial,
} from './order-demand-explode.js';
import {
  listOrderDemand,
  lockOrderDemand,
  saveOrderDemand,
  type DemandWrite,
  type StoredDemand,
} from './order-demand.repository.js';

/** A target: what the order asks of one material for one goods block (0 = nothing any more). */
interface Target {
  goodsId: string;
  styleId: string;
  styleNo: string;
  bomId: string | null;
  deliveryAt: string | null;
  materialSkuId: string;
  required: string;
  goodsQuantity: string;
}

/**
 * Sets the order's demand for the targets given, inside the caller's transaction: the order's rows are locked, the
 * board lines are moved by the purchasing area (never below purchased + reserved), and the rows remember what the
 * order asks. A row whose line went and which asks nothing is deleted.
 */
async function applyTargets(trx: Db, ctx: RequestContext, order: Pick<OrderForDemand, 'id' | 'orderNo'>, targets: Target[]) {
  if (targets.length === 0) return;
  const stored = new Map(
    (await listOrderDemand(trx, ctx, order.id, true)).map((s) => [keyOf(s.productionOrderGoodsId, s.materialSkuId), s]),
  );
  // A new board line takes the supplier its BOM names for the material (换供应商), before the SKU's default.
  const suppliers = await bomRowSuppliers(
    trx,
    ctx,
    targets.flatMap((t) => (t.bomId ? [t.bomId] : [])),
  );
  const moved = await moveOrderDemandLines(
    trx,
    ctx.unitId,
    ctx.userId,
    targets.map((t) => ({
      demandId: stored.get(keyOf(t.goodsId, t.materialSkuId))?.purchaseDemandId ?? null,
      productionOrderId: order.id,
      orderNo: order.orderNo,
      goodsStyleId: t.styleId,
      goodsStyleNo: t.styleNo,
      materialSkuId: t.materialSkuId,
      deliveryDate: t.deliveryAt,
      quantity: t.required,
      supplierId: t.bomId ? (suppliers.get(`${t.bomId}:${t.materialSkuId}`) ?? null) : null,
    })),
  );
  const writes: DemandWrite[] = [];
  const gone: string[] = [];
  targets.forEach((t, i) => {
    const line = moved[i]!;
    const row = stored.get(keyOf(t.goodsId, t.materialSkuId));
    if (!line.demandId && !Dec.of(t.required).isPositive()) {
      if (row) gone.push(row.id);
      return;
    }
    writes.push({
      productionOrderGoodsId: t.goodsId,
      goodsStyleId: t.styleId,
      goodsBomId: t.bomId,
      materialSkuId: t.materialSkuId,
      purchaseDemandId: line.demandId,
      requiredQuantity: t.required,
      goodsQuantity: t.goodsQuantity,
    });
  });
  await saveOrderDemand(trx, ctx, order.id, writes, gone);
}

const fromExplosion = (m: GoodsMaterial): Target => ({ ...m });
const toZero = (s: StoredDemand): Target => ({
  goodsId: s.productionOrderGoodsId,
  styleId: s.goodsStyleId,
  styleNo: '',
  bomId: s.goodsBomId,
  deliveryAt: null,
  materialSkuId: s.materialSkuId,
  required: '0',
  goodsQuantity: '0',
});

/**
 * 一键生成采购计划 (and the plan made on review): the order's demand set to what its BOMs ask now, for every goods
 * block or one, optionally only some material SKUs. Materials the BOM no longer names go to zero (floored). The
 * order's stored cells are exploded in SQL (`order.goods[].skus` is not read: the order may come without them).
 */
export async function planOrderDemand(
  trx: Db,
  ctx: RequestContext,
  order: OrderForDemand,
  only: { goodsId?: string | undefined; materialSkuIds?: readonly string[] | undefined } = {},
): Promise<void> {
  await lockOrderDemand(trx, ctx, order.id);
  const goods = order.goods.filter((g) => !only.goodsId || g.id === only.goodsId);
  const wanted = (skuId: string) => !only.materialSkuIds || only.materialSkuIds.includes(skuId);
  const exploded = await explodeOrder(trx, ctx, order, only.goodsId);
  const goodsIds = new Set(goods.map((g) => g.id));
  const stored = (await listOrderDemand(trx, ctx, order.id)).filter((s) => goodsIds.has(s.productionOrderGoodsId));
  const targets = [...exploded.values()].filter((m) => wanted(m.materialSkuId)).map(fromExplosion);
  for (const s of stored)
    if (wanted(s.materialSkuId) && !exploded.has(keyOf(s.productionOrderGoodsId, s.materialSkuId))) targets.push(toZero(s));
  await applyTargets(trx, ctx, order, targets);
}

/** Anti-review and voiding: everything the order asked goes to zero (each line kept at what is purchased or reserved). */
export async function releaseOrderDemand(
  trx: Db,
  ctx: RequestContext,
  order: Pick<OrderForDemand, 'id' | 'orderNo'>,
): Promise<void> {
  await lockOrderDemand(trx, ctx, order.id);
  await applyTargets(trx, ctx, order, (await listOrderDemand(trx, ctx, order.id)).map(toZero));
}

/** A goods block's SKU quantities, as an adjustment states them before and after. */
export interface GoodsQuantities {
  /** The order's goods block (facPrdOrderGoodsId). */
  id: string;
  skus: readonly { goodsSkuId: string; num: string | number }[];
}

/**
 * An adjustment's move (issue 10 part 3): the order's demand moves by the difference between the goods' old and new
 * SKU quantities, exploded through the blocks' BOMs, for the goods blocks whose plan exists (a block without a plan
 * has no demand to move). Applied with the quantities swapped (its anti-review), it restores exactly what was there
 * unless purchases or reservations made since hold a line up. Runs in the caller's (approving) transaction.
 */
export async function moveOrderDemand(
  trx: Db,
  ctx: RequestContext,
  orderId: string,
  oldQuantities: readonly GoodsQuantities[],
  newQuantities: readonly GoodsQuantities[],
): Promise<void> {
  const order = await findOrderForDemand(trx, ctx, orderId, { withSkus: false });
  if (!order) return;
  const blocks = new Map(order.goods.map((g) => [g.id, g]));
  const asGoods = (list: readonly GoodsQuantities[]): DemandGoods[] =>
    list.flatMap((q) => {
      const g = blocks.get(q.id);
      return g ? [{ ...g, skus: q.skus.map((s) => ({ goodsSkuId: s.goodsSkuId, num: String(s.num) })) }] : [];
    });
  await moveByDifference(trx, ctx, order, asGoods(oldQuantities), asGoods(newQuantities));
}

async function moveByDifference(
  trx: Db,
  ctx: RequestContext,
  order: Pick<OrderForDemand, 'id' | 'orderNo'>,
  oldQuantities: readonly DemandGoods[],
  newQuantities: readonly DemandGoods[],
): Promise<void> {
  await lockOrderDemand(trx, ctx, order.id);
  const stored = await listOrderDemand(trx, ctx, order.id);
  const planned = new Set(stored.map((s) => s.productionOrderGoodsId));
  const byKey = new Map(stored.map((s) => [keyOf(s.productionOrderGoodsId, s.materialSkuId), s]));
  const before = await explodeGoods(
    trx,
    ctx,
    oldQuantities.filter((g) => planned.has(g.id)),
  );
  const after = await explodeGoods(
    trx,
    ctx,
    newQuantities.filter((g) => planned.has(g.id)),
  );
  const targets: Target[] = targetsByDifference(byKey, before, after);
  await applyTargets(trx, ctx, order, targets);
}
