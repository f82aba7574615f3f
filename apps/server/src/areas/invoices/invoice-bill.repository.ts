import type { InvoiceKind, PartnerType } from '@gf/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

/**
 * The bills an invoice may cover and their amounts, read-only:
 * - RECEIVED: every bill whose own posting left a payable or receivable in the journal (arrivals, returns, outside
 *   processing, fees ...): amount = Σ (credit − debit) of its AP and AR lines posted by the bill itself (a return's is
 *   negative; payments and offsets, posted by other documents, do not count). The journal tables are readable by
 *   the finance areas (areas/journal README).
 * - ISSUED: reviewed production orders: amount = Σ of their goods' amounts excluding tax + tax. This reads
 *   production_order tables directly (read-only; the production-orders area publishes no amount call yet).
 */
function candidates(unitId: string, kind: InvoiceKind): RawBuilder<unknown> {
  if (kind === 'ISSUED')
    return sql`
      select 'FAC_PRD_ORDER'::text as bill_type, po.id as bill_id, po.order_no as bill_no,
        null::text as partner_type, null::bigint as partner_id,
        sum(g.no_tax_amount + g.tax_amount) as amount
      from production_order po join production_order_goods g on g.production_order_id = po.id
      where po.unit_id = ${unitId} and po.type = 1 and po.status = 2 and not po.is_deleted
      group by po.id, po.order_no`;
  return sql`
    select jl.item_type as bill_type, jl.item_id::bigint as bill_id, min(jl.item_no) as bill_no,
      min(jl.partner_type) as partner_type, min(jl.partner_id)::bigint as partner_id,
      sum(jl.credit - jl.debit) as amount
    from journal_line jl join journal_entry je on je.id = jl.entry_id
    where jl.unit_id = ${unitId} and jl.ledger in ('AP', 'AR')
      and je.source_type = jl.item_type and je.source_id = jl.item_id
    group by jl.item_type, jl.item_id
    having sum(jl.credit - jl.debit) <> 0`;
}

export interface BillAmountRow {
  billType: string;
  billId: string;
  billNo: string;
  partnerType: PartnerType | null;
  partnerId: string | null;
  partnerName: string | null;
  amount: string;
  invoiced: string;
  isDone: boolean;
}

const partnerName = sql`case c.partner_type
  when 'SUPPLIER' then (select s.name from supplier s where s.id = c.partner_id)
  when 'OUTSIDE_FACTORY' then (select o.name from outside_factory o where o.id = c.partner_id)
  when 'CUSTOMER' then (select cu.name from customer cu where cu.id = c.partner_id) end`;

function withInvoiced(unitId: string, kind: InvoiceKind) {
  return sql`
    with c as (${candidates(unitId, kind)}),
    inv as (
      select l.bill_type, l.bill_id, sum(l.including_tax_price) as invoiced
      from finance_invoice_line l join finance_invoice i on i.id = l.invoice_id
      where l.unit_id = ${unitId} and i.status = 1 group by l.bill_type, l.bill_id)
    select c.bill_type as "billType", c.bill_id::text as "billId", c.bill_no as "billNo",
      c.partner_type as "partnerType", c.partner_id::text as "partnerId", ${partnerName} as "partnerName",
      c.amount::numeric(18, 2)::text as amount, coalesce(inv.invoiced, 0)::numeric(18, 2)::text as invoiced,
      coalesce(b.is_done, false) as "isDone"
    from c
    left join inv on inv.bill_type = c.bill_type and inv.bill_id = c.bill_id
    left join finance_invoice_bill b on b.unit_id = ${unitId} and b.bill_type = c.bill_type and b.bill_id = c.bill_id`;
}

