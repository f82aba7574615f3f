import { dec, type GoodsSku } from '@gf/contracts';
import { getStyleSkus } from '../goods/index.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { moveOrderDemand } from '../order-demand/index.js';
import { cellKey, quantityFloors, type OrderQuantity } from './adjustment-hooks.js';
import { orderCells as cellsRepo } from '../production-orders/index.js';
import type { OrderCellRow, OrderGoodsRow, OrderHead } from '../production-orders/index.js';
import * as repo from './order-adjust.repository.js';
import { lineKey, type AdjustLineRow } from './order-adjust.repository.js';
import { demandShortfalls, type BlockQuantities } from './order-material.service.js';

/** A cell of the order as the adjustment sees it: absent and 0 mean the same quantity. */
const same = (a: string | null | undefined, b: string | null | undefined) => dec.cmp(a ?? '0', b ?? '0') === 0;

const badState = (zh: string, en: string, data?: Record<string, unknown>) => new AppError(Code.badState, { zh, en }, data);

interface Loaded {
  order: OrderHead;
  goods: OrderGoodsRow[];
  cells: OrderCellRow[];
  lines: AdjustLineRow[];
}

/** The adjustment's order locked for update, its goods and present cells, and the adjustment's lines. */
async function loadLocked(trx: Db, ctx: RequestContext, adjustId: string): Promise<Loaded> {
  const head = await repo.findAdjust(trx, ctx, adjustId);
  if (!head) throw badState('调整单不存在', 'The adjustment bill does not exist');
  const order = await cellsRepo.lockOrderHead(trx, ctx, head.productionOrderId);
  if (!order || order.status === 5) throw badState('订单已删除或作废', 'The order was deleted or voided');
  if (order.type !== 1 || order.status !== 2)
    throw badState(
      `订单 ${order.orderNo} 不是已审核的正式订单，不能调整`,
      `Order ${order.orderNo} is not a reviewed formal order`,
    );
  const [goods, cells, lines] = await Promise.all([
    cellsRepo.goodsOfOrders(trx, ctx, [order.id]),
    cellsRepo.cellsOfOrder(trx, ctx, order.id),
    repo.linesOf(trx, ctx, [adjustId]),
  ]);
  return { order, goods, cells, lines };
}

const cellOf = (cells: readonly OrderCellRow[]) => {
  const by = new Map(cells.map((c) => [lineKey(c), c]));
  return (l: repo.LineKey) => by.get(lineKey(l));
};

/** Names a goods SKU for a message: 款号 颜色/尺码(/内长). */
async function skuNamer(db: Db, ctx: RequestContext, goods: readonly OrderGoodsRow[]) {
  const skus = new Map<string, GoodsSku>();
  for (const g of goods) for (const s of await getStyleSkus(db, ctx, g.goodsStyleId).catch(() => [])) skus.set(s.id, s);
  return (goodsId: string, skuId: string) => {
    const g = goods.find((x) => x.id === goodsId);
    const s = skus.get(skuId);
    const parts = s ? [s.color_name, s.size_value, s.standard_value].filter(Boolean).join('/') : skuId;
    return `${g?.styleNo ?? ''} ${parts}`.trim();
  };
}

/** The cells that must still hold `expected` (the bill's old figures at review, its new ones at un-review). */
async function assertCellsAre(db: Db, ctx: RequestContext, l: Loaded, expected: 'oldNum' | 'newNum'): Promise<void> {
  const find = cellOf(l.cells);
  const moved = l.lines.filter((line) => !same(find(line)?.num, line[expected]));
  if (moved.length === 0) return;
  const name = await skuNamer(db, ctx, l.goods);
  const list = moved
    .slice(0, 5)
    .map(
      (m) => `${name(m.productionOrderGoodsId, m.goodsSkuId)} ${dec.norm(m[expected] ?? '0')}→${dec.norm(find(m)?.num ?? '0')}`,
    );
  throw expected === 'oldNum'
    ? badState(
        `订单 ${l.order.orderNo} 的数量已被其他调整单修改，请重新编辑本调整单：${list.join('、')}`,
        `The quantities of order ${l.order.orderNo} were changed by another adjustment since this bill was saved; edit it again: ${list.join(', ')}`,
        { skus: moved.map((m) => m.goodsSkuId) },
      )
    : badState(
        `订单 ${l.order.orderNo} 的数量已被之后的调整单修改，请先反审之后的调整单：${list.join('、')}`,
        `A later adjustment changed the quantities of order ${l.order.orderNo}; un-review it first: ${list.join(', ')}`,
        { skus: moved.map((m) => m.goodsSkuId) },
      );
}

