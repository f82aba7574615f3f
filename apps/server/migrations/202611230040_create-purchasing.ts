import { sql, type Kysely } from 'kysely';

/**
 * Purchasing (areas/purchasing): the unit's purchase configuration, purchase demand lines (per order x
 * material SKU; production_order_id stays null until production orders explode BOMs into them), purchase
 * bills with their lines and the per-demand split of each line, and remittances (payments) against bills.
 *
 * Both reviewed bill types live in purchase_bill (is_sample tells them apart); the engine reaches each
 * through its own simple view, so a SAMPLE_PURCHASE action can never touch a material purchase and back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table purchase_config (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      demand_source text not null default 'PRODUCTION_ORDER',
      generate_plan_on_submit boolean not null default false,
      preuse_type smallint not null default 1,
      can_manual_modify boolean not null default true,
      unit_price_required boolean not null default false,
      purchasing_amount_editable boolean not null default true,
      delivering_amount_shown boolean not null default false,
      over_delivery_limit numeric(7, 2),
      lack_delivery_limit numeric(7, 2),
      one_step_enabled boolean not null default false,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index purchase_config_unit_key on purchase_config (unit_id);

    create table purchase_demand (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      production_order_id bigint,
      order_no text not null,
      goods_style_id bigint,
      goods_style_no text,
      material_sku_id bigint not null,
      supplier_id bigint,
      purchaser_id bigint,
      demand_quantity numeric(18, 4) not null,
      planned_quantity numeric(18, 4) not null,
      reserved_quantity numeric(18, 4) not null default 0,
      is_completed boolean not null default false,
      is_arrive_complete boolean not null default false,
      delivery_date date,
      remark text,
      is_deleted boolean not null default false,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index purchase_demand_unit_idx on purchase_demand (unit_id, id desc) where not is_deleted;
    create index purchase_demand_unit_sku_idx on purchase_demand (unit_id, material_sku_id) where not is_deleted;

    create table purchase_bill (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      is_sample boolean not null default false,
      no text not null,
      supplier_id bigint not null,
      purchaser_id bigint not null,
      date_purchase date not null,
      expect_date_end date,
      design_style_no text,
      arrive_storehouse_id bigint,
      remark text,
      amount numeric(18, 2) not null default 0,
      status smallint not null default 0,
      is_cancelled boolean not null default false,
      is_closed boolean not null default false,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index purchase_bill_unit_no_key on purchase_bill (unit_id, no) where not is_deleted;
    create index purchase_bill_unit_idx on purchase_bill (unit_id, is_sample, id desc) where not is_deleted;
    create view materials_purchase_bill as select * from purchase_bill where not is_sample;
    create view sample_purchase_bill as select * from purchase_bill where is_sample;

    create table purchase_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      purchase_bill_id bigint not null references purchase_bill(id),
      material_sku_id bigint not null,
      purchase_unit text not null,
      stock_unit text not null,
      conversion_rate numeric(20, 4) not null,
      quantity numeric(18, 4) not null,
      total_quantity numeric(18, 4) not null,
      unit_price numeric(18, 4) not null default 0,
      amount numeric(18, 2) not null default 0,
      tax_rate numeric(7, 4),
      arrived_quantity numeric(18, 4) not null default 0,
      is_arrive_complete boolean not null default false,
      remark text,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index purchase_line_bill_idx on purchase_line (purchase_bill_id);
    create index purchase_line_unit_sku_idx on purchase_line (unit_id, material_sku_id);

    create table purchase_line_demand (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      purchase_line_id bigint not null references purchase_line(id) on delete cascade,
      purchase_demand_id bigint references purchase_demand(id),
      quantity numeric(18, 4) not null,
      arrived_quantity numeric(18, 4) not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index purchase_line_demand_line_idx on purchase_line_demand (purchase_line_id);
    create index purchase_line_demand_demand_idx on purchase_line_demand (purchase_demand_id);

    create table purchase_remittance (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      purchase_bill_id bigint not null references purchase_bill(id),
      supplier_id bigint not null,
      amount numeric(18, 2) not null,
      date_operated date not null,
      operator_id bigint not null,
      is_undone boolean not null default false,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index purchase_remittance_bill_idx on purchase_remittance (unit_id, purchase_bill_id);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Purchasing tables are not dropped by a migration');
}
