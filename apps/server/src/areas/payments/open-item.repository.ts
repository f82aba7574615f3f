import type { JournalLedger, OpenOrderView, PartnerType, PaymentKind } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { balanceKeyOf, normalBalance } from '../journal/index.js';

/** The ledger a payment settles (AP when paying, AR when collecting) and the one its balance ahead sits on. */
export const settledLedger = (kind: PaymentKind): JournalLedger => (kind === 'PAY' ? 'AP' : 'AR');
export const aheadLedger = (kind: PaymentKind): JournalLedger => (kind === 'PAY' ? 'PREPAID' : 'ADVANCE');

/** A partner's bills with something open on the ledger (read from the journal's open items), oldest first. */
export async function openOrdersOf(
  db: Db,
  unitId: string,
  ledger: JournalLedger,
  partner: { type: PartnerType; id: string },
  only?: { type: string; id: string }[],
): Promise<OpenOrderView[]> {
  const onlyIds = only?.length
    ? sql`and (item_type, item_id) in (${sql.join(only.map((o) => sql`(${o.type}, ${o.id}::bigint)`))})`
    : sql`and debit_total <> credit_total`;
  const credit = ledger === 'AP';
  const { rows } = await sql<OpenOrderView>`
    select item_type as "orderType", item_id::text as "orderId", item_no as "orderNo",
      (case when ${credit} then credit_total else debit_total end)::numeric(14,2)::text as total,
      (case when ${credit} then credit_total - debit_total else debit_total - credit_total end)::numeric(14,2)::text as open,
      to_char(first_date, 'YYYY-MM-DD') as "firstDate"
    from journal_item
    where unit_id = ${unitId} and ledger = ${ledger} and partner_type = ${partner.type} and partner_id = ${partner.id}
      ${onlyIds}
    order by first_date, item_id`.execute(db);
  return rows;
}

/** A partner's balance on a ledger (prepaid left, received ahead), read without locking (forms and lists). */
export async function partnerBalance(
  db: Db,
  unitId: string,
  ledger: JournalLedger,
  partner: { type: PartnerType; id: string },
): Promise<string> {
  const row = await db
    .selectFrom('journalBalance')
    .select(['debitTotal', 'creditTotal'])
    .where('unitId', '=', unitId)
    .where('balanceKey', '=', balanceKeyOf({ ledger, partner }))
    .executeTakeFirst();
  return normalBalance(ledger, row?.debitTotal ?? '0', row?.creditTotal ?? '0');
}

/** getCollectionUnitList: the partners owing the factory something (open receivables), with what they owe. */
export async function collectionUnits(db: Db, unitId: string) {
  const { rows } = await sql<{ partnerType: PartnerType; partnerId: string; partnerName: string | null; open: string }>`
    select i.partner_type as "partnerType", i.partner_id::text as "partnerId",
      (case i.partner_type when 'SUPPLIER' then (select s.name from supplier s where s.id = i.partner_id)
        when 'CUSTOMER' then (select c.name from customer c where c.id = i.partner_id)
        when 'OUTSIDE_FACTORY' then (select o.name from outside_factory o where o.id = i.partner_id) end) as "partnerName",
      sum(i.debit_total - i.credit_total)::numeric(14,2)::text as open
    from journal_item i
    where i.unit_id = ${unitId} and i.ledger = 'AR' and i.debit_total <> i.credit_total and i.partner_id is not null
    group by i.partner_type, i.partner_id
    order by 4 desc, 2`.execute(db);
  return rows;
}
