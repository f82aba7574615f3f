import { sql, type Kysely } from 'kysely';

/**
 * Returns to suppliers (areas/returns): the reviewed return bill (退料单, MATERIALS_RETURN) with its lines
 * (by arrival line or unplanned), and refunds (回款): a supplier paying back what returns made receivable,
 * linked to the returns they settle.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table material_return (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      no text not null,
      supplier_id bigint not null,
      returner_id bigint not null,
      date_return date not null,
      storehouse_id bigint not null,
      arrive_bill_id bigint,
      remark text,
      amount numeric(18, 2) not null default 0,
      status smallint not null default 0,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_return_unit_no_key on material_return (unit_id, no) where not is_deleted;
    create index material_return_unit_idx on material_return (unit_id, id desc) where not is_deleted;
    create index material_return_supplier_idx on material_return (unit_id, supplier_id) where not is_deleted;

    create table material_return_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      material_return_id bigint not null references material_return(id) on delete cascade,
      material_sku_id bigint not null,
      arrive_line_id bigint,
      arrive_bill_id bigint,
      arrive_no text,
      order_no text,
      purchase_unit text not null,
      stock_unit text not null,
      conversion_rate numeric(20, 4) not null,
      quantity numeric(18, 4) not null,
      stock_quantity numeric(18, 4) not null,
      unit_price numeric(18, 4) not null default 0,
      amount numeric(18, 2) not null default 0,
      tax_rate numeric(7, 4),
      remark text,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index material_return_line_bill_idx on material_return_line (material_return_id);
    create index material_return_line_arrive_idx on material_return_line (unit_id, arrive_line_id) where arrive_line_id is not null;

    create table return_refund (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      no text not null,
      supplier_id bigint not null,
      salesman_id bigint not null,
      date_refund date not null,
      amount numeric(18, 2) not null,
      remit_method text,
      remark text,
      is_undone boolean not null default false,
      undone_by bigint,
      undone_at timestamptz,
      version integer not null default 1,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index return_refund_unit_no_key on return_refund (unit_id, no);
    create index return_refund_unit_idx on return_refund (unit_id, id desc);

    create table return_refund_link (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      return_refund_id bigint not null references return_refund(id) on delete cascade,
      material_return_id bigint not null references material_return(id),
      amount numeric(18, 2) not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index return_refund_link_refund_idx on return_refund_link (return_refund_id);
    create index return_refund_link_return_idx on return_refund_link (unit_id, material_return_id);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Return tables are not dropped by a migration');
}
