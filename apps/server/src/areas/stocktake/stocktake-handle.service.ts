import { Code, Dec, pageOf, type StocktakeAnalyses, type StocktakeAnalysisRow } from '@gf/contracts';
import { applySystemTransition } from '../../bills/system-transition.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, badState } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { postStockMovements, reverseStockMovements } from '../stock/index.js';
import { STOCKTAKE_ACTIONS, STOCKTAKE_BILL_TYPE, stocktakeBillType } from './stocktake.bill-type.js';
import * as repo from './stocktake.repository.js';
import * as stock from './stocktake-stock.repository.js';
import { isHiddenFor, lockStocktake, stocktakeNotFound } from './stocktake-state.service.js';

/**
 * handleCheckBill: posts each counted line's difference as a STOCKTAKE movement, in one transaction with the
 * stocktake and its lines locked (no count can change under it; the posting locks the stock items in its own fixed
 * order). The difference is counted − book at the start of the count: the count saw the stock as it was then, so
 * whatever moved in the storehouse since (deliveries, arrivals during the count) stays moved — the stock ends at
 * counted + moved since the start, i.e. the book at handling (book at start + moved) + the difference.
 * Uncounted lines post nothing.
 */
export async function handleStocktake(db: Db, ctx: RequestContext, checkId: string) {
  return db.transaction().execute(async (trx) => {
    const head = await lockStocktake(trx, ctx, checkId);
    await applySystemTransition(trx, ctx, stocktakeBillType, head.id, STOCKTAKE_ACTIONS.handle);
    const lines = await repo.lockLines(trx, ctx.unitId, head.id);
    const counted = lines.filter((l) => l.countedQuantity !== null);
    if (!counted.length)
      throw badState({ zh: `盘点单 ${head.checkNo} 还没有盘点数`, en: `Stocktake ${head.checkNo} has no counts yet` });
    const differences = counted
      .map((l) => ({ line: l, quantity: Dec.of(l.countedQuantity!).minus(l.bookQuantity) }))
      .filter((d) => !d.quantity.isZero());
    if (differences.length)
      await postStockMovements(trx, ctx, {
        source: { type: STOCKTAKE_BILL_TYPE, id: head.id, no: head.checkNo },
        changeType: 'STOCKTAKE',
        remark: head.checkNo,
        lines: differences.map(({ line, quantity }) => ({
          storehouseId: head.storehouseId,
          skuId: line.skuId,
          quantity: quantity.toFixed(4),
          rollId: line.rollId === '0' ? null : line.rollId,
          vatNo: line.vatNo || null,
          sourceLineId: line.id,
        })),
      });
    const posted = differences.map((d) => ({ id: d.line.id, quantity: d.quantity.toFixed(4) }));
    await repo.setPosted(trx, ctx.unitId, head.id, posted);
    await repo.setHandled(trx, ctx.unitId, head.id, ctx.userId);
    await repo.addLog(trx, ctx.unitId, head.id, ctx.userId, 'HANDLE', { posted });
    return { id: head.id, status: 2, posted: posted.length };
  });
}

/** materials/adjust/undo: compensates exactly the movements the handling posted (and nothing reversed yet). */
export async function undoStocktakeAdjustment(db: Db, ctx: RequestContext, checkId: string) {
  return db.transaction().execute(async (trx) => {
    const head = await lockStocktake(trx, ctx, checkId);
    const { status } = await applySystemTransition(trx, ctx, stocktakeBillType, head.id, STOCKTAKE_ACTIONS.undoAdjust);
    const reversed = await reverseStockMovements(trx, ctx, { type: STOCKTAKE_BILL_TYPE, id: head.id }, head.checkNo);
    await repo.setPosted(trx, ctx.unitId, head.id, []);
    await repo.setHandled(trx, ctx.unitId, head.id, null);
    await repo.addLog(trx, ctx.unitId, head.id, ctx.userId, 'UNDO_ADJUST', { reversed: reversed.length });
    return { id: head.id, status, reversed: reversed.length };
  });
}

