import {
  Dec,
  pageOf,
  type MissionStatement,
  type MissionStatementInput,
  type OutsidePayDetailsInput,
  type OutsidePayList,
  type OutsidePayListInput,
  type SettlementFigures,
  type StatementDetail,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './outside-statement.repository.js';
import { partnerName } from './statements.repository.js';
import { statementDetail } from './statements.service.js';

const money = (v: string | null | undefined) => Dec.of(v ?? 0).toFixed(2);
/** The five settlement figures as money text (nulls: 0.00). */
export const settlement = (r: Partial<SettlementFigures>): SettlementFigures => ({
  owed: money(r.owed),
  paid: money(r.paid),
  offset: money(r.offset),
  adjusted: money(r.adjusted),
  open: money(r.open),
});

/** financeMissionStatement: per processing factory and mission, what its node reports came to, paid and open. */
export async function missionStatement(db: Db, ctx: RequestContext, input: MissionStatementInput): Promise<MissionStatement> {
  const { offset, pageSize } = pageOf(input);
  const { rows, totals } = await repo.missionRows(db, ctx.unitId, input, pageSize, offset);
  return {
    list: rows.map((r) => ({
      ...r,
      ...settlement(r),
      bills: Number(r.bills),
      balance: money(r.balance),
    })),
    totalCount: Number(totals.n),
    totals: settlement(totals),
  };
}

/** outside/factory/pay/list: per processing factory, its processing bills' figures and its prepaid balance. */
export async function outsidePayList(db: Db, ctx: RequestContext, input: OutsidePayListInput): Promise<OutsidePayList> {
  const { offset, pageSize } = pageOf(input);
  const { rows, totals } = await repo.factoryRows(db, ctx.unitId, input, pageSize, offset);
  return {
    list: rows.map((r) => ({ ...r, ...settlement(r), bills: Number(r.bills), prepaid: money(r.prepaid) })),
    totalCount: Number(totals.n),
    totals: { ...settlement(totals), prepaid: money(totals.prepaid) },
  };
}

/**
 * outside/factory/pay/details: the factory's statement line by line with the running balance (every posting with it:
 * processing reports, payments, offsets, prepayments), `billType` keeping one kind of source document.
 */
export async function outsidePayDetails(db: Db, ctx: RequestContext, input: OutsidePayDetailsInput): Promise<StatementDetail> {
  const { outsideFactoryId, billType, ...rest } = input;
  const scope = { unitId: ctx.unitId, partnerType: 'OUTSIDE_FACTORY' as const };
  if ((await partnerName(db, scope, outsideFactoryId)) === null)
    throw invalid('outsideFactoryId', { zh: '加工厂不存在', en: 'no such processing factory' });
  return statementDetail(db, ctx, 'OUTSIDE_FACTORY', { ...rest, partnerId: outsideFactoryId, sourceType: billType });
}
