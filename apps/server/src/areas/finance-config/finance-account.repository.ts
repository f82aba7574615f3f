import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, owningUnit, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

const accountColumns = [
  'financeAccount.id',
  'financeAccount.unitId',
  'financeAccount.name',
  'financeAccount.accountNo',
  'financeAccount.bankName',
  'financeAccount.openingBalance',
  'financeAccount.remark',
  'financeAccount.isDeleted',
  'financeAccount.createdAt',
  'financeAccount.updatedAt',
] as const;

export async function listAccounts(
  db: Db,
  tenant: Tenant,
  filter: { keyword?: string | undefined; includeDeleted?: boolean | undefined; liveOnly?: boolean },
  page?: { offset: number; limit: number },
) {
  let q = db.selectFrom('financeAccount').where('financeAccount.unitId', 'in', readableUnits(tenant, 'financeAccount'));
  if (!filter.includeDeleted) q = q.where('financeAccount.isDeleted', '=', false);
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('financeAccount.name', 'ilike', like),
        eb('financeAccount.accountNo', 'ilike', like),
        eb('financeAccount.bankName', 'ilike', like),
      ]),
    );
  }
  const rows = q
    .select(accountColumns)
    .orderBy('financeAccount.isDeleted')
    .orderBy('financeAccount.sort')
    .orderBy('financeAccount.id');
  const list = await (page ? rows.offset(page.offset).limit(page.limit) : rows).execute();
  const total = page
    ? Number((await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
    : list.length;
  return { list, total };
}

/** The account, read with a share lock when `lock` (a posting naming it cannot race its deletion). */
export async function findAccount(db: Db, tenant: Tenant, id: string, lock?: 'share' | 'update') {
  let q = db
    .selectFrom('financeAccount')
    .select(accountColumns)
    .where('financeAccount.id', '=', id)
    .where('financeAccount.unitId', 'in', readableUnits(tenant, 'financeAccount'));
  if (lock === 'share') q = q.forShare();
  if (lock === 'update') q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function nameTaken(db: Db, tenant: Tenant, name: string, exceptId?: string): Promise<boolean> {
  let q = db
    .selectFrom('financeAccount')
    .select('id')
    .where('unitId', '=', owningUnit(tenant, 'financeAccount'))
    .where('isDeleted', '=', false)
    .where('name', '=', name);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return Boolean(await q.executeTakeFirst());
}

export interface AccountValues {
  name: string;
  accountNo: string | null;
  bankName: string | null;
  openingBalance: string;
  remark: string | null;
}

export async function insertAccount(trx: Db, tenant: Tenant, values: AccountValues, userId: string): Promise<string> {
  const row = await trx
    .insertInto('financeAccount')
    .values({ ...values, unitId: owningUnit(tenant, 'financeAccount'), createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccount(trx: Db, id: string, values: AccountValues, userId: string): Promise<void> {
  await trx
    .updateTable('financeAccount')
    .set({ ...values, updatedBy: userId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteAccount(trx: Db, id: string, userId: string): Promise<void> {
  await trx
    .updateTable('financeAccount')
    .set({ isDeleted: true, deletedAt: new Date(), updatedBy: userId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function hardDeleteAccount(trx: Db, id: string): Promise<void> {
  await trx.deleteFrom('financeAccount').where('id', '=', id).execute();
}

/**
 * Whether any journal line of any factory names the account. The account is the company's, so this looks past the
 * caller's factory; it answers a yes or no, never another factory's rows.
 */
export async function accountUsed(trx: Db, id: string): Promise<boolean> {
  const row = await trx.selectFrom('journalLine').select('id').where('accountId', '=', id).limit(1).executeTakeFirst();
  return Boolean(row);
}

/**
 * Σ (debit − credit) of the CASH ledger per account: the caller's factory's own (`unitIds` = [factory]) or the
 * company's (every factory of it), read from the journal's balance sums.
 */
export async function cashTotals(db: Db, unitIds: readonly string[], accountIds: readonly string[]) {
  if (unitIds.length === 0 || accountIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('journalBalance')
    .select(['accountId', sql<string>`coalesce(sum(debit_total - credit_total), 0)::text`.as('amount')])
    .where('ledger', '=', 'CASH')
    .where('unitId', 'in', unitIds)
    .where('accountId', 'in', accountIds)
    .groupBy('accountId')
    .execute();
  return new Map(rows.map((r) => [r.accountId ?? '', r.amount]));
}

/** The company's factories (the account balance of the company sums their journals). */
export async function companyFactoryIds(db: Db, bossUnitId: string): Promise<string[]> {
  const rows = await db.selectFrom('unit').select('id').where('bossUnitId', '=', bossUnitId).execute();
  return rows.map((r) => r.id);
}

/** The account's CASH lines in one factory, newest first, with their source document. */
export async function listFlow(
  db: Db,
  unitId: string,
  filter: { accountId: string; startDate?: string | undefined; endDate?: string | undefined },
  page: { offset: number; limit: number },
) {
  let q = db
    .selectFrom('journalLine')
    .innerJoin('journalEntry', 'journalEntry.id', 'journalLine.entryId')
    .where('journalLine.unitId', '=', unitId)
    .where('journalLine.ledger', '=', 'CASH')
    .where('journalLine.accountId', '=', filter.accountId);
  if (filter.startDate) q = q.where('journalLine.entryDate', '>=', filter.startDate);
  if (filter.endDate) q = q.where('journalLine.entryDate', '<=', filter.endDate);
  const list = await q
    .select([
      'journalLine.id as lineId',
      'journalLine.entryId',
      sql<string>`journal_line.entry_date::text`.as('entryDate'),
      'journalEntry.sourceType',
      'journalEntry.sourceId',
      'journalEntry.sourceNo',
      'journalEntry.memo',
      'journalLine.debit',
      'journalLine.credit',
      'journalEntry.createdAt',
    ])
    .orderBy('journalLine.entryDate', 'desc')
    .orderBy('journalLine.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const sums = await q
    .select([
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string>`coalesce(sum(journal_line.debit), 0)::text`.as('income'),
      sql<string>`coalesce(sum(journal_line.credit), 0)::text`.as('expense'),
    ])
    .executeTakeFirstOrThrow();
  return { list, total: Number(sums.n), income: sums.income, expense: sums.expense };
}
