import { Dec, pageOf, type StocktakeCountRow, type StocktakeCountUpdate } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { badState, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { stockValues } from '../stock/index.js';
import * as repo from './stocktake.repository.js';
import * as stock from './stocktake-stock.repository.js';
import { assertCounting, assertOwnLines, isHiddenFor, lockStocktake, stocktakeNotFound } from './stocktake-state.service.js';

/**
 * The unit cost a line's difference is valued at, taken when it joins the count: the ledger's moving-average cost of
 * the SKU in the storehouse, or (a SKU the storehouse never valued) the SKU's default supplier price.
 */
async function unitCostsAtStart(trx: Db, ctx: RequestContext, storehouseId: string, skuIds: string[]) {
  const ledger = await stockValues(
    trx,
    ctx,
    skuIds.map((skuId) => ({ storehouseId, skuId })),
  );
  // stockValues answers one entry per key, in the order asked (the SKU ids are distinct).
  const costs = [...ledger.values()].map((v) => v.unitCost);
  const fallback = await stock.supplierPrices(trx, ctx.unitId, skuIds);
  return new Map(
    skuIds.map((id, i) => [id, costs[i] && !Dec.of(costs[i]).isZero() ? costs[i] : (fallback.get(id) ?? null)] as const),
  );
}

/**
 * The lots of the scope join the stocktake with their book quantity at this moment (every lot of a SKU named
 * explicitly, even with nothing on the books: a line with book 0). Answers how many lines were added.
 */
export async function addLotsOf(
  trx: Db,
  ctx: RequestContext,
  check: { id: string; storehouseId: string },
  scope: { kindIds?: string[] | undefined; skuIds?: string[] | undefined },
): Promise<number> {
  const skuIds = [...new Set(scope.skuIds ?? [])];
  if (skuIds.length) {
    const own = new Set(await stock.ownSkus(trx, ctx.unitId, skuIds));
    if (own.size !== skuIds.length) throw notFound({ zh: '物料SKU', en: 'Material SKU' });
  }
  const lots = await stock.lotsInStorehouse(trx, ctx.unitId, check.storehouseId, { kindIds: scope.kindIds, skuIds });
  const withLot = new Set(lots.map((l) => l.skuId));
  const all = [
    ...lots,
    ...skuIds.filter((id) => !withLot.has(id)).map((skuId) => ({ skuId, rollId: '0', vatNo: '', quantity: '0' })),
  ];
  const costs = await unitCostsAtStart(trx, ctx, check.storehouseId, [...new Set(all.map((l) => l.skuId))]);
  return repo.insertLines(
    trx,
    ctx.unitId,
    check.id,
    ctx.userId,
    all.map((l) => ({
      skuId: l.skuId,
      rollId: l.rollId,
      vatNo: l.vatNo,
      bookQuantity: l.quantity,
      unitCost: costs.get(l.skuId) ?? null,
    })),
  );
}

/** addCheckDetail: more SKUs join a count still counting. */
export async function addStocktakeSkus(db: Db, ctx: RequestContext, input: { checkId: string; skuIds: string[] }) {
  return db.transaction().execute(async (trx) => {
    const head = await lockStocktake(trx, ctx, input.checkId);
    assertCounting(head);
    const added = await addLotsOf(trx, ctx, head, { skuIds: input.skuIds });
    await repo.addLog(trx, ctx.unitId, head.id, ctx.userId, 'ADD_SKUS', { skuIds: input.skuIds, lines: added });
    return { id: head.id, added };
  });
}

/** getCheckMaterialsSkuByIds: the SKUs about to join, with their stock in the storehouse (hidden from blind counters). */
export async function describeStocktakeSkus(db: Db, ctx: RequestContext, input: { checkId: string; skuIds: string[] }) {
  const head = await repo.findHead(db, ctx.unitId, input.checkId);
  if (!head) throw stocktakeNotFound();
  const rows = await stock.describeSkus(db, ctx.unitId, head.storehouseId, [...new Set(input.skuIds)]);
  const hidden = isHiddenFor(ctx, head);
  return rows.map((r) => ({ ...r, quantity: hidden ? null : r.quantity }));
}

/** getWaitSelectedMaterialsSku: the factory's SKUs of the count's kinds not in it yet. */
export async function pageWaitingSkus(
  db: Db,
  ctx: RequestContext,
  f: {
    checkId: string;
    keyword?: string | undefined;
    kindId?: string | undefined;
    pageNo?: number | undefined;
    pageSize: number;
  },
) {
  const head = await repo.findHead(db, ctx.unitId, f.checkId);
  if (!head) throw stocktakeNotFound();
  const { pageNo, pageSize, offset } = pageOf(f);
  const page = await stock.pageWaitingSkus(db, ctx.unitId, head, f, pageSize, offset);
  const hidden = isHiddenFor(ctx, head);
  return {
    list: page.rows.map((r) => ({ ...r, quantity: hidden ? null : r.quantity })),
    totalCount: page.totalCount,
    pageNo,
    pageSize,
  };
}

/**
 * updateCheckDetail: the caller's counts (each person's count of a line replaces their own; a line counts the sum of
 * everyone's). Under the stocktake's lock, so no count slips in while it is being handled.
 */
export async function enterCounts(db: Db, ctx: RequestContext, input: StocktakeCountUpdate) {
  return db.transaction().execute(async (trx) => {
    const head = await lockStocktake(trx, ctx, input.checkId);
    assertCounting(head);
    const lineIds = input.counts.map((c) => c.lineId);
    if (new Set(lineIds).size !== lineIds.length)
      throw badState({ zh: '同一明细填写了两次', en: 'A line is counted twice in one entry' });
    await assertOwnLines(trx, ctx, head.id, lineIds, 'counts.{i}.lineId');
    await repo.upsertCounts(trx, ctx.unitId, head.id, ctx.userId, input.counts);
    await repo.addLog(trx, ctx.unitId, head.id, ctx.userId, 'COUNT', { counts: input.counts });
    return { id: head.id, counted: input.counts.length };
  });
}

/** undoDetail: withdraw one count (one's own; the handle permission withdraws anyone's). */
export async function withdrawCount(db: Db, ctx: RequestContext, countId: string) {
  const found = await repo.findCount(db, ctx.unitId, countId);
  if (!found) throw notFound({ zh: '盘点记录', en: 'Count' });
  return db.transaction().execute(async (trx) => {
    const head = await lockStocktake(trx, ctx, found.stocktakeId);
    assertCounting(head);
    const count = await repo.findCount(trx, ctx.unitId, countId);
    if (!count) throw notFound({ zh: '盘点记录', en: 'Count' });
    if (count.countedBy !== ctx.userId && isHiddenFor(ctx, { isBlind: true, status: head.status }))
      throw badState({ zh: '只能撤销自己的盘点记录', en: 'Only your own count can be withdrawn' });
    await repo.deleteCount(trx, ctx.unitId, count.id, count.lineId);
    await repo.addLog(trx, ctx.unitId, head.id, ctx.userId, 'UNDO_COUNT', { lineId: count.lineId, quantity: count.quantity });
    return { id: head.id };
  });
}

/** getCheckDetailSkusDetail: who counted how much of one line. */
export async function countsOfLine(db: Db, ctx: RequestContext, lineId: string): Promise<StocktakeCountRow[]> {
  const line = await repo.findLine(db, ctx.unitId, lineId);
  if (!line) throw notFound({ zh: '盘点明细', en: 'Stocktake line' });
  const rows = await repo.countsOfLine(db, ctx.unitId, lineId);
  return rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() }));
}
