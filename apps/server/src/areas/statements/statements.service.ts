import {
  agedBuckets,
  Dec,
  journalLedgerInfo,
  pageOf,
  type AgedFigures,
  type AgedReport,
  type AgedReportInput,
  type JournalLedger,
  type StatementDetail,
  type StatementDetailInput,
  type StatementFigures,
  type StatementList,
  type StatementListInput,
  type StatementPartnerType,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import * as repo from './statements.repository.js';

const money = (v: string | number | null | undefined) => Dec.of(v ?? 0).toFixed(2);
const figures = (r: { opening: string; increase: string; decrease: string; closing: string }): StatementFigures => ({
  opening: money(r.opening),
  increase: money(r.increase),
  decrease: money(r.decrease),
  closing: money(r.closing),
});

/** finance/statement/supplier/list/{type}: per partner opening, increases, decreases, closing; totals over all rows. */
export async function statementList(
  db: Db,
  ctx: RequestContext,
  partnerType: StatementPartnerType,
  input: StatementListInput,
): Promise<StatementList> {
  const all = (await repo.partnerFigures(db, { unitId: ctx.unitId, partnerType, ...input }, input))
    .map((r) => ({ partnerType, partnerId: r.partnerId, partnerName: r.partnerName ?? '', ...figures(r) }))
    .filter((r) => !input.debt || !Dec.of(r.closing).isZero());
  const sum = (k: keyof StatementFigures) => all.reduce((s, r) => s.plus(r[k]), Dec.zero).toFixed(2);
  const { offset, pageSize } = pageOf(input);
  return {
    list: all.slice(offset, offset + pageSize),
    totalCount: all.length,
    totals: { opening: sum('opening'), increase: sum('increase'), decrease: sum('decrease'), closing: sum('closing') },
  };
}

/** finance/statement/supplier/po/detail/list/{type}: one partner's lines with the running balance, paged. */
export async function statementDetail(
  db: Db,
  ctx: RequestContext,
  partnerType: StatementPartnerType,
  input: StatementDetailInput & { sourceType?: string | undefined },
): Promise<StatementDetail> {
  const { startDate, endDate, sourceType } = input;
  const scope = { unitId: ctx.unitId, partnerType, startDate, endDate, sourceType };
  const { offset, pageSize } = pageOf(input);
  const [name, { rows }] = await Promise.all([
    repo.partnerName(db, scope, input.partnerId),
    repo.statementLinesSql(scope, input.partnerId, { limit: pageSize, offset }).execute(db),
  ]);
  if (name === null) throw invalid('partnerId', { zh: '往来单位不存在', en: 'no such partner' });
  // The page's rows carry the head's figures; an empty page (past the end, or nothing in the period) reads them apart.
  const first = rows[0];
  const head = first
    ? { opening: first.opening, increase: first.periodIncrease, decrease: first.periodDecrease, count: first.totalCount }
    : await repo.partnerOpening(db, scope, input.partnerId);
  const closing = Dec.of(head.opening).plus(head.increase).minus(head.decrease);
  return {
    partnerType,
    partnerId: input.partnerId,
    partnerName: name,
    ...figures({ ...head, closing: closing.toFixed(2) }),
    totalCount: Number(head.count),
    list: rows.map(({ opening: _o, periodIncrease: _i, periodDecrease: _d, totalCount: _c, ...r }) => ({
      ...r,
      ledger: r.ledger as JournalLedger,
      ledgerName: journalLedgerInfo[r.ledger as JournalLedger][ctx.lang],
      increase: money(r.increase),
      decrease: money(r.decrease),
      balance: money(r.balance),
    })),
  };
}

/** The aged payables and receivables: per partner and direction, open amounts by age bucket, totals per direction. */
export async function agedReport(db: Db, ctx: RequestContext, input: AgedReportInput): Promise<AgedReport> {
  const asOf = input.asOf ?? factoryToday();
  const rows = await repo.agedRows(db, ctx.unitId, asOf, input);
  const list = rows.map((r) => ({
    partnerType: r.partnerType,
    partnerId: r.partnerId,
    partnerName: r.partnerName ?? '',
    direction: r.direction,
    items: Number(r.items),
    ...(Object.fromEntries([...agedBuckets, 'total'].map((k) => [k, money(r[k as keyof typeof r])])) as AgedFigures),
  }));
  const totals = (['PAYABLE', 'RECEIVABLE'] as const).flatMap((direction) => {
    const mine = list.filter((r) => r.direction === direction);
    if (!mine.length) return [];
    const figures = Object.fromEntries(
      [...agedBuckets, 'total' as const].map((k) => [k, mine.reduce((s, r) => s.plus(r[k]), Dec.zero).toFixed(2)]),
    ) as AgedFigures;
    return [{ direction, figures }];
  });
  return { asOf, list, totals };
}
