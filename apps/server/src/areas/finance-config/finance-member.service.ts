import {
  pageOf,
  type FinanceMemberChoices,
  type FinanceMemberPageInput,
  type FinanceMemberRow,
  type FinanceMemberUpdateInput,
  type Page,
} from '@gf/contracts';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listAccessibleUnits } from '../accounts/index.js';
import * as repo from './finance-member.repository.js';

const MEMBER = { zh: '财务成员', en: 'Finance member' };
const CENTRES = {
  sysConfigCentre: { type: 'SYS_CONFIG_CENTRE', zh: '配置中心', en: 'Config centre' },
  sysFinanceCentre: { type: 'SYS_FINANCE_CENTRE', zh: '财务中心', en: 'Finance centre' },
} as const;

/**
 * Every read and write is bounded by the factories the caller may enter (a boss: all of the company's), like the
 * company's employee screens: an account is seen when it is linked to one of them, a membership names only them.
 */
async function scopeOf(db: Db, ctx: RequestContext) {
  const factories = await listAccessibleUnits(db, { id: ctx.userId, kind: ctx.userKind, bossUnitId: ctx.bossUnitId });
  const unitIds = factories.map((f) => f.id);
  // a boss sees every storehouse of the company; others those linked to their factories
  const storehouses = await repo.companyStorehouses(db, ctx.bossUnitId, ctx.userKind === 'BOSS' ? null : unitIds);
  return { scope: { bossUnitId: ctx.bossUnitId, unitIds }, factories, storehouses };
}

type Seen = Awaited<ReturnType<typeof scopeOf>>;

/** The rows of `accounts`; their chosen factories and storehouses only as far as the caller sees them. */
async function toRows(db: Db, seen: Seen, accounts: repo.AccountRow[]): Promise<FinanceMemberRow[]> {
  const { scope } = seen;
  const sees = (list: readonly { id: string }[]) => (u: { id: string }) => list.some((x) => x.id === u.id);
  const linked = await repo.linkedFactories(
    db,
    scope,
    accounts.map((a) => a.id),
  );
  const chosen = await repo.memberUnits(
    db,
    accounts.flatMap((a) => (a.memberId ? [a.memberId] : [])),
  );
  const unit = (u: { id: string; name: string }) => ({ id: u.id, name: u.name });
  return accounts.map((a) => ({
    id: a.id,
    userId: a.id,
    userName: a.userName,
    loginName: a.loginName,
    phone: a.phone,
    kind: a.kind,
    factories: linked.filter((l) => l.userId === a.id).map(unit),
    isMember: Boolean(a.memberId),
    facUnitList: chosen.factories.filter((f) => f.memberId === a.memberId && sees(seen.factories)(f)).map(unit),
    storeUnitList: chosen.storehouses.filter((s) => s.memberId === a.memberId && sees(seen.storehouses)(s)).map(unit),
    sysConfigCentre: a.isConfigCentre ?? false,
    sysFinanceCentre: a.isFinanceCentre ?? false,
    updatedAt: a.updatedAt ? new Date(a.updatedAt).toISOString() : null,
  }));
}

/** config/members/memberPage: the company's accounts (bosses, staff, workbays; members first) with their finance membership. */
export async function pageMembers(db: Db, ctx: RequestContext, input: FinanceMemberPageInput): Promise<Page<FinanceMemberRow>> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const seen = await scopeOf(db, ctx);
  if (!seen.scope.unitIds.length) return { list: [], totalCount: 0, pageNo, pageSize };
  const { list, total } = await repo.pageAccounts(db, ctx, seen.scope, input, { offset, limit: pageSize });
  return { list: await toRows(db, seen, list), totalCount: total, pageNo, pageSize };
}

async function accountOf(db: Db, ctx: RequestContext, scope: repo.MemberScope, userId: string, lock = false) {
  const account = await repo.findAccount(db, ctx, scope, userId, lock);
  if (!account) throw notFound(MEMBER);
  return account;
}

