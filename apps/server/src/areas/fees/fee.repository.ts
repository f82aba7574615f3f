import type { FeeListInput } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, owningUnit, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface FeeHeadValues {
  feeNo: string;
  handleType: number;
  sysLabelId: string | null;
  supplierType: 'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER' | null;
  supplierId: string | null;
  accountId: string | null;
  feePriceTotal: string;
  preparedBy: string | null;
  preparedDate: string;
  remark: string | null;
}

export interface FeeLineValues {
  sysLabelId: string;
  feePrice: string;
  remark: string | null;
}

/** The partner's name, whichever kind it is (a deleted partner keeps its name on the bill). */
const partnerName = sql<string | null>`case fee_bill.supplier_type
  when 'SUPPLIER' then (select s.name from supplier s where s.id = fee_bill.supplier_id)
  when 'OUTSIDE_FACTORY' then (select o.name from outside_factory o where o.id = fee_bill.supplier_id)
  when 'CUSTOMER' then (select c.name from customer c where c.id = fee_bill.supplier_id) end`;

function listed(db: Db, tenant: Tenant) {
  return db
    .selectFrom('feeBill')
    .leftJoin('feeLabel', 'feeLabel.id', 'feeBill.sysLabelId')
    .leftJoin('financeAccount', 'financeAccount.id', 'feeBill.accountId')
    .leftJoin('appUser', 'appUser.id', 'feeBill.createdBy')
    .where('feeBill.unitId', 'in', readableUnits(tenant, 'feeBill'))
    .where('feeBill.isDeleted', '=', false);
}

const rowColumns = [
  'feeBill.id',
  'feeBill.feeNo',
  'feeBill.handleType',
  'feeBill.sysLabelId',
  'feeLabel.name as labelName',
  'feeBill.supplierType',
  'feeBill.supplierId',
  'feeBill.accountId',
  'financeAccount.name as accountName',
  'feeBill.feePriceTotal',
  'feeBill.preparedBy',
  'feeBill.preparedDate',
  'feeBill.remark',
  'feeBill.status',
  'appUser.userName as createdByName',
  'feeBill.createdAt',
] as const;

export async function listFees(db: Db, tenant: Tenant, f: FeeListInput, page: { offset: number; limit: number }) {
  let q = listed(db, tenant);
  if (f.keyword) q = q.where('feeBill.feeNo', 'ilike', likeContains(f.keyword));
  if (f.status?.length) q = q.where('feeBill.status', 'in', f.status);
  if (f.handleType) q = q.where('feeBill.handleType', '=', f.handleType);
  if (f.sysLabelId) q = q.where('feeBill.sysLabelId', '=', f.sysLabelId);
  if (f.supplierId) q = q.where('feeBill.supplierId', '=', f.supplierId);
  if (f.accountId) q = q.where('feeBill.accountId', '=', f.accountId);
  if (f.startDate) q = q.where('feeBill.preparedDate', '>=', f.startDate);
  if (f.endDate) q = q.where('feeBill.preparedDate', '<=', f.endDate);
  const list = await q
    .select([...rowColumns, partnerName.as('supplierName'), sql<string>`fee_bill.prepared_date::text`.as('preparedDay')])
    .orderBy('feeBill.preparedDate', 'desc')
    .orderBy('feeBill.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const sums = await q
    .select([(eb) => eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(fee_bill.fee_price_total), 0)::text`.as('total')])
    .executeTakeFirstOrThrow();
  return { list, total: Number(sums.n), feePriceTotal: sums.total };
}

export async function findFee(db: Db, tenant: Tenant, by: { id?: string | undefined; feeNo?: string | undefined }) {
  let q = listed(db, tenant).select([
    ...rowColumns,
    partnerName.as('supplierName'),
    sql<string>`fee_bill.prepared_date::text`.as('preparedDay'),
  ]);
  if (by.id) q = q.where('feeBill.id', '=', by.id);
  if (by.feeNo) q = q.where('feeBill.feeNo', '=', by.feeNo);
  return q.executeTakeFirst();
}

export async function findLines(db: Db, feeBillId: string) {
  return db
    .selectFrom('feeBillLine')
    .innerJoin('feeLabel', 'feeLabel.id', 'feeBillLine.sysLabelId')
    .select([
      'feeBillLine.id',
      'feeBillLine.sysLabelId',
      'feeLabel.name as labelName',
      'feeBillLine.feePrice',
      'feeBillLine.remark',
    ])
    .where('feeBillLine.feeBillId', '=', feeBillId)
    .orderBy('feeBillLine.lineNo')
    .execute();
}

export async function feeIdByNo(db: Db, tenant: Tenant, feeNo: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('feeBill')
    .select('id')
    .where('unitId', '=', owningUnit(tenant, 'feeBill'))
    .where('isDeleted', '=', false)
    .where('feeNo', '=', feeNo)
    .executeTakeFirst();
  return row?.id;
}

export async function insertFee(trx: Db, tenant: Tenant, values: FeeHeadValues, userId: string): Promise<string> {
  const row = await trx
    .insertInto('feeBill')
    .values({ ...values, unitId: owningUnit(tenant, 'feeBill'), createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFee(trx: Db, id: string, values: FeeHeadValues, userId: string): Promise<void> {
  await trx
    .updateTable('feeBill')
    .set({ ...values, updatedBy: userId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The whole set of lines each save. */
export async function replaceLines(trx: Db, tenant: Tenant, feeBillId: string, lines: readonly FeeLineValues[]): Promise<void> {
  await trx.deleteFrom('feeBillLine').where('feeBillId', '=', feeBillId).execute();
  await trx
    .insertInto('feeBillLine')
    .values(lines.map((l, i) => ({ ...l, feeBillId, unitId: owningUnit(tenant, 'feeBillLine'), lineNo: i + 1 })))
    .execute();
}

/** Numbers for the dropdown (getFeeNoList). */
export async function feeNumbers(db: Db, tenant: Tenant, keyword: string | undefined) {
  let q = db
    .selectFrom('feeBill')
    .select(['id', 'feeNo'])
    .where('unitId', 'in', readableUnits(tenant, 'feeBill'))
    .where('isDeleted', '=', false);
  if (keyword) q = q.where('feeNo', 'ilike', likeContains(keyword));
  return q.orderBy('id', 'desc').limit(50).execute();
}

/** Desk values per bill. */
export async function feeDeskValues(db: Db, unitId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, Record<string, unknown>>();
  const rows = await db
    .selectFrom('feeBill')
    .select(['id', 'feePriceTotal', 'handleType', sql<string>`prepared_date::text`.as('preparedDate')])
    .where('unitId', '=', unitId)
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { feePriceTotal: r.feePriceTotal, preparedDate: r.preparedDate, handleType: r.handleType }]),
  );
}
