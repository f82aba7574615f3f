import {
  Code,
  Dec,
  journalLedgerInfo,
  periodLedgers,
  type CreateFinancePeriodInput,
  type FinancePeriodDetail,
  type FinancePeriodDetailInput,
  type FinancePeriodList,
  type FinancePeriodListInput,
} from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import { lockBooks, setBooksClosedUntil } from '../journal/index.js';
import * as repo from './finance-periods.repository.js';

const NOT_FOUND = { zh: '财务结账记录', en: 'Finance period' };

/** First and last day of a month 'YYYY-MM'. */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month after 'YYYY-MM'. */
export function nextMonthOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * Closes a month of the factory's books (balance/createBalance). The book row is locked FOR UPDATE first (every
 * posting share-locks it), so postings already running finish before and are in the figures; the balances are read
 * from the journal in the same transaction and the books are closed up to the month's end: later postings dated in
 * it are refused by the journal. Months close in order (the month after the latest closed one) and only once over.
 */
export async function closeMonth(db: Db, ctx: RequestContext, input: CreateFinancePeriodInput): Promise<{ id: string }> {
  const { start, end } = monthRange(input.month);
  if (end >= factoryToday())
    throw invalid('month', {
      zh: `${input.month} 尚未结束，不能结账`,
      en: `${input.month} is not over yet and cannot be closed`,
    });
  // The book row made (and committed) first: postings only wait for a row that exists (see README, journal gap).
  await db.transaction().execute((trx) => lockBooks(trx, ctx));
  return db.transaction().execute(async (trx) => {
    const closedUntil = await lockBooks(trx, ctx);
    const latest = await repo.latestClosed(trx, ctx.unitId);
    if (latest && input.month !== nextMonthOf(latest.month))
      throw invalid('month', {
        zh: `须按月顺序结账：已结账至 ${latest.month}，下一个结账月份为 ${nextMonthOf(latest.month)}`,
        en: `Months close in order: closed up to ${latest.month}, the next month to close is ${nextMonthOf(latest.month)}`,
      });
    if (!latest && closedUntil && start <= closedUntil)
      throw invalid('month', {
        zh: `财务已结账至 ${closedUntil}，结账月份须在其后`,
        en: `The books are closed up to ${closedUntil}; the month must come after it`,
      });
    const id = await repo.insertPeriod(trx, ctx, {
      month: input.month,
      periodStart: start,
      periodEnd: end,
      remark: input.remark,
    });
    await repo.writeBalances(trx, ctx.unitId, id, start, end);
    await setBooksClosedUntil(trx, ctx, end);
    return { id };
  });
}

/**
 * Reopens a closed month (balance/undo): only the latest closed one (an earlier month stays closed under a later one).
 * The books are then closed up to the month before it, or not at all.
 */
export async function undoMonth(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockBooks(trx, ctx);
    const period = await repo.lockPeriod(trx, ctx.unitId, id);
    if (!period) throw notFound(NOT_FOUND);
    if (period.status !== 'CLOSED')
      throw new AppError(Code.badState, { zh: `${period.month} 已反结账`, en: `${period.month} is already reopened` });
    const latest = await repo.latestClosed(trx, ctx.unitId);
    if (latest?.id !== period.id)
      throw new AppError(Code.badState, {
        zh: `只能反结账最近结账的月份（${latest?.month ?? '-'}）`,
        en: `Only the latest closed month (${latest?.month ?? '-'}) can be reopened`,
      });
    await repo.markUndone(trx, ctx.userId, id);
    const before = await repo.latestClosed(trx, ctx.unitId);
    await setBooksClosedUntil(trx, ctx, before?.periodEnd ?? null);
  });
}

/** The factory's closed (and reopened) months, newest first, with the date closed up to and the next month to close. */
export async function listMonths(db: Db, ctx: RequestContext, input: FinancePeriodListInput): Promise<FinancePeriodList> {
  const [page, latest, book] = await Promise.all([
    repo.listPeriods(db, ctx.unitId, input),
    repo.latestClosed(db, ctx.unitId),
    db
      .selectFrom('financeBook')
      .select(sql<string | null>`to_char(closed_until, 'YYYY-MM-DD')`.as('closedUntil'))
      .where('unitId', '=', ctx.unitId)
      .executeTakeFirst(),
  ]);
  return { ...page, closedUntil: book?.closedUntil ?? null, nextMonth: latest ? nextMonthOf(latest.month) : null };
}

/** One month with its balances per ledger × partner × account and their sums per ledger. */
export async function monthDetail(db: Db, ctx: RequestContext, input: FinancePeriodDetailInput): Promise<FinancePeriodDetail> {
  const period = await repo.findPeriod(db, ctx.unitId, input.id);
  if (!period) throw notFound(NOT_FOUND);
  const rows = await repo.periodLines(db, input);
  const lines = rows.map((r) => ({ ...r, ledgerName: journalLedgerInfo[r.ledger][ctx.lang] }));
  const totals = periodLedgers.flatMap((ledger) => {
    const mine = lines.filter((l) => l.ledger === ledger);
    const sum = (k: 'opening' | 'debit' | 'credit' | 'closing') => mine.reduce((s, l) => s.plus(l[k]), Dec.zero).toFixed(2);
    return mine.length
      ? [{ ledger, opening: sum('opening'), debit: sum('debit'), credit: sum('credit'), closing: sum('closing') }]
      : [];
  });
  return { ...period, lines, totals };
}