/** config/members/menberDetail: one account's membership (empty when it is not a member). */
export async function getMember(db: Db, ctx: RequestContext, userId: string): Promise<FinanceMemberRow> {
  const seen = await scopeOf(db, ctx);
  const [row] = await toRows(db, seen, [await accountOf(db, ctx, seen.scope, userId)]);
  return row!;
}

/** The first position of `wanted` outside `allowed`, or -1. */
const firstOutside = (wanted: readonly string[], allowed: readonly { id: string }[]) =>
  wanted.findIndex((id) => !allowed.some((a) => a.id === id));

/**
 * config/members/menberUpdate: makes the account a member (or edits it) with exactly the factories and storehouses
 * given. A factory must be one the caller may enter, a storehouse a live one of the company (40001 naming the list
 * and the entry's position).
 */
export async function updateMember(db: Db, ctx: RequestContext, input: FinanceMemberUpdateInput): Promise<FinanceMemberRow> {
  const { scope, factories, storehouses } = await scopeOf(db, ctx);
  const factoryIds = [...new Set(input.facUnitList)];
  const storehouseIds = [...new Set(input.storeUnitList)];
  await db.transaction().execute(async (trx) => {
    const account = await accountOf(trx, ctx, scope, input.id, true);
    const badFactory = firstOutside(factoryIds, factories);
    if (badFactory >= 0)
      throw invalid('facUnitList', {
        zh: `第${badFactory + 1}个工厂不存在或无权操作`,
        en: `entry ${badFactory + 1} is not a factory you may act for`,
      });
    const badStore = firstOutside(storehouseIds, storehouses);
    if (badStore >= 0)
      throw invalid('storeUnitList', {
        zh: `第${badStore + 1}个仓库不存在、已删除或无权操作`,
        en: `entry ${badStore + 1} is not a storehouse you may act for`,
      });
    const memberId = await repo.saveMember(
      trx,
      ctx,
      {
        userId: account.id,
        isConfigCentre: input.sysConfigCentre,
        isFinanceCentre: input.sysFinanceCentre,
        factoryIds,
        storehouseIds,
      },
      ctx.userId,
    );
    await writeOperationLog(trx, {
      unitId: ctx.unitId || null,
      userId: ctx.userId,
      action: 'FINANCE_MEMBER_UPDATE',
      targetType: 'finance_member',
      targetId: memberId,
      visitor: ctx.visitor,
      detail: { userId: account.id, factoryIds, storehouseIds, config: input.sysConfigCentre, finance: input.sysFinanceCentre },
    });
  });
  return getMember(db, ctx, input.id);
}

/** config/members/menberDelete: the finance membership goes (its factories and storehouses with it); the account stays. */
export async function deleteMember(db: Db, ctx: RequestContext, userId: string): Promise<{ id: string }> {
  const { scope } = await scopeOf(db, ctx);
  return db.transaction().execute(async (trx) => {
    const account = await accountOf(trx, ctx, scope, userId, true);
    if (!account.memberId) throw notFound(MEMBER);
    await repo.deleteMember(trx, account.memberId);
    await writeOperationLog(trx, {
      unitId: ctx.unitId || null,
      userId: ctx.userId,
      action: 'FINANCE_MEMBER_DELETE',
      targetType: 'finance_member',
      targetId: account.memberId,
      visitor: ctx.visitor,
      detail: { userId: account.id },
    });
    return { id: account.id };
  });
}

/** config/members/unitRelateGroup: what a membership may name (the caller's factories and the storehouses it sees). */
export async function memberChoices(db: Db, ctx: RequestContext): Promise<FinanceMemberChoices> {
  const { factories, storehouses } = await scopeOf(db, ctx);
  const name = (c: { zh: string; en: string }) => (ctx.lang === 'en' ? c.en : c.zh);
  return {
    facUnitList: factories.map((f) => ({ id: f.id, name: f.name })),
    storeUnitList: storehouses,
    sysConfigCentre: { type: CENTRES.sysConfigCentre.type, name: name(CENTRES.sysConfigCentre) },
    sysFinanceCentre: { type: CENTRES.sysFinanceCentre.type, name: name(CENTRES.sysFinanceCentre) },
  };
}
