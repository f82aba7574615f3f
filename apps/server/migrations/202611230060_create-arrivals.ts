import { sql, type Kysely } from 'kysely';

/**
 * Arrivals (areas/arrivals): receipt notices (收料通知单) and arrival bills (到料单) with their lines.
 * Both reviewed arrival types live in arrival (is_sample tells them apart); the engine reaches each through
 * its own simple view, so a SAMPLE_ARRIVE action can never touch a material arrival and back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table arrival_notice (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      no text not null,
      supplier_id bigint not null,
      date_arrive date not null,
      storehouse_id bigint,
      remark text,
      status smallint not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index arrival_notice_unit_no_key on arrival_notice (unit_id, no) where not is_deleted;
    create index arrival_notice_unit_idx on arrival_notice (unit_id, id desc) where not is_deleted;

    create table arrival_notice_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      arrival_notice_id bigint not null references arrival_notice(id),
      material_sku_id bigint not null,
      purchase_line_id bigint,
      purchase_unit text not null,
      stock_unit text not null,
      conversion_rate numeric(20, 4) not null,
      quantity numeric(18, 4) not null,
      stock_quantity numeric(18, 4) not null,
      remark text,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index arrival_notice_line_notice_idx on arrival_notice_line (arrival_notice_id);

    create table arrival (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      is_sample boolean not null default false,
      no text not null,
      supplier_id bigint not null,
      creator_id bigint not null,
      date_arrive date not null,
      storehouse_id bigint not null,
      outside_factory_id bigint,
      arrival_notice_id bigint references arrival_notice(id),
      remark text,
      amount numeric(18, 2) not null default 0,
      status smallint not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index arrival_unit_no_key on arrival (unit_id, no) where not is_deleted;
    create index arrival_unit_idx on arrival (unit_id, is_sample, id desc) where not is_deleted;
    create view materials_arrive as select * from arrival where not is_sample;
    create view sample_arrive as select * from arrival where is_sample;

    create table arrival_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      arrival_id bigint not null references arrival(id),
      material_sku_id bigint not null,
      purchase_line_id bigint,
      purchase_bill_no text,
      purchase_unit text not null,
      stock_unit text not null,
      conversion_rate numeric(20, 4) not null,
      quantity numeric(18, 4) not null,
      stock_quantity numeric(18, 4) not null,
      unit_price numeric(18, 4) not null default 0,
      amount numeric(18, 2) not null default 0,
      tax_rate numeric(7, 4),
      vat_no text,
      is_arrive_complete boolean not null default false,
      sign_status smallint not null default 0,
      remark text,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index arrival_line_arrival_idx on arrival_line (arrival_id);
    create index arrival_line_purchase_line_idx on arrival_line (unit_id, purchase_line_id) where purchase_line_id is not null;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Arrival tables are not dropped by a migration');
}
