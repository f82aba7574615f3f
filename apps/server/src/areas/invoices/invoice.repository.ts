import type { InvoiceListInput } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import type { FinanceInvoiceTable } from '../../schema/invoices.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface InvoiceHeadValues {
  kind: FinanceInvoiceTable['kind'];
  invoiceNo: string;
  invoiceType: 'NORMAL' | 'SPECIAL';
  partnerType: 'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER' | null;
  partnerId: string | null;
  invoiceDate: string;
  excludingTaxTotal: string;
  taxTotal: string;
  priceTotal: string;
  remark: string | null;
}

export interface InvoiceLineValues {
  billType: string;
  billId: string;
  billNo: string;
  quantity: string | null;
  excludingTaxPrice: string;
  taxAmount: string;
  includingTaxPrice: string;
}

const partnerName = sql<string | null>`case finance_invoice.partner_type
  when 'SUPPLIER' then (select s.name from supplier s where s.id = finance_invoice.partner_id)
  when 'OUTSIDE_FACTORY' then (select o.name from outside_factory o where o.id = finance_invoice.partner_id)
  when 'CUSTOMER' then (select c.name from customer c where c.id = finance_invoice.partner_id) end`;
const billNos = sql<string>`coalesce((select string_agg(distinct l.bill_no, '、') from finance_invoice_line l
  where l.invoice_id = finance_invoice.id), '')`;

function scoped(db: Db, tenant: Tenant) {
  return db
    .selectFrom('financeInvoice')
    .leftJoin('appUser', 'appUser.id', 'financeInvoice.createdBy')
    .where('financeInvoice.unitId', 'in', readableUnits(tenant, 'financeInvoice'));
}

const columns = [
  'financeInvoice.id',
  'financeInvoice.kind',
  'financeInvoice.invoiceNo',
  'financeInvoice.invoiceType',
  'financeInvoice.partnerType',
  'financeInvoice.partnerId',
  'financeInvoice.excludingTaxTotal',
  'financeInvoice.taxTotal',
  'financeInvoice.priceTotal',
  'financeInvoice.remark',
  'financeInvoice.status',
  'appUser.userName as createdByName',
  'financeInvoice.createdAt',
] as const;
const extras = [
  partnerName.as('partnerName'),
  billNos.as('billNos'),
  sql<string>`finance_invoice.invoice_date::text`.as('invoiceDay'),
] as const;

export async function listInvoices(db: Db, tenant: Tenant, f: InvoiceListInput, page: { offset: number; limit: number }) {
  let q = scoped(db, tenant);
  if (f.kind) q = q.where('financeInvoice.kind', '=', f.kind);
  if (f.status !== undefined) q = q.where('financeInvoice.status', '=', f.status);
  if (f.partnerId) q = q.where('financeInvoice.partnerId', '=', f.partnerId);
  if (f.startDate) q = q.where('financeInvoice.invoiceDate', '>=', f.startDate);
  if (f.endDate) q = q.where('financeInvoice.invoiceDate', '<=', f.endDate);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('financeInvoice.invoiceNo', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('financeInvoiceLine as l')
            .select('l.id')
            .whereRef('l.invoiceId', '=', 'financeInvoice.id')
            .where('l.billNo', 'ilike', like),
        ),
      ]),
    );
  }
  const list = await q
    .select([...columns, ...extras])
    .orderBy('financeInvoice.invoiceDate', 'desc')
    .orderBy('financeInvoice.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const sums = await q
    .select([
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string>`coalesce(sum(finance_invoice.excluding_tax_total) filter (where finance_invoice.status = 1), 0)::text`.as('ex'),
      sql<string>`coalesce(sum(finance_invoice.tax_total) filter (where finance_invoice.status = 1), 0)::text`.as('tax'),
      sql<string>`coalesce(sum(finance_invoice.price_total) filter (where finance_invoice.status = 1), 0)::text`.as('total'),
    ])
    .executeTakeFirstOrThrow();
  return { list, sums };
}

/** The invoice; with `lock`, its own row is taken FOR UPDATE first (an undo and an update cannot cross). */
export async function findInvoice(db: Db, tenant: Tenant, id: string, lock = false) {
  if (lock)
    await db
      .selectFrom('financeInvoice')
      .select('id')
      .where('id', '=', id)
      .where('unitId', 'in', readableUnits(tenant, 'financeInvoice'))
      .forUpdate()
      .execute();
  return scoped(db, tenant)
    .select([...columns, ...extras])
    .where('financeInvoice.id', '=', id)
    .executeTakeFirst();
}

export async function findLines(db: Db, invoiceId: string) {
  return db
    .selectFrom('financeInvoiceLine')
    .select(['id', 'billType', 'billId', 'billNo', 'quantity', 'excludingTaxPrice', 'taxAmount', 'includingTaxPrice'])
    .where('invoiceId', '=', invoiceId)
    .orderBy('lineNo')
    .execute();
}

/** Another registered invoice of the factory with the number (same direction). */
export async function invoiceNoTaken(db: Db, tenant: Tenant, kind: string, invoiceNo: string, exceptId?: string) {
  let q = db
    .selectFrom('financeInvoice')
    .select('id')
    .where('unitId', '=', owningUnit(tenant, 'financeInvoice'))
    .where('kind', '=', kind as FinanceInvoiceTable['kind'])
    .where('invoiceNo', '=', invoiceNo)
    .where('status', '=', 1);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return Boolean(await q.executeTakeFirst());
}

export async function insertInvoice(trx: Db, tenant: Tenant, values: InvoiceHeadValues, userId: string): Promise<string> {
  const row = await trx
    .insertInto('financeInvoice')
    .values({ ...values, unitId: owningUnit(tenant, 'financeInvoice'), createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateInvoice(trx: Db, id: string, values: InvoiceHeadValues, userId: string) {
  await trx
    .updateTable('financeInvoice')
    .set({ ...values, updatedBy: userId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function replaceLines(trx: Db, tenant: Tenant, invoiceId: string, lines: readonly InvoiceLineValues[]) {
  await trx.deleteFrom('financeInvoiceLine').where('invoiceId', '=', invoiceId).execute();
  await trx
    .insertInto('financeInvoiceLine')
    .values(lines.map((l, i) => ({ ...l, invoiceId, unitId: owningUnit(tenant, 'financeInvoiceLine'), lineNo: i + 1 })))
    .execute();
}

export async function setInvoiceStatus(trx: Db, id: string, status: number, userId: string) {
  await trx
    .updateTable('financeInvoice')
    .set({ status, updatedBy: userId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}