type Line = Awaited<ReturnType<typeof repo.linesOf>>[number];

/** One row per SKU over its lots: book at start, what moved since, current, counted, difference and its value. */
function analyse(lines: Line[], current: Map<string, string>): StocktakeAnalysisRow[] {
  const bySku = new Map<string, Line[]>();
  for (const l of lines) bySku.set(l.skuId, [...(bySku.get(l.skuId) ?? []), l]);
  return [...bySku.values()].map((lots) => {
    const first = lots[0]!;
    const sum = (pick: (l: Line) => string | null) => lots.reduce((s, l) => s.plus(pick(l) ?? '0'), Dec.zero);
    const book = sum((l) => l.bookQuantity);
    const posted = sum((l) => l.postedQuantity);
    const now = Dec.of(current.get(first.skuId) ?? '0');
    const anyCounted = lots.some((l) => l.countedQuantity !== null);
    const difference = lots
      .filter((l) => l.countedQuantity !== null)
      .reduce((s, l) => s.plus(Dec.of(l.countedQuantity!).minus(l.bookQuantity)), Dec.zero);
    return {
      skuId: first.skuId,
      materialNo: first.materialNo,
      materialName: first.materialName,
      colorName: first.colorName,
      specNo: first.specNo,
      stockUnit: first.stockUnit,
      bookQuantity: book.toFixed(4),
      movedQuantity: now.minus(book).minus(posted).toFixed(4),
      currentQuantity: now.toFixed(4),
      countedQuantity: anyCounted ? sum((l) => l.countedQuantity).toFixed(4) : null,
      difference: difference.toFixed(4),
      unitCost: first.unitCost,
      differenceValue: first.unitCost === null ? null : difference.times(first.unitCost).toFixed(2),
    };
  });
}

/** getCheckDetailAnalyses: differences per SKU, gains and losses with their totals; paged (20 a page). */
export async function stocktakeAnalyses(
  db: Db,
  ctx: RequestContext,
  q: { checkId: string; kind?: 'ALL' | 'GAIN' | 'LOSS' | undefined; pageNo?: number | undefined; pageSize: number },
): Promise<StocktakeAnalyses> {
  const head = await repo.findHead(db, ctx.unitId, q.checkId);
  if (!head) throw stocktakeNotFound();
  if (isHiddenFor(ctx, head))
    throw new AppError(Code.noPermission, {
      zh: '盲盘进行中，差异分析只对有处理权限的人开放',
      en: 'During a blind count only those who may handle it see the analyses',
    });
  const lines = await repo.linesOf(db, ctx.unitId, head.id);
  const current = await stock.currentQuantities(db, ctx.unitId, head.storehouseId, [...new Set(lines.map((l) => l.skuId))]);
  const rows = analyse(lines, current);
  const sumOf = (sel: StocktakeAnalysisRow[], pick: (r: StocktakeAnalysisRow) => string | null, scale: number) =>
    sel.reduce((s, r) => s.plus(pick(r) ?? '0'), Dec.zero).toFixed(scale);
  const gains = rows.filter((r) => Dec.of(r.difference).isPositive());
  const losses = rows.filter((r) => Dec.of(r.difference).isNegative());
  const shown = q.kind === 'GAIN' ? gains : q.kind === 'LOSS' ? losses : rows;
  const { pageNo, pageSize, offset } = pageOf(q);
  return {
    list: shown.slice(offset, offset + pageSize),
    totalCount: shown.length,
    pageNo,
    pageSize,
    summary: {
      gainQuantity: sumOf(gains, (r) => r.difference, 4),
      gainValue: sumOf(gains, (r) => r.differenceValue, 2),
      lossQuantity: sumOf(losses, (r) => r.difference, 4),
      lossValue: sumOf(losses, (r) => r.differenceValue, 2),
      uncounted: lines.filter((l) => l.countedQuantity === null).length,
    },
  };
}
