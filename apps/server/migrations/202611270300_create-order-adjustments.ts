import { sql, type Kysely } from 'kysely';

/**
 * Order adjustment bills and price adjustment orders (areas/order-adjustments), issue 10 parts 3 and 4, both
 * through the bill engine and linked to their production order by lineage:
 * - order_adjust (FAC_PRD_ORDER_ADJUST): new quantities for a reviewed order; order_adjust_line holds one cell per
 *   goods block, customer block (null when filled by goods) and goods SKU, with the order's quantity when the bill
 *   was saved (old_num, null = the order had no such cell) and the new one. On review the order's cells become the
 *   new ones (refused when they are no longer old_num: another adjustment got there first); anti-review writes
 *   old_num back (and removes the cells the adjustment added).
 * - price_adjust (PRICE_ADJUSTMENT_ORDER): new prices of an order's goods; price_adjust_line keeps the old and new
 *   不含税单价, 税率 and 加工单价 per goods block.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table order_adjust (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      adjust_no text not null,
      production_order_id bigint not null references production_order(id),
      status smallint not null default 0,
      placeorder_at date not null,
      remark text,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index order_adjust_unit_no_key on order_adjust (unit_id, adjust_no) where not is_deleted;
    create index order_adjust_unit_idx on order_adjust (unit_id, id desc) where not is_deleted;
    create index order_adjust_order_idx on order_adjust (production_order_id);

    create table order_adjust_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      order_adjust_id bigint not null references order_adjust(id),
      production_order_goods_id bigint not null references production_order_goods(id),
      production_order_customer_id bigint references production_order_customer(id),
      goods_sku_id bigint not null references goods_sku(id),
      old_num numeric(18, 4),
      new_num numeric(18, 4) not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index order_adjust_line_bill_idx on order_adjust_line (order_adjust_id);

    create table price_adjust (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      adjust_no text not null,
      production_order_id bigint not null references production_order(id),
      status smallint not null default 0,
      adjust_date date not null,
      remark text,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index price_adjust_unit_no_key on price_adjust (unit_id, adjust_no) where not is_deleted;
    create index price_adjust_unit_idx on price_adjust (unit_id, id desc) where not is_deleted;
    create index price_adjust_order_idx on price_adjust (production_order_id);

    create table price_adjust_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      price_adjust_id bigint not null references price_adjust(id),
      production_order_goods_id bigint not null references production_order_goods(id),
      old_no_tax_price numeric(18, 4),
      old_tax_rate numeric(5, 2),
      old_process_unit_price numeric(18, 4),
      new_no_tax_price numeric(18, 4),
      new_tax_rate numeric(5, 2),
      new_process_unit_price numeric(18, 4),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index price_adjust_line_goods_key on price_adjust_line (price_adjust_id, production_order_goods_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table price_adjust_line;
    drop table price_adjust;
    drop table order_adjust_line;
    drop table order_adjust;
  `.execute(db);
}
