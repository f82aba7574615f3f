import type { PartnerType, PaymentKind, PaymentListInput, PaymentOrderView, PaymentRow } from '@gf/contracts';
import { pageOf } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

type Actor = Tenant & { userId: string };
export type PaymentBillType = 'PAYMENT' | 'PAYMENT_APPLY';

/** A partner's name by type (supplier, processing factory, customer), or null. */
export const partnerNameSql = (type: string, id: string) => sql<string | null>`(case ${sql.ref(type)}
  when 'SUPPLIER' then (select s.name from supplier s where s.id = ${sql.ref(id)})
  when 'OUTSIDE_FACTORY' then (select o.name from outside_factory o where o.id = ${sql.ref(id)})
  when 'CUSTOMER' then (select c.name from customer c where c.id = ${sql.ref(id)}) end)`;

const accountNameSql = (id: string) => sql<string | null>`(select fa.name from finance_account fa where fa.id = ${sql.ref(id)})`;

/** The partner, when it is a live one of this factory. */
export async function findPartner(db: Db, unitId: string, type: PartnerType, id: string) {
  const table = { SUPPLIER: 'supplier', OUTSIDE_FACTORY: 'outside_factory', CUSTOMER: 'customer' }[type];
  const { rows } = await sql<{ id: string; name: string }>`
    select id, name from ${sql.table(table)} where id = ${id} and unit_id = ${unitId} and not is_deleted`.execute(db);
  return rows[0];
}

export interface PaymentHead {
  id: string;
  payNo: string;
  kind: PaymentKind;
  partnerType: PartnerType;
  partnerId: string;
  accountId: string | null;
  payAmount: string;
  prepayAmount: string;
  payDate: string;
  applyId: string | null;
  remark: string | null;
  status: number;
}

export async function findPayment(db: Db, unitId: string, id: string): Promise<PaymentHead | undefined> {
  return db
    .selectFrom('financePayment')
    .select([
      'id',
      'payNo',
      'kind',
      'partnerType',
      'partnerId',
      'accountId',
      'payAmount',
      'prepayAmount',
      sql<string>`to_char(pay_date, 'YYYY-MM-DD')`.as('payDate'),
      'applyId',
      'remark',
      'status',
    ])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
}

export interface ApplyHead {
  id: string;
  orderNo: string;
  partnerType: PartnerType;
  partnerId: string;
  applyAmount: string;
  applyDate: string;
  remark: string | null;
  status: number;
}

