import type { AddBalanceInput, BalanceDetail, BalanceDetailInput, BalanceFilterInput, BalancePageInput } from '@gf/contracts';
import { Code } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import * as lines from './stock-balance-lines.repository.js';
import * as repo from './stock-balance.repository.js';

const NOT_FOUND = { zh: '期末结存', en: 'Period-end balance' };
/** Today at the factory's clock (Shanghai): a period cannot end in the future. */

/**
 * Closes a storehouse's period: the storehouse row is locked for update (every posting share-locks it), so postings
 * already running finish first and are in the balance; the lines are then read from the movements, and the
 * storehouse's closed-until date moves to the period's end, refusing later postings dated inside it.
 */
export async function addBalance(db: Db, ctx: RequestContext, input: AddBalanceInput): Promise<{ id: string }> {
  if (input.periodEnd > factoryToday())
    throw invalid('periodEnd', { zh: '结存截止日期不能晚于今天', en: 'the period cannot end after today' });
  return db.transaction().execute(async (trx) => {
    const storehouse = await repo.lockStorehouse(trx, ctx, input.storehouseId);
    if (!storehouse) throw notFound({ zh: '仓库', en: 'Storehouse' });
    if (storehouse.closedUntil && input.periodStart <= storehouse.closedUntil)
      throw invalid('periodStart', {
        zh: `${storehouse.name} 已结存至 ${storehouse.closedUntil}，本期须从其后开始`,
        en: `${storehouse.name} is closed up to ${storehouse.closedUntil}: the period must start after it`,
      });
    const id = await repo.insertPeriod(trx, ctx, input);
    await lines.writeLines(trx, ctx, id, input.storehouseId, input.periodStart, input.periodEnd);
    await repo.setClosedUntil(trx, input.storehouseId, input.periodEnd);
    return { id };
  });
}

/**
 * Cancels a closed period (the latest of its storehouse only: an earlier one is still closed under a later one);
 * postings dated inside it are accepted again.
 */
export async function cancelBalance(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const period = await repo.lockPeriod(trx, ctx, id);
    if (!period) throw notFound(NOT_FOUND);
    const storehouse = await repo.lockStorehouse(trx, ctx, period.storehouseId);
    if (!storehouse) throw notFound(NOT_FOUND);
    if (period.status !== 'CLOSED')
      throw new AppError(Code.badState, { zh: '该期结存已取消', en: 'This balance is already cancelled' });
    const row = await repo.findPeriod(trx, ctx, id);
    if (storehouse.closedUntil !== row!.periodEnd)
      throw new AppError(Code.badState, {
        zh: `请先取消 ${storehouse.name} 之后的结存（已结存至 ${storehouse.closedUntil}）`,
        en: `Cancel the later balance of ${storehouse.name} first (closed up to ${storehouse.closedUntil})`,
      });
    await repo.cancelPeriod(trx, ctx.userId, id);
    await repo.setClosedUntil(trx, period.storehouseId, await repo.latestLiveEnd(trx, ctx, period.storehouseId, id));
  });
}

export async function updateBalance(db: Db, ctx: RequestContext, id: string, remark: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockPeriod(trx, ctx, id))) throw notFound(NOT_FOUND);
    await repo.updateRemark(trx, id, remark);
  });
}

/** One period with its lines per SKU and their totals per stock unit: one production order's part, a supplier's SKUs. */
export async function balanceDetail(db: Db, ctx: RequestContext, input: BalanceDetailInput): Promise<BalanceDetail> {
  const row = await repo.findPeriod(db, ctx, input.id);
  if (!row) throw notFound(NOT_FOUND);
  const [list, totals] = await Promise.all([lines.periodLines(db, ctx, input), lines.periodTotals(db, ctx, input)]);
  return { ...row, lines: list, totals };
}

/** Options of the order / supplier filters: of one period of the factory's (checked), or of all its live ones. */
async function filterOptions(db: Db, ctx: RequestContext, input: BalanceFilterInput, read: typeof lines.orderOptions) {
  if (input.balanceId && !(await repo.findPeriod(db, ctx, input.balanceId))) throw notFound(NOT_FOUND);
  return read(db, ctx, input);
}
export const balanceOrders = (db: Db, ctx: RequestContext, input: BalanceFilterInput) =>
  filterOptions(db, ctx, input, lines.orderOptions);
export const balanceSuppliers = (db: Db, ctx: RequestContext, input: BalanceFilterInput) =>
  filterOptions(db, ctx, input, lines.supplierOptions);

export const pageBalances = (db: Db, ctx: RequestContext, input: BalancePageInput) => repo.pagePeriods(db, ctx, input);
export const balanceStorehouses = (db: Db, ctx: RequestContext, keyword?: string) => repo.storehouseOptions(db, ctx, keyword);
