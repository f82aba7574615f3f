import {
  Dec,
  pageOf,
  type FinanceAccountFlowInput,
  type FinanceAccountFlowRow,
  type FinanceAccountOption,
  type FinanceAccountPageInput,
  type FinanceAccountRow,
  type FinanceAccountSaveInput,
  type FinanceAccountUpdateInput,
  type Page,
} from '@gf/contracts';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './finance-account.repository.js';

const ACCOUNT = { zh: '资金账户', en: 'Finance account' };

/**
 * The account a money document names: refused (40001 naming `accountId`) when it is unknown, deleted or another
 * company's. Read with a share lock, so the account cannot be deleted while the posting that names it commits.
 */
export async function assertFinanceAccount(
  trx: Db,
  ctx: RequestContext,
  accountId: string,
): Promise<{ id: string; name: string }> {
  const account = /^\d{1,18}$/.test(accountId) ? await repo.findAccount(trx, ctx, accountId, 'share') : undefined;
  if (!account || account.isDeleted)
    throw invalid('accountId', {
      zh: '{label}不存在或已删除，请重新选择',
      en: '{label} does not exist or was deleted; choose another',
    });
  return { id: account.id, name: account.name };
}

/** Who may see the company's balance of an account (it sums every factory's journal). */
function seesCompany(ctx: RequestContext): boolean {
  return can(ctx, 'company.financeAccount.view');
}

/** config/finance/account/queryList: the dropdown of every money form (live accounts only). */
export async function listAccountOptions(db: Db, ctx: RequestContext): Promise<FinanceAccountOption[]> {
  const { list } = await repo.listAccounts(db, ctx, {});
  return list.map((a) => ({ id: a.id, name: a.name, remitMethodName: a.name }));
}

/** config/finance/account/page: accounts with this factory's amount and, for a company viewer, the balance. */
export async function pageAccounts(
  db: Db,
  ctx: RequestContext,
  input: FinanceAccountPageInput,
): Promise<Page<FinanceAccountRow>> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const { list, total } = await repo.listAccounts(db, ctx, input, { offset, limit: pageSize });
  const ids = list.map((a) => a.id);
  const own = await repo.cashTotals(db, ctx.unitId ? [ctx.unitId] : [], ids);
  const company = seesCompany(ctx) ? await repo.cashTotals(db, await repo.companyFactoryIds(db, ctx.bossUnitId), ids) : null;
  const rows = list.map((a) => ({
    id: a.id,
    name: a.name,
    remitMethodName: a.name,
    accountNo: a.accountNo,
    bankName: a.bankName,
    openingBalance: Dec.of(a.openingBalance).toFixed(2),
    remark: a.remark,
    isDeleted: a.isDeleted,
    factoryAmount: Dec.of(own.get(a.id) ?? '0').toFixed(2),
    balance: company
      ? Dec.of(a.openingBalance)
          .plus(company.get(a.id) ?? '0')
          .toFixed(2)
      : null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  }));
  return { list: rows, totalCount: total, pageNo, pageSize };
}

async function assertNameFree(trx: Db, ctx: RequestContext, name: string, exceptId?: string) {
  if (await repo.nameTaken(trx, ctx, name, exceptId))
    throw duplicate('remitMethodName', { zh: `账户“${name}”`, en: `Account "${name}"` });
}

const valuesOf = (input: FinanceAccountSaveInput): repo.AccountValues => ({
  name: input.remitMethodName,
  accountNo: input.accountNo,
  bankName: input.bankName,
  openingBalance: input.openingBalance,
  remark: input.remark,
});

function log(trx: Db, ctx: RequestContext, action: string, id: string, detail: Record<string, unknown>) {
  return writeOperationLog(trx, {
    unitId: ctx.unitId || null,
    userId: ctx.userId,
    action,
    targetType: 'finance_account',
    targetId: id,
    visitor: ctx.visitor,
    detail,
  });
}

/** config/finance/account/add: a company account; the name is unique among the company's live accounts. */
export async function addAccount(db: Db, ctx: RequestContext, input: FinanceAccountSaveInput): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    await assertNameFree(trx, ctx, input.remitMethodName);
    const id = await repo.insertAccount(trx, ctx, valuesOf(input), ctx.userId);
    await log(trx, ctx, 'FINANCE_ACCOUNT_ADD', id, { name: input.remitMethodName });
    return { id };
  });
}

async function lockLiveAccount(trx: Db, ctx: RequestContext, id: string) {
  const account = await repo.findAccount(trx, ctx, id, 'update');
  if (!account || account.isDeleted) throw notFound(ACCOUNT);
  return account;
}

/** config/finance/account/update: a deleted account is history and is not edited. */
export async function updateAccount(db: Db, ctx: RequestContext, input: FinanceAccountUpdateInput): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const before = await lockLiveAccount(trx, ctx, input.id);
    await assertNameFree(trx, ctx, input.remitMethodName, input.id);
    await repo.updateAccount(trx, input.id, valuesOf(input), ctx.userId);
    await log(trx, ctx, 'FINANCE_ACCOUNT_UPDATE', input.id, { before: before.name, after: input.remitMethodName });
    return { id: input.id };
  });
}

/**
 * config/finance/account/delete: an account a posting used is deleted softly (its lines keep naming it and the
 * flow keeps its name); one never used is removed. The row lock waits for any posting holding the share lock.
 */
export async function deleteAccount(db: Db, ctx: RequestContext, id: string): Promise<{ id: string; soft: boolean }> {
  return db.transaction().execute(async (trx) => {
    const account = await lockLiveAccount(trx, ctx, id);
    const soft = await repo.accountUsed(trx, id);
    if (soft) await repo.softDeleteAccount(trx, id, ctx.userId);
    else await repo.hardDeleteAccount(trx, id);
    await log(trx, ctx, 'FINANCE_ACCOUNT_DELETE', id, { name: account.name, soft });
    return { id, soft };
  });
}

/** config/finance/account/flow: the account's CASH lines in the caller's factory only, newest first. */
export async function accountFlow(
  db: Db,
  ctx: RequestContext,
  input: FinanceAccountFlowInput,
): Promise<Page<FinanceAccountFlowRow> & { incomeTotal: string; expenseTotal: string }> {
  const account = await repo.findAccount(db, ctx, input.id);
  if (!account) throw notFound(ACCOUNT);
  const { pageNo, pageSize, offset } = pageOf(input);
  const flow = await repo.listFlow(db, ctx.unitId, { accountId: input.id, ...input }, { offset, limit: pageSize });
  return {
    list: flow.list.map((l) => ({
      lineId: l.lineId,
      entryId: l.entryId,
      entryDate: l.entryDate,
      sourceType: l.sourceType,
      sourceId: l.sourceId,
      sourceNo: l.sourceNo,
      memo: l.memo,
      income: Dec.of(l.debit).toFixed(2),
      expense: Dec.of(l.credit).toFixed(2),
      createdAt: l.createdAt.toISOString(),
    })),
    totalCount: flow.total,
    pageNo,
    pageSize,
    incomeTotal: Dec.of(flow.income).toFixed(2),
    expenseTotal: Dec.of(flow.expense).toFixed(2),
  };
}
