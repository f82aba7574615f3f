import type { Db } from '../../platform/db/database.js';
import { AppError, Code, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { orderCells as cellsRepo } from '../production-orders/index.js';
import * as repo from './price-adjust.repository.js';
import { samePrice, type PriceLineRow } from './price-adjust.repository.js';

const badState = (zh: string, en: string) => new AppError(Code.badState, { zh, en });

async function loadLocked(trx: Db, ctx: RequestContext, billId: string) {
  const head = await repo.findPriceAdjust(trx, ctx, billId);
  if (!head) throw badState('调价单不存在', 'The price adjustment does not exist');
  const order = await cellsRepo.lockOrderHead(trx, ctx, head.productionOrderId);
  if (!order || order.status === 5) throw badState('订单已删除或作废', 'The order was deleted or voided');
  if (order.type !== 1 || order.status !== 2)
    throw badState(
      `订单 ${order.orderNo} 不是已审核的正式订单，不能调价`,
      `Order ${order.orderNo} is not a reviewed formal order`,
    );
  const [goods, lines] = await Promise.all([
    cellsRepo.goodsOfOrders(trx, ctx, [order.id]),
    repo.priceLinesOf(trx, ctx, [billId]),
  ]);
  return { order, goods, lines };
}

type Side = 'old' | 'new';
const pricesOf = (l: PriceLineRow, side: Side) =>
  side === 'old'
    ? { noTaxPrice: l.oldNoTaxPrice, taxRate: l.oldTaxRate, processUnitPrice: l.oldProcessUnitPrice }
    : { noTaxPrice: l.newNoTaxPrice, taxRate: l.newTaxRate, processUnitPrice: l.newProcessUnitPrice };

/** The goods must carry the bill's `side` prices: another bill changing them first makes this one stale. */
async function assertPricesAre(trx: Db, ctx: RequestContext, billId: string, side: Side) {
  const l = await loadLocked(trx, ctx, billId);
  const moved = l.lines.filter((line) => {
    const g = l.goods.find((x) => x.id === line.productionOrderGoodsId);
    const p = pricesOf(line, side);
    return (
      !g ||
      !samePrice(g.noTaxPrice, p.noTaxPrice) ||
      !samePrice(g.taxRate, p.taxRate) ||
      !samePrice(g.processUnitPrice, p.processUnitPrice)
    );
  });
  if (moved.length) {
    const names = moved.map((m) => l.goods.find((g) => g.id === m.productionOrderGoodsId)?.styleNo ?? m.productionOrderGoodsId);
    throw side === 'old'
      ? badState(
          `订单 ${l.order.orderNo} 的价格已被其他调价单修改，请重新编辑本调价单：${names.join('、')}`,
          `The prices of order ${l.order.orderNo} were changed by another price adjustment; edit this one again: ${names.join(', ')}`,
        )
      : badState(
          `订单 ${l.order.orderNo} 的价格已被之后的调价单修改，请先反审之后的调价单：${names.join('、')}`,
          `A later price adjustment changed the prices of order ${l.order.orderNo}; un-review it first: ${names.join(', ')}`,
        );
  }
  return l;
}

export async function checkPrices(trx: Db, ctx: RequestContext, billId: string) {
  const l = await assertPricesAre(trx, ctx, billId, 'old');
  if (l.lines.length === 0) throw badState('调价单没有调整任何价格', 'The price adjustment changes no price');
  return l;
}

async function write(trx: Db, l: Awaited<ReturnType<typeof loadLocked>>, side: Side) {
  for (const line of l.lines) {
    const g = l.goods.find((x) => x.id === line.productionOrderGoodsId)!;
    await cellsRepo.writeGoodsPrices(trx, g.id, { ...pricesOf(line, side), totalNum: g.totalNum });
  }
}

/** onPosted: the goods take the new prices (amounts recomputed). */
export async function applyPrices(trx: Db, ctx: RequestContext, billId: string) {
  await write(trx, await checkPrices(trx, ctx, billId), 'new');
}

/** onUnposted: the goods go back to the old prices exactly. */
export async function restorePrices(trx: Db, ctx: RequestContext, billId: string) {
  await write(trx, await assertPricesAre(trx, ctx, billId, 'new'), 'old');
}

export async function priceUnreviewBlocker(trx: Db, ctx: RequestContext, billId: string): Promise<LocalText | null> {
  try {
    await assertPricesAre(trx, ctx, billId, 'new');
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.text;
    throw error;
  }
}
