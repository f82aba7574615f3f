import { Dec, StocktakePermission, stocktakeStatuses } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { badState, invalid, notFound } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './stocktake.repository.js';

/** The rules every change of a stocktake starts with. */
const what = { zh: '盘点单', en: 'Stocktake' };
export const stocktakeNotFound = () => notFound(what);

/** The head locked FOR UPDATE, or 40402: every change of a stocktake starts here, so its writers queue. */
export async function lockStocktake(trx: Db, ctx: RequestContext, id: string) {
  const head = await repo.findHead(trx, ctx.unitId, id, true);
  if (!head) throw stocktakeNotFound();
  return head;
}

export function assertCounting(head: { status: number; checkNo: string }): void {
  if (head.status !== stocktakeStatuses.counting)
    throw badState({
      zh: `盘点单 ${head.checkNo} 不在盘点中，不能修改`,
      en: `Stocktake ${head.checkNo} is not being counted and cannot be changed`,
    });
}

/** A blind count hides book quantities and differences from counters (those without the handle permission). */
export function isHiddenFor(ctx: RequestContext, head: { isBlind: boolean; status: number }): boolean {
  return head.isBlind && head.status === stocktakeStatuses.counting && !can(ctx, StocktakePermission.handle);
}

/**
 * A line's book quantity, difference (counted − book at the start) and its value at the line's unit cost, as the
 * caller may see them: all null while a blind count hides them, the difference null while nobody counted the line.
 */
export function lineFigures(
  l: { bookQuantity: string; countedQuantity: string | null; unitCost: string | null },
  isHidden: boolean,
): { bookQuantity: string | null; difference: string | null; differenceValue: string | null } {
  if (isHidden) return { bookQuantity: null, difference: null, differenceValue: null };
  const difference = l.countedQuantity === null ? null : Dec.of(l.countedQuantity).minus(l.bookQuantity);
  return {
    bookQuantity: l.bookQuantity,
    difference: difference?.toFixed(4) ?? null,
    differenceValue: difference && l.unitCost !== null ? difference.times(l.unitCost).toFixed(2) : null,
  };
}

/** Names the first line id of the input that is not a line of the stocktake. */
export async function assertOwnLines(trx: Db, ctx: RequestContext, checkId: string, lineIds: string[], field: string) {
  const found = new Set((await repo.linesAmong(trx, ctx.unitId, checkId, lineIds)).map((l) => l.id));
  const bad = lineIds.findIndex((id) => !found.has(id));
  if (bad >= 0)
    throw invalid(field.replace('{i}', String(bad)), { zh: '不是本盘点单的明细', en: 'is not a line of this stocktake' });
}
