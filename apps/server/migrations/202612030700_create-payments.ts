import { sql, type Kysely } from 'kysely';

/**
 * Payments, payment applications, prepayments and prepayment transfers (areas/payments, issue 14 parts 3 and 4), each
 * a bill through the engine (PAYMENT, PAYMENT_APPLY, PREPAY, PREPAY_TRANSFER). Their money is posted in the journal;
 * these tables hold only what the clerk typed:
 * - finance_payment: a payment to (PAY) or a collection from (COLLECT) one partner, from one finance account
 *   (pay_amount, may be 0 when prepaid balance pays it all), the prepaid balance it uses (prepay_amount) and the
 *   application it follows (apply_id). What it does not allocate to bills becomes prepaid.
 * - finance_payment_order: the open bills a payment (or an application) settles (extOrders) with the amount each.
 * - finance_payment_invoice: the invoices a payment carries (financeInvoices; ids of areas/invoices rows).
 * - finance_payment_apply: a payment application: partner, amount applied for.
 * - finance_prepay: money paid ahead to (PAY) or received ahead from (COLLECT) a partner.
 * - finance_prepay_transfer: prepaid balance moved from one partner to another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table finance_payment_apply (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      order_no text not null,
      partner_type text not null check (partner_type in ('SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER')),
      partner_id bigint not null,
      apply_amount numeric(14, 2) not null check (apply_amount > 0),
      apply_date date not null,
      remark text,
      status smallint not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index finance_payment_apply_unit_no_key on finance_payment_apply (unit_id, order_no) where not is_deleted;
    create index finance_payment_apply_unit_idx on finance_payment_apply (unit_id, id desc) where not is_deleted;

    create table finance_payment (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      pay_no text not null,
      kind text not null check (kind in ('PAY', 'COLLECT')),
      partner_type text not null check (partner_type in ('SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER')),
      partner_id bigint not null,
      account_id bigint,
      pay_amount numeric(14, 2) not null check (pay_amount >= 0),
      prepay_amount numeric(14, 2) not null default 0 check (prepay_amount >= 0),
      pay_date date not null,
      apply_id bigint references finance_payment_apply(id),
      remark text,
      status smallint not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index finance_payment_unit_no_key on finance_payment (unit_id, pay_no) where not is_deleted;
    create index finance_payment_unit_idx on finance_payment (unit_id, id desc) where not is_deleted;
    create index finance_payment_apply_idx on finance_payment (apply_id) where apply_id is not null;

    create table finance_payment_order (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_type text not null check (bill_type in ('PAYMENT', 'PAYMENT_APPLY')),
      bill_id bigint not null,
      order_type text not null,
      order_id bigint not null,
      order_no text not null,
      amount numeric(14, 2) not null check (amount > 0)
    );
    create index finance_payment_order_bill_idx on finance_payment_order (unit_id, bill_type, bill_id);
    create index finance_payment_order_item_idx on finance_payment_order (unit_id, order_type, order_id);

    create table finance_payment_invoice (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_type text not null check (bill_type in ('PAYMENT', 'PAYMENT_APPLY')),
      bill_id bigint not null,
      invoice_id bigint not null
    );
    create index finance_payment_invoice_bill_idx on finance_payment_invoice (unit_id, bill_type, bill_id);

    create table finance_prepay (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      prepay_no text not null,
      kind text not null check (kind in ('PAY', 'COLLECT')),
      partner_type text not null check (partner_type in ('SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER')),
      partner_id bigint not null,
      account_id bigint not null,
      amount numeric(14, 2) not null check (amount > 0),
      prepay_date date not null,
      remark text,
      status smallint not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index finance_prepay_unit_no_key on finance_prepay (unit_id, prepay_no) where not is_deleted;
    create index finance_prepay_unit_idx on finance_prepay (unit_id, id desc) where not is_deleted;

    create table finance_prepay_transfer (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      transfer_no text not null,
      kind text not null check (kind in ('PAY', 'COLLECT')),
      from_partner_type text not null check (from_partner_type in ('SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER')),
      from_partner_id bigint not null,
      to_partner_type text not null check (to_partner_type in ('SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER')),
      to_partner_id bigint not null,
      amount numeric(14, 2) not null check (amount > 0),
      transfer_date date not null,
      remark text,
      status smallint not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index finance_prepay_transfer_unit_no_key on finance_prepay_transfer (unit_id, transfer_no) where not is_deleted;
    create index finance_prepay_transfer_unit_idx on finance_prepay_transfer (unit_id, id desc) where not is_deleted;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table finance_prepay_transfer;
    drop table finance_prepay;
    drop table finance_payment_invoice;
    drop table finance_payment_order;
    drop table finance_payment;
    drop table finance_payment_apply;
  `.execute(db);
}
