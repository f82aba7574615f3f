import { sql, type Kysely } from 'kysely';

/**
 * Transfers (调拨, areas/allocate, issue 13 part 3) and the ledger's goods in transit (areas/stock):
 * - stock_transit: one row per transfer-out line, the company's (unit_id = BOSS unit, ADR 0011: transfers between
 *   factories post through the company ledger). What left the issuing storehouse (quantity_out, value_out) and what
 *   the receiving storehouse took in so far (quantity_in, value_in); in transit = out − in, never negative.
 * - stock_transit_move: the transit's own append-only ledger (+ into transit by an out, − out of it by an in; a
 *   reversal is a new row pointing at the row it compensates). Invariant: out − in of a row = Σ its moves.
 * - allocate_bill / allocate_bill_line: 调出单 BILL_CALL_OUT and 调入单 BILL_CALL_IN, the factory's own; each type is
 *   reached by the engine through a view of its rows. An in names its out (call_out_id) and each in-line its out-line.
 * - allocate_auto_receive: 一手调入 (first-hand call-in) configuration: receiving storehouses for which a reviewed
 *   transfer-out is received in full at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_transit (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      fac_unit_id bigint not null references unit(id),
      source_type text not null,
      source_id bigint not null,
      source_no text,
      source_line_id bigint not null,
      sku_kind text not null check (sku_kind in ('GOODS', 'MATERIAL')),
      sku_id bigint not null,
      from_storehouse_id bigint not null references storehouse(id),
      to_storehouse_id bigint not null references storehouse(id),
      quantity_out numeric(18, 4) not null default 0,
      value_out numeric(18, 2) not null default 0,
      quantity_in numeric(18, 4) not null default 0,
      value_in numeric(18, 2) not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint stock_transit_never_negative check (quantity_in >= 0 and quantity_in <= quantity_out)
    );
    create unique index stock_transit_source_key on stock_transit (unit_id, source_type, source_id, source_line_id);
    create index stock_transit_open_idx on stock_transit (unit_id, to_storehouse_id) where quantity_in < quantity_out;

    create table stock_transit_move (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      fac_unit_id bigint not null references unit(id),
      stock_transit_id bigint not null references stock_transit(id),
      direction text not null check (direction in ('OUT', 'IN')),
      source_type text not null,
      source_id bigint not null,
      source_line_id bigint,
      quantity numeric(18, 4) not null,
      value numeric(18, 2) not null,
      reverses_id bigint references stock_transit_move(id),
      created_at timestamptz not null default now()
    );
    create unique index stock_transit_move_reverses_key on stock_transit_move (reverses_id) where reverses_id is not null;
    create index stock_transit_move_source_idx on stock_transit_move (unit_id, source_type, source_id);
    create index stock_transit_move_transit_idx on stock_transit_move (stock_transit_id);

    create table allocate_bill (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_no text not null,
      bill_type text not null check (bill_type in ('BILL_CALL_OUT', 'BILL_CALL_IN')),
      sku_kind text not null check (sku_kind in ('GOODS', 'MATERIAL')),
      status smallint not null default 0,
      out_storehouse_id bigint not null references storehouse(id),
      in_storehouse_id bigint not null references storehouse(id),
      call_out_id bigint references allocate_bill(id),
      is_auto boolean not null default false,
      operator_id bigint not null,
      op_date date not null,
      remark text,
      total_quantity numeric(18, 4) not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((bill_type = 'BILL_CALL_IN') = (call_out_id is not null))
    );
    create unique index allocate_bill_no_key on allocate_bill (unit_id, bill_no) where not is_deleted;
    create index allocate_bill_list_idx on allocate_bill (unit_id, op_date desc, id desc) where not is_deleted;
    create index allocate_bill_out_idx on allocate_bill (call_out_id) where call_out_id is not null;

    create table allocate_bill_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      allocate_bill_id bigint not null references allocate_bill(id) on delete cascade,
      sku_id bigint not null,
      quantity numeric(18, 4) not null check (quantity > 0),
      call_out_line_id bigint references allocate_bill_line(id),
      sort integer not null default 0
    );
    create index allocate_bill_line_bill_idx on allocate_bill_line (allocate_bill_id);

    create view allocate_out_bill as select * from allocate_bill where bill_type = 'BILL_CALL_OUT' with cascaded check option;
    create view allocate_in_bill as select * from allocate_bill where bill_type = 'BILL_CALL_IN' with cascaded check option;

    create table allocate_auto_receive (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      storehouse_id bigint not null references storehouse(id),
      created_by bigint not null,
      created_at timestamptz not null default now()
    );
    create unique index allocate_auto_receive_key on allocate_auto_receive (unit_id, storehouse_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table allocate_auto_receive;
    drop view allocate_out_bill, allocate_in_bill;
    drop table allocate_bill_line;
    drop table allocate_bill;
    drop table stock_transit_move;
    drop table stock_transit;
  `.execute(db);
}
