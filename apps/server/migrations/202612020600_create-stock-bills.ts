import { sql, type Kysely } from 'kysely';

/**
 * Stock bills (areas/stock-bills, issue 13 parts 1 and 6):
 * - stock_bill / stock_bill_line: 入库 STOCK_IN, 出库 STOCK_OUT, 发货 STOCK_DELIVERY, 退货入库 STOCK_SALE_RETURN and
 *   调整 STOCK_ADJUST of goods or materials, one table for the family. Each kind is its own bill type in the engine,
 *   reached through a view of its rows (`stock_in_bill` ...) so a bill of one kind can never be moved as another.
 *   Line quantity: the moved quantity, or for STOCK_ADJUST the new absolute stock (the posting is the difference
 *   against the book stock at approval).
 * - stock_inform / stock_inform_line: 入库通知单, made by a reviewed 出库 naming another storehouse (调往仓库); status
 *   0 待入库, 1 已入库 (a STOCK_IN bill generated, reviewed), 2 已关闭.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_bill (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_no text not null,
      operate_type text not null check (operate_type in ('STOCK_IN', 'STOCK_OUT', 'STOCK_DELIVERY', 'STOCK_SALE_RETURN', 'STOCK_ADJUST')),
      sku_kind text not null check (sku_kind in ('GOODS', 'MATERIAL')),
      status smallint not null default 0,
      storehouse_id bigint not null references storehouse(id),
      in_storehouse_id bigint references storehouse(id),
      outside_factory_id bigint references outside_factory(id),
      customer_id bigint references customer(id),
      production_order_id bigint references production_order(id),
      inform_id bigint,
      operator_id bigint not null,
      op_date date not null,
      remark text,
      adjust_note text,
      total_quantity numeric(18, 4) not null default 0,
      total_amount numeric(18, 2) not null default 0,
      print_count integer not null default 0,
      cancel_remark text,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index stock_bill_no_key on stock_bill (unit_id, bill_no) where not is_deleted;
    create index stock_bill_list_idx on stock_bill (unit_id, op_date desc, id desc) where not is_deleted;

    create table stock_bill_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      stock_bill_id bigint not null references stock_bill(id) on delete cascade,
      sku_id bigint not null,
      quantity numeric(18, 4) not null check (quantity >= 0),
      price numeric(18, 4) not null default 0,
      amount numeric(18, 2) not null default 0,
      sort integer not null default 0
    );
    create index stock_bill_line_bill_idx on stock_bill_line (stock_bill_id);

    create view stock_in_bill as select * from stock_bill where operate_type = 'STOCK_IN' with cascaded check option;
    create view stock_out_bill as select * from stock_bill where operate_type = 'STOCK_OUT' with cascaded check option;
    create view stock_delivery_bill as select * from stock_bill where operate_type = 'STOCK_DELIVERY' with cascaded check option;
    create view stock_return_bill as select * from stock_bill where operate_type = 'STOCK_SALE_RETURN' with cascaded check option;
    create view stock_adjust_bill as select * from stock_bill where operate_type = 'STOCK_ADJUST' with cascaded check option;

    create table stock_inform (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_no text not null,
      status smallint not null default 0 check (status in (0, 1, 2)),
      storehouse_id bigint not null references storehouse(id),
      out_storehouse_id bigint not null references storehouse(id),
      out_bill_id bigint not null references stock_bill(id),
      in_bill_id bigint references stock_bill(id),
      sku_kind text not null,
      total_quantity numeric(18, 4) not null default 0,
      total_amount numeric(18, 2) not null default 0,
      received_quantity numeric(18, 4),
      received_amount numeric(18, 2),
      remark text,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index stock_inform_out_bill_key on stock_inform (out_bill_id);
    create index stock_inform_list_idx on stock_inform (unit_id, storehouse_id, status, id desc);

    create table stock_inform_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      stock_inform_id bigint not null references stock_inform(id) on delete cascade,
      sku_id bigint not null,
      quantity numeric(18, 4) not null,
      received numeric(18, 4),
      price numeric(18, 4) not null default 0
    );
    create index stock_inform_line_idx on stock_inform_line (stock_inform_id);

    alter table stock_bill add constraint stock_bill_inform_fk foreign key (inform_id) references stock_inform(id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table stock_bill drop constraint stock_bill_inform_fk;
    drop table stock_inform_line;
    drop table stock_inform;
    drop view stock_in_bill, stock_out_bill, stock_delivery_bill, stock_return_bill, stock_adjust_bill;
    drop table stock_bill_line;
    drop table stock_bill;
  `.execute(db);
}
