import { sql, type Kysely } from 'kysely';

/**
 * The stock ledger (ARCHITECTURE section 7).
 * - stock_item: one row per storehouse × SKU (material or goods SKU), the balance the stock pages read,
 *   with the reserved (pre-used) total, the storage position and warning limits.
 * - stock_balance: the same balance split by roll and vat (dye lot); roll 0 and vat '' = untracked.
 * - stock_movement: append-only rows with their source bill and line; a reversal is a new row pointing at
 *   the row it compensates (at most one, enforced by a unique index). Never updated, never deleted.
 * - stock_reservation: what a purchase demand line holds of a storehouse's stock (主动占用).
 * Invariants: item.quantity = Σ its balances = Σ its movements; item.reserved = Σ its reservations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_item (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      storehouse_id bigint not null references storehouse(id),
      sku_kind text not null check (sku_kind in ('MATERIAL', 'GOODS')),
      sku_id bigint not null,
      quantity numeric(20, 4) not null default 0,
      reserved numeric(20, 4) not null default 0,
      position text,
      min_quantity numeric(20, 4),
      max_quantity numeric(20, 4),
      first_in_at timestamptz,
      last_moved_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index stock_item_key on stock_item (unit_id, storehouse_id, sku_kind, sku_id);
    create index stock_item_sku_idx on stock_item (unit_id, sku_kind, sku_id);

    create table stock_balance (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      stock_item_id bigint not null references stock_item(id),
      roll_id bigint not null default 0,
      vat_no text not null default '',
      quantity numeric(20, 4) not null default 0,
      updated_at timestamptz not null default now()
    );
    create unique index stock_balance_key on stock_balance (stock_item_id, roll_id, vat_no);

    create table stock_movement (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      stock_item_id bigint not null references stock_item(id),
      storehouse_id bigint not null references storehouse(id),
      sku_kind text not null,
      sku_id bigint not null,
      roll_id bigint not null default 0,
      vat_no text not null default '',
      quantity numeric(20, 4) not null,
      balance_after numeric(20, 4) not null,
      price numeric(20, 6),
      change_type text not null,
      source_type text not null,
      source_id bigint,
      source_no text,
      source_line_id bigint,
      order_id bigint,
      order_no text,
      reverses_id bigint references stock_movement(id),
      op_date date not null default current_date,
      remark text,
      operator_id bigint not null,
      created_at timestamptz not null default now()
    );
    create unique index stock_movement_reverses_key on stock_movement (reverses_id) where reverses_id is not null;
    create index stock_movement_source_idx on stock_movement (unit_id, source_type, source_id);
    create index stock_movement_item_idx on stock_movement (stock_item_id, id);
    create index stock_movement_unit_time_idx on stock_movement (unit_id, id desc);

    create table stock_reservation (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      demand_id bigint not null,
      stock_item_id bigint not null references stock_item(id),
      quantity numeric(20, 4) not null check (quantity > 0),
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index stock_reservation_key on stock_reservation (unit_id, demand_id, stock_item_id);
    create index stock_reservation_item_idx on stock_reservation (stock_item_id);

    create table partner_amount (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      partner_type text not null check (partner_type in ('SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER')),
      partner_id bigint not null,
      direction text not null check (direction in ('PAYABLE', 'RECEIVABLE')),
      kind text not null,
      amount numeric(20, 2) not null,
      tax_rate numeric(8, 4) not null default 0,
      amount_excluding_tax numeric(20, 2) not null,
      tax_amount numeric(20, 2) not null,
      source_type text not null,
      source_id bigint not null,
      source_no text not null,
      reverses_id bigint references partner_amount(id),
      occurred_on date not null default current_date,
      created_by bigint not null,
      created_at timestamptz not null default now()
    );
    create unique index partner_amount_reverses_key on partner_amount (reverses_id) where reverses_id is not null;
    create index partner_amount_source_idx on partner_amount (unit_id, source_type, source_id);
    create index partner_amount_partner_idx on partner_amount (unit_id, partner_type, partner_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table partner_amount;
    drop table stock_reservation;
    drop table stock_movement;
    drop table stock_balance;
    drop table stock_item;
  `.execute(db);
}
