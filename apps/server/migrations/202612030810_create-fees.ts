import { sql, type Kysely } from 'kysely';

/**
 * Fee orders (费用单, bill type FEE, areas/fees; issue 14 part 5), all FACTORY:
 * - fee_label: the factory's fee labels (finance/attr: create, update, delete softly, sort).
 * - fee_bill: the order: handle_type 2 = an expense we pay (the default), 1 = an income we receive; charged to a
 *   partner (supplier_type / supplier_id: it becomes that partner's payable or receivable) or settled through a
 *   finance account (account_id, a company row: no foreign key across scopes is needed, the service checks it).
 * - fee_bill_line: the lines (label, amount, remark); fee_price_total = their sum (checked by the service).
 * Posting happens in the journal on review (areas/journal); nothing here holds money balances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table fee_label (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null check (length(name) between 1 and 30),
      sort integer not null default 0,
      is_deleted boolean not null default false,
      created_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index fee_label_name_key on fee_label (unit_id, name) where not is_deleted;

    create table fee_bill (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      fee_no text not null,
      handle_type smallint not null default 2 check (handle_type in (1, 2)),
      sys_label_id bigint references fee_label(id),
      supplier_type text check (supplier_type in ('SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER')),
      supplier_id bigint,
      account_id bigint references finance_account(id),
      fee_price_total numeric(18, 2) not null check (fee_price_total > 0),
      prepared_by text,
      prepared_date date not null,
      remark text,
      status smallint not null default 0,
      is_deleted boolean not null default false,
      created_by bigint references app_user(id),
      updated_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((supplier_type is null) = (supplier_id is null))
    );
    create unique index fee_bill_no_key on fee_bill (unit_id, fee_no) where not is_deleted;
    create index fee_bill_list_idx on fee_bill (unit_id, prepared_date desc, id desc) where not is_deleted;

    create table fee_bill_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      fee_bill_id bigint not null references fee_bill(id) on delete cascade,
      line_no integer not null,
      sys_label_id bigint not null references fee_label(id),
      fee_price numeric(18, 2) not null check (fee_price > 0),
      remark text
    );
    create index fee_bill_line_bill_idx on fee_bill_line (fee_bill_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table fee_bill_line; drop table fee_bill; drop table fee_label;`.execute(db);
}