/** Per goods block and SKU, summed over customers, from the order's cells with the lines' figures applied. */
function quantities(l: Loaded, use: 'present' | 'oldNum' | 'newNum'): OrderQuantity[] {
  const byKey = new Map<string, string | null>(l.cells.map((c) => [lineKey(c), c.num]));
  if (use !== 'present') for (const line of l.lines) byKey.set(lineKey(line), line[use]);
  const sums = new Map<string, OrderQuantity>();
  for (const [key, num] of byKey) {
    const [goodsId, , skuId] = key.split(':') as [string, string, string];
    const k = cellKey(goodsId, skuId);
    const seen = sums.get(k);
    sums.set(k, { productionOrderGoodsId: goodsId, goodsSkuId: skuId, num: dec.add(seen?.num ?? '0', num ?? '0') });
  }
  return [...sums.values()];
}

function blocks(l: Loaded, before: OrderQuantity[], after: OrderQuantity[]): BlockQuantities[] {
  const of = (q: OrderQuantity[], goodsId: string) =>
    new Map(q.filter((x) => x.productionOrderGoodsId === goodsId).map((x) => [x.goodsSkuId, x.num]));
  return l.goods.map((g) => ({
    goodsId: g.id,
    styleId: g.goodsStyleId,
    bomId: g.bomId,
    before: of(before, g.id),
    after: of(after, g.id),
  }));
}

/**
 * A change of the order's quantities from `before` to `after` must not go below what later work already holds:
 * the quantity converted into missions (per goods block), the floors later issues register (per SKU), and the
 * material already purchased for the order (through its demand lines, locked here).
 */
async function assertFloors(trx: Db, ctx: RequestContext, l: Loaded, before: OrderQuantity[], after: OrderQuantity[]) {
  const name = await skuNamer(trx, ctx, l.goods);
  const afterOf = new Map(after.map((q) => [cellKey(q.productionOrderGoodsId, q.goodsSkuId), q.num]));
  const beforeOf = new Map(before.map((q) => [cellKey(q.productionOrderGoodsId, q.goodsSkuId), q.num]));
  const reduced = [...beforeOf].filter(([k, b]) => dec.cmp(afterOf.get(k) ?? '0', b) < 0).map(([k]) => k);
  if (reduced.length === 0) return;
  for (const g of l.goods) {
    const total = after.filter((q) => q.productionOrderGoodsId === g.id).reduce((a, q) => dec.add(a, q.num), '0');
    if (dec.cmp(total, g.convertedNum) < 0)
      throw badState(
        `${g.styleNo} 调整后数量 ${dec.norm(total)} 少于已转工单数量 ${dec.norm(g.convertedNum)}`,
        `${g.styleNo}: the new quantity ${dec.norm(total)} is below the ${dec.norm(g.convertedNum)} already converted into missions`,
      );
  }
  for (const floor of quantityFloors()) {
    const held = await floor.floors(trx, ctx, l.order.id);
    for (const key of reduced) {
      const f = held.get(key);
      if (!f || dec.cmp(afterOf.get(key) ?? '0', f.quantity) >= 0) continue;
      const [goodsId, skuId] = key.split(':') as [string, string];
      const reason: LocalText = f.reason;
      throw badState(
        `${name(goodsId, skuId)} 调整后数量 ${dec.norm(afterOf.get(key) ?? '0')} 少于${reason.zh} ${dec.norm(f.quantity)}`,
        `${name(goodsId, skuId)}: the new quantity ${dec.norm(afterOf.get(key) ?? '0')} is below the ${dec.norm(f.quantity)} ${reason.en}`,
        { skus: [skuId] },
      );
    }
  }
  await assertDemandKept(trx, ctx, l, before, after);
}

/**
 * Material already purchased for a goods block (through the order's demand lines) must keep its garments: the
 * demand the change leaves may not fall below it. Checked again after the demand lines are locked by the move.
 */
