import { sql, type Kysely } from 'kysely';

/**
 * Production orders (areas/production-orders, FAC_PRD_ORDER through the bill engine), issue 10 part 2:
 * - production_order: pre-orders (type 0, quantities per colour) and formal orders (type 1, colour x size x 内长);
 *   a formal order turned from a pre-order names it (advance_order_id); total_num is the sum of its goods, kept
 *   with every save so lists never add up lines;
 * - production_order_goods: one block per goods style with delivery date, BOM id (nullable: the BOM area's), fill
 *   type (0 by goods, 1 per customer), prices (tax amounts stored as computed by contracts' orderGoodsPrice) and
 *   converted_num, the quantity converted into missions, which the missions issue fills (0 until then);
 * - production_order_customer: the per-customer matrices of a block (each customer once per block);
 * - production_order_line: the matrix cells, a goods SKU (formal) or a colour alone (pre-order);
 * - production_order_config: per factory, the fields required at submit, before conversion, and the goods-info
 *   columns shown; place_order_type: the factory's 下单类型 options.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table place_order_type (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      sort integer not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index place_order_type_name_key on place_order_type (unit_id, lower(name)) where not is_deleted;

    create table production_order (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      order_no text not null,
      type smallint not null check (type in (0, 1)),
      status smallint not null default 0,
      placeorder_at date not null,
      place_order_type_id bigint references place_order_type(id),
      buy_no text,
      charger_ids jsonb not null default '[]',
      is_outside_fac boolean not null default false,
      outside_factory_id bigint references outside_factory(id),
      remark text,
      attachment_ids jsonb not null default '[]',
      is_first_order boolean not null default false,
      advance_order_id bigint references production_order(id),
      total_num numeric(18, 4) not null default 0,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index production_order_unit_no_key on production_order (unit_id, order_no) where not is_deleted;
    create index production_order_unit_idx on production_order (unit_id, id desc) where not is_deleted;
    create index production_order_unit_date_idx on production_order (unit_id, placeorder_at desc, id desc) where not is_deleted;
    create index production_order_advance_idx on production_order (advance_order_id) where advance_order_id is not null;

    create table production_order_goods (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      production_order_id bigint not null references production_order(id),
      goods_style_id bigint not null references goods_style(id),
      delivery_at date not null,
      bom_id bigint,
      fill_type smallint not null default 0 check (fill_type in (0, 1)),
      no_tax_price numeric(18, 4),
      tax_rate numeric(5, 2),
      process_unit_price numeric(18, 4),
      total_num numeric(18, 4) not null default 0,
      no_tax_amount numeric(18, 2) not null default 0,
      tax_amount numeric(18, 2) not null default 0,
      converted_num numeric(18, 4) not null default 0,
      remark text,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index production_order_goods_order_idx on production_order_goods (production_order_id);
    create index production_order_goods_style_idx on production_order_goods (unit_id, goods_style_id);

    create table production_order_customer (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      production_order_goods_id bigint not null references production_order_goods(id),
      customer_id bigint not null references customer(id),
      total_num numeric(18, 4) not null default 0,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index production_order_customer_key on production_order_customer (production_order_goods_id, customer_id);
    create index production_order_customer_cust_idx on production_order_customer (unit_id, customer_id);

    create table production_order_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      production_order_goods_id bigint not null references production_order_goods(id),
      production_order_customer_id bigint references production_order_customer(id),
      goods_sku_id bigint references goods_sku(id),
      color_id bigint not null,
      num numeric(18, 4) not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index production_order_line_goods_idx on production_order_line (production_order_goods_id);
    create index production_order_line_sku_idx on production_order_line (unit_id, goods_sku_id) where goods_sku_id is not null;

    create table production_order_config (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      submit_required jsonb not null default '[]',
      conversion_required jsonb not null default '[]',
      goods_info_fields jsonb not null default '[]',
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index production_order_config_unit_key on production_order_config (unit_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table production_order_config;
    drop table production_order_line;
    drop table production_order_customer;
    drop table production_order_goods;
    drop table production_order;
    drop table place_order_type;
  `.execute(db);
}
