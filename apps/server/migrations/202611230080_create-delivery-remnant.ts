import { sql, type Kysely } from 'kysely';

/**
 * Deliveries of material to production (送料单, sample deliveries and delivery notices share one table,
 * told apart by belong_module 0 / 1 / 2) and remnant put-away bills (余料入库单). Both are reviewed bills
 * (status per SPEC 4); their stock effects live in the stock ledger, posted on review and reversed on
 * un-review. A delivery line may carry the purchase demand line it serves and how much of that demand's
 * reservation (主动占用) its posting released, so un-review can restore exactly that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table material_delivery (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      belong_module smallint not null default 0 check (belong_module in (0, 1, 2)),
      bill_no text not null,
      storehouse_id bigint not null references storehouse(id),
      deliverer_id bigint not null references app_user(id),
      date_delivery date not null,
      outside_factory_id bigint references outside_factory(id),
      notify_id bigint references material_delivery(id),
      arrival_id bigint,
      arrival_no text,
      design_style_no text,
      remark text,
      status smallint not null default 0,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_delivery_no_key on material_delivery (unit_id, bill_no) where not is_deleted;
    create index material_delivery_list_idx on material_delivery (unit_id, belong_module, id desc) where not is_deleted;
    create index material_delivery_notify_idx on material_delivery (unit_id, notify_id) where notify_id is not null;
    create index material_delivery_arrival_idx on material_delivery (unit_id, arrival_id) where arrival_id is not null;

    create table material_delivery_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      delivery_id bigint not null references material_delivery(id),
      materials_sku_id bigint not null references material_sku(id),
      quantity numeric(20, 4) not null check (quantity > 0),
      order_no text,
      demand_id bigint,
      roll_id bigint,
      vat_no text,
      reservation_released numeric(20, 4),
      remark text,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index material_delivery_line_bill_idx on material_delivery_line (delivery_id, sort);

    create table material_remnant (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_no text not null,
      storehouse_id bigint not null references storehouse(id),
      operator_id bigint not null references app_user(id),
      date_operate date not null,
      outside_factory_id bigint references outside_factory(id),
      remark text,
      status smallint not null default 0,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_remnant_no_key on material_remnant (unit_id, bill_no) where not is_deleted;
    create index material_remnant_list_idx on material_remnant (unit_id, id desc) where not is_deleted;

    create table material_remnant_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      remnant_id bigint not null references material_remnant(id),
      materials_sku_id bigint not null references material_sku(id),
      quantity numeric(20, 4) not null check (quantity > 0),
      order_no text,
      remark text,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index material_remnant_line_bill_idx on material_remnant_line (remnant_id, sort);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table material_remnant_line; drop table material_remnant; drop table material_delivery_line; drop table material_delivery;`.execute(
    db,
  );
}