/** The bills not yet fully invoiced nor marked done, oldest number first. */
export async function listUninvoiced(
  db: Db,
  unitId: string,
  f: { kind: InvoiceKind; partnerType?: string | undefined; partnerId?: string | undefined; keyword?: string | undefined },
  page: { offset: number; limit: number },
) {
  const where = sql`where not x."isDone" and abs(x.invoiced::numeric) < abs(x.amount::numeric)
    ${f.partnerType ? sql`and x."partnerType" = ${f.partnerType}` : sql``}
    ${f.partnerId ? sql`and x."partnerId" = ${f.partnerId}` : sql``}
    ${f.keyword ? sql`and x."billNo" ilike ${likeContains(f.keyword)}` : sql``}`;
  const base = withInvoiced(unitId, f.kind);
  const { rows } = await sql<BillAmountRow>`select * from (${base}) x ${where}
    order by x."billNo", x."billId" offset ${page.offset} limit ${page.limit}`.execute(db);
  const { rows: sums } = await sql<{ n: string; amount: string; invoiced: string }>`
    select count(*)::text as n, coalesce(sum(x.amount::numeric), 0)::text as amount,
      coalesce(sum(x.invoiced::numeric), 0)::text as invoiced
    from (${base}) x ${where}`.execute(db);
  return { rows, total: Number(sums[0]?.n ?? 0), amount: sums[0]?.amount ?? '0', invoiced: sums[0]?.invoiced ?? '0' };
}

/** The named bills with amounts and what valid invoices (other than `exceptInvoiceId`) already cover. */
export async function billAmounts(
  db: Db,
  unitId: string,
  kind: InvoiceKind,
  bills: readonly { billType: string; billId: string }[],
  exceptInvoiceId?: string,
) {
  if (bills.length === 0) return [];
  const keys = sql.join(bills.map((b) => sql`(${b.billType}::text, ${b.billId}::bigint)`));
  const { rows } = await sql<BillAmountRow>`
    with c as (${candidates(unitId, kind)}),
    inv as (
      select l.bill_type, l.bill_id, sum(l.including_tax_price) as invoiced
      from finance_invoice_line l join finance_invoice i on i.id = l.invoice_id
      where l.unit_id = ${unitId} and i.status = 1 ${exceptInvoiceId ? sql`and i.id <> ${exceptInvoiceId}` : sql``}
      group by l.bill_type, l.bill_id)
    select c.bill_type as "billType", c.bill_id::text as "billId", c.bill_no as "billNo",
      c.partner_type as "partnerType", c.partner_id::text as "partnerId", null as "partnerName",
      c.amount::numeric(18, 2)::text as amount, coalesce(inv.invoiced, 0)::numeric(18, 2)::text as invoiced,
      false as "isDone"
    from c left join inv on inv.bill_type = c.bill_type and inv.bill_id = c.bill_id
    where (c.bill_type, c.bill_id) in (${keys})`.execute(db);
  return rows;
}

/**
 * Takes the bills' invoicing rows FOR UPDATE in key order (made when missing): every invoice saved against a bill
 * holds this lock while it re-reads what is invoiced, so two invoices cannot both take the same amount.
 */
export async function lockInvoiceBills(trx: Db, unitId: string, bills: readonly { billType: string; billId: string }[]) {
  const sorted = [...new Map(bills.map((b) => [`${b.billType}:${b.billId}`, b])).values()].sort((a, b) =>
    a.billType === b.billType ? (BigInt(a.billId) < BigInt(b.billId) ? -1 : 1) : a.billType.localeCompare(b.billType),
  );
  for (const b of sorted) {
    await trx
      .insertInto('financeInvoiceBill')
      .values({ unitId, billType: b.billType, billId: b.billId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .selectFrom('financeInvoiceBill')
      .select('billId')
      .where('unitId', '=', unitId)
      .where('billType', '=', b.billType)
      .where('billId', '=', b.billId)
      .forUpdate()
      .execute();
  }
}

export async function setBillDone(
  trx: Db,
  unitId: string,
  bill: { billType: string; billId: string },
  isDone: boolean,
  userId: string,
) {
  await trx
    .insertInto('financeInvoiceBill')
    .values({ unitId, ...bill, isDone, updatedBy: userId })
    .onConflict((oc) =>
      oc.columns(['unitId', 'billType', 'billId']).doUpdateSet({ isDone, updatedBy: userId, updatedAt: new Date() }),
    )
    .execute();
}