async function assertDemandKept(trx: Db, ctx: RequestContext, l: Loaded, before: OrderQuantity[], after: OrderQuantity[]) {
  const short = await demandShortfalls(trx, ctx, l.order.id, blocks(l, before, after));
  if (short.length === 0) return;
  const s = short[0]!;
  const name = await skuNamer(trx, ctx, l.goods);
  const afterOf = new Map(after.map((q) => [cellKey(q.productionOrderGoodsId, q.goodsSkuId), q.num]));
  const skus = before
    .filter(
      (q) => q.productionOrderGoodsId === s.goodsId && dec.cmp(afterOf.get(cellKey(s.goodsId, q.goodsSkuId)) ?? '0', q.num) < 0,
    )
    .map((q) => ({ id: q.goodsSkuId, name: name(s.goodsId, q.goodsSkuId) }));
  throw badState(
    `减少 ${skus.map((k) => k.name).join('、')} 后物料 ${s.materialNo} ${s.materialName} 的需求 ${s.newDemand} 少于已采购 ${s.purchased}`,
    `Reducing ${skus.map((k) => k.name).join(', ')} would take the demand of material ${s.materialNo} ${s.materialName} to ${s.newDemand}, below the ${s.purchased} already purchased`,
    { skus: skus.map((k) => k.id), materialSkuIds: short.map((x) => x.materialSkuId) },
  );
}

/** validateSubmit (at submit and again at the final approval, on the locked order). */
export async function checkAdjustment(trx: Db, ctx: RequestContext, adjustId: string): Promise<Loaded> {
  const l = await loadLocked(trx, ctx, adjustId);
  if (l.lines.length === 0) throw badState('调整单没有调整任何数量', 'The adjustment changes no quantity');
  await assertCellsAre(trx, ctx, l, 'oldNum');
  await assertFloors(trx, ctx, l, quantities(l, 'present'), quantities(l, 'newNum'));
  return l;
}

/** Writes one side of the bill into the order's cells and totals, then lets the registered effects follow. */
async function writeSide(trx: Db, ctx: RequestContext, l: Loaded, side: 'oldNum' | 'newNum'): Promise<void> {
  const before = quantities(l, 'present');
  const find = cellOf(l.cells);
  const colorOf = new Map<string, string>();
  for (const g of l.goods)
    for (const s of await getStyleSkus(trx, ctx, g.goodsStyleId).catch(() => [])) colorOf.set(s.id, s.color_id);
  for (const line of l.lines) {
    const existing = find(line);
    const num = line[side];
    // A cell the bill added (old null) goes away again; otherwise the cell holds the figure, 0 included.
    const target = num === null || (!existing && dec.isZero(num)) ? null : num;
    if (!existing && target === null) continue;
    const colorId = existing?.colorId ?? colorOf.get(line.goodsSkuId);
    if (!colorId) throw badState('货品SKU已不属于该款', 'The goods SKU no longer belongs to the style');
    await cellsRepo.writeCell(trx, ctx, { ...line, colorId }, target, existing);
  }
  await cellsRepo.refreshOrderTotals(trx, ctx, l.order.id);
  const after = quantities(l, side);
  // The order's material demand moves by the difference (the order-demand area), its lines locked there; the
  // purchased floor is read again under that lock, so a purchase approved meanwhile is counted.
  const goods = (q: OrderQuantity[]) =>
    l.goods.map((g) => ({
      id: g.id,
      skus: q.filter((x) => x.productionOrderGoodsId === g.id).map((x) => ({ goodsSkuId: x.goodsSkuId, num: x.num })),
    }));
  await moveOrderDemand(trx, ctx, l.order.id, goods(before), goods(after));
  await assertDemandKept(trx, ctx, l, before, after);
}

/** onPosted: the order's quantities become the bill's new ones. */
export async function applyAdjustment(trx: Db, ctx: RequestContext, adjustId: string): Promise<void> {
  const l = await checkAdjustment(trx, ctx, adjustId);
  await writeSide(trx, ctx, l, 'newNum');
}

/** blocksUnreview: the order must still hold the bill's quantities, and going back must respect the floors. */
export async function unreviewBlocker(trx: Db, ctx: RequestContext, adjustId: string): Promise<LocalText | null> {
  try {
    const l = await loadLocked(trx, ctx, adjustId);
    await assertCellsAre(trx, ctx, l, 'newNum');
    await assertFloors(trx, ctx, l, quantities(l, 'present'), quantities(l, 'oldNum'));
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.text;
    throw error;
  }
}

/** onUnposted: the order's quantities go back exactly to the bill's old ones. */
export async function restoreAdjustment(trx: Db, ctx: RequestContext, adjustId: string): Promise<void> {
  const l = await loadLocked(trx, ctx, adjustId);
  await assertCellsAre(trx, ctx, l, 'newNum');
  await writeSide(trx, ctx, l, 'oldNum');
}