export async function findApply(db: Db, unitId: string, id: string, lock = false): Promise<ApplyHead | undefined> {
  let q = db
    .selectFrom('financePaymentApply')
    .select([
      'id',
      'orderNo',
      'partnerType',
      'partnerId',
      'applyAmount',
      sql<string>`to_char(apply_date, 'YYYY-MM-DD')`.as('applyDate'),
      'remark',
      'status',
    ])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('isDeleted', '=', false);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** What the reviewed payments following an application have used of it (this payment left out). */
export async function usedOfApply(db: Db, unitId: string, applyId: string, exceptPaymentId?: string): Promise<string> {
  let q = db
    .selectFrom('financePayment')
    .select(sql<string>`coalesce(sum(pay_amount + prepay_amount), 0)::text`.as('used'))
    .where('unitId', '=', unitId)
    .where('applyId', '=', applyId)
    .where('isDeleted', '=', false)
    .where('status', 'in', [2, 3]);
  if (exceptPaymentId) q = q.where('id', '!=', exceptPaymentId);
  return (await q.executeTakeFirstOrThrow()).used;
}

export type PaymentHeadValues = Omit<PaymentHead, 'id' | 'status'>;

export async function insertPayment(trx: Db, actor: Actor, v: PaymentHeadValues): Promise<string> {
  const row = await trx
    .insertInto('financePayment')
    .values({ ...v, unitId: actor.unitId, createdBy: actor.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePayment(trx: Db, actor: Actor, id: string, v: PaymentHeadValues): Promise<void> {
  await trx
    .updateTable('financePayment')
    .set({ ...v, updatedBy: actor.userId, updatedAt: new Date() })
    .where('unitId', '=', actor.unitId)
    .where('id', '=', id)
    .execute();
}

export type ApplyHeadValues = Omit<ApplyHead, 'id' | 'status'>;

export async function insertApply(trx: Db, actor: Actor, v: ApplyHeadValues): Promise<string> {
  const row = await trx
    .insertInto('financePaymentApply')
    .values({ ...v, unitId: actor.unitId, createdBy: actor.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateApply(trx: Db, actor: Actor, id: string, v: ApplyHeadValues): Promise<void> {
  await trx
    .updateTable('financePaymentApply')
    .set({ ...v, updatedBy: actor.userId, updatedAt: new Date() })
    .where('unitId', '=', actor.unitId)
    .where('id', '=', id)
    .execute();
}

export async function findNoOwner(db: Db, unitId: string, billType: PaymentBillType, no: string) {
  const row =
    billType === 'PAYMENT'
      ? await db
          .selectFrom('financePayment')
          .select('id')
          .where('payNo', '=', no)
          .where('unitId', '=', unitId)
          .where('isDeleted', '=', false)
          .executeTakeFirst()
      : await db
          .selectFrom('financePaymentApply')
          .select('id')
          .where('orderNo', '=', no)
          .where('unitId', '=', unitId)
          .where('isDeleted', '=', false)
          .executeTakeFirst();
  return row?.id;
}

export async function findOrders(db: Db, unitId: string, billType: PaymentBillType, billId: string): Promise<PaymentOrderView[]> {
  return db
    .selectFrom('financePaymentOrder')
    .select(['id', 'orderType', 'orderId', 'orderNo', 'amount'])
    .where('unitId', '=', unitId)
    .where('billType', '=', billType)
    .where('billId', '=', billId)
    .orderBy('id')
    .execute();
}

/** Replaces a bill's allocations and invoices (the whole set each save). */
export async function saveOrdersAndInvoices(
  trx: Db,
  unitId: string,
  billType: PaymentBillType,
  billId: string,
  orders: { orderType: string; orderId: string; orderNo: string; amount: string }[],
  invoiceIds: string[],
): Promise<void> {
  await trx
    .deleteFrom('financePaymentOrder')
    .where('unitId', '=', unitId)
    .where('billType', '=', billType)
    .where('billId', '=', billId)
    .execute();
  await trx
    .deleteFrom('financePaymentInvoice')
    .where('unitId', '=', unitId)
    .where('billType', '=', billType)
    .where('billId', '=', billId)
    .execute();
  if (orders.length)
    await trx
      .insertInto('financePaymentOrder')
      .values(orders.map((o) => ({ ...o, unitId, billType, billId })))
      .execute();
  if (invoiceIds.length)
    await trx
      .insertInto('financePaymentInvoice')
      .values(invoiceIds.map((invoiceId) => ({ invoiceId, unitId, billType, billId })))
      .execute();
}

export async function findInvoiceIds(db: Db, unitId: string, billType: PaymentBillType, billId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('financePaymentInvoice')
    .select('invoiceId')
    .where('unitId', '=', unitId)
    .where('billType', '=', billType)
    .where('billId', '=', billId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.invoiceId);
}

const allocatedSql = (billType: PaymentBillType) =>
  sql<string>`(select coalesce(sum(o.amount), 0)::text from finance_payment_order o
    where o.unit_id = b.unit_id and o.bill_type = ${billType} and o.bill_id = b.id)`;

function paymentRows(db: Db, unitId: string) {
  return db
    .selectFrom('financePayment as b')
    .where('b.unitId', '=', unitId)
    .where('b.isDeleted', '=', false)
    .select([
      'b.id',
      sql<0>`0`.as('type'),
      'b.payNo as orderNo',
      'b.kind',
      'b.partnerType',
      'b.partnerId',
      partnerNameSql('b.partner_type', 'b.partner_id').as('partnerName'),
      'b.accountId',
      accountNameSql('b.account_id').as('accountName'),
      'b.payAmount as amount',
      'b.prepayAmount',
      allocatedSql('PAYMENT').as('allocated'),
      sql<string>`to_char(b.pay_date, 'YYYY-MM-DD')`.as('date'),
      'b.applyId',
      sql<string | null>`(select a.order_no from finance_payment_apply a where a.id = b.apply_id)`.as('applyNo'),
      'b.remark',
      'b.status',
      sql<string>`to_char(b.created_at, 'YYYY-MM-DD HH24:MI:SS')`.as('createdAt'),
    ]);
}

function applyRows(db: Db, unitId: string) {
  return db
    .selectFrom('financePaymentApply as b')
    .where('b.unitId', '=', unitId)
    .where('b.isDeleted', '=', false)
    .select([
      'b.id',
      sql<1>`1`.as('type'),
      'b.orderNo',
      sql<PaymentKind>`'PAY'`.as('kind'),
      'b.partnerType',
      'b.partnerId',
      partnerNameSql('b.partner_type', 'b.partner_id').as('partnerName'),
      sql<string | null>`null`.as('accountId'),
      sql<string | null>`null`.as('accountName'),
      'b.applyAmount as amount',
      sql<string>`'0.00'`.as('prepayAmount'),
      allocatedSql('PAYMENT_APPLY').as('allocated'),
      sql<string>`to_char(b.apply_date, 'YYYY-MM-DD')`.as('date'),
      sql<string | null>`null`.as('applyId'),
      sql<string | null>`null`.as('applyNo'),
      'b.remark',
      'b.status',
      sql<string>`to_char(b.created_at, 'YYYY-MM-DD HH24:MI:SS')`.as('createdAt'),
    ]);
}

/** One page of payments (type 0) or applications (type 1), newest first, with the filter's totals. */
export async function pagePayments(db: Db, unitId: string, input: PaymentListInput) {
  const isPayment = input.type === 0;
  // Both answer the same columns; one type lets the filter below be written once.
  const base = (isPayment ? paymentRows(db, unitId) : applyRows(db, unitId)) as ReturnType<typeof paymentRows>;
  const filtered = db.selectFrom(base.as('r')).where((eb) => {
    const all = [];
    if (input.orderNo) all.push(eb('r.orderNo', 'ilike', likeContains(input.orderNo)));
    if (input.kind) all.push(eb('r.kind', '=', input.kind));
    if (input.partnerType) all.push(eb('r.partnerType', '=', input.partnerType));
    if (input.partnerId) all.push(eb('r.partnerId', '=', input.partnerId));
    if (input.accountId) all.push(eb('r.accountId', '=', input.accountId));
    if (input.statusList?.length) all.push(eb('r.status', 'in', input.statusList));
    if (input.dateStart) all.push(eb('r.date', '>=', input.dateStart));
    if (input.dateEnd) all.push(eb('r.date', '<=', input.dateEnd));
    return eb.and(all);
  });
  const { offset, pageSize } = pageOf(input);
  const [list, totals] = await Promise.all([
    filtered.selectAll('r').orderBy('r.id', 'desc').limit(pageSize).offset(offset).execute(),
    filtered
      .select([
        sql<string>`count(*)::text`.as('totalCount'),
        sql<string>`coalesce(sum(r.amount::numeric), 0)::numeric(14,2)::text`.as('amount'),
        sql<string>`coalesce(sum(r.prepay_amount::numeric), 0)::numeric(14,2)::text`.as('prepayAmount'),
        sql<string>`coalesce(sum(r.allocated::numeric), 0)::numeric(14,2)::text`.as('allocated'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: list as PaymentRow[],
    totalCount: Number(totals.totalCount),
    totals: { amount: totals.amount, prepayAmount: totals.prepayAmount, allocated: totals.allocated },
  };
}

export async function findRow(db: Db, unitId: string, type: 0 | 1, id: string): Promise<PaymentRow | undefined> {
  const base = (type === 0 ? paymentRows(db, unitId) : applyRows(db, unitId)) as ReturnType<typeof paymentRows>;
  return (await base.where('b.id', '=', id).executeTakeFirst()) as PaymentRow | undefined;
}
