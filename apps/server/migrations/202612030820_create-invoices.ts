import { sql, type Kysely } from 'kysely';

/**
 * Invoices (发票, areas/invoices; issue 14 part 6), all FACTORY. Documents only: they post no money.
 * - finance_invoice: an invoice received from a supplier or processing factory (RECEIVED) or issued for production
 *   orders (ISSUED); status 1 registered, 0 undone (finance/invoice/undo). Totals are the lines' sums.
 * - finance_invoice_line: the bill a line covers (bill_type, bill_id, bill_no; linked through bill_link as well) with
 *   amount excluding tax, tax and amount including tax, signed (a return's red invoice is negative; screens show
 *   absolute values).
 * - finance_invoice_bill: one row per invoiced bill: its invoicing marked done (updateOrderStatus), and the row every
 *   invoice saving against the bill locks FOR UPDATE, so two invoices cannot both take the bill's last amount.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table finance_invoice (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      kind text not null check (kind in ('RECEIVED', 'ISSUED')),
      invoice_no text not null check (length(invoice_no) between 1 and 40),
      invoice_type text not null default 'NORMAL' check (invoice_type in ('NORMAL', 'SPECIAL')),
      partner_type text check (partner_type in ('SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER')),
      partner_id bigint,
      invoice_date date not null,
      excluding_tax_total numeric(18, 2) not null,
      tax_total numeric(18, 2) not null,
      price_total numeric(18, 2) not null,
      remark text,
      status smallint not null default 1 check (status in (0, 1)),
      created_by bigint references app_user(id),
      updated_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((partner_type is null) = (partner_id is null))
    );
    create unique index finance_invoice_no_key on finance_invoice (unit_id, kind, invoice_no) where status = 1;
    create index finance_invoice_list_idx on finance_invoice (unit_id, invoice_date desc, id desc);

    create table finance_invoice_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      invoice_id bigint not null references finance_invoice(id) on delete cascade,
      line_no integer not null,
      bill_type text not null,
      bill_id bigint not null,
      bill_no text not null,
      quantity numeric(18, 4),
      excluding_tax_price numeric(18, 2) not null,
      tax_amount numeric(18, 2) not null,
      including_tax_price numeric(18, 2) not null check (including_tax_price = excluding_tax_price + tax_amount)
    );
    create index finance_invoice_line_invoice_idx on finance_invoice_line (invoice_id);
    create index finance_invoice_line_bill_idx on finance_invoice_line (unit_id, bill_type, bill_id);

    create table finance_invoice_bill (
      unit_id bigint not null references unit(id),
      bill_type text not null,
      bill_id bigint not null,
      is_done boolean not null default false,
      updated_by bigint references app_user(id),
      updated_at timestamptz not null default now(),
      primary key (unit_id, bill_type, bill_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table finance_invoice_bill; drop table finance_invoice_line; drop table finance_invoice;`.execute(db);
}
