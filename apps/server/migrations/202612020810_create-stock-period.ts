import { sql, type Kysely } from 'kysely';

/**
 * Period-end balance with a period lock (issue 13 part 4).
 * - stock_period: one closed period of one storehouse (the company's, like the ledger: unit_id = the BOSS unit;
 *   fac_unit_id = the factory that closed it), CLOSED or CANCELLED; live periods of a storehouse never overlap.
 * - stock_period_line: per SKU the opening, in, out and closing quantity and value of that period, taken from the
 *   movements when the period was closed.
 * - storehouse.stock_closed_until: the end of the storehouse's latest live period. Every posting reads it on the
 *   storehouse row it share-locks (stock-posting.repository.ts); closing and cancelling update it on the row locked
 *   for update, so a posting either lands before a close (and is in its balance) or sees the new date and is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table storehouse add column stock_closed_until date;
    create table stock_period (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      fac_unit_id bigint not null references unit(id),
      storehouse_id bigint not null references storehouse(id),
      period_start date not null,
      period_end date not null,
      status text not null default 'CLOSED' check (status in ('CLOSED', 'CANCELLED')),
      remark text,
      created_by bigint not null references app_user(id),
      cancelled_by bigint references app_user(id),
      cancelled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (period_end >= period_start)
    );
    create index stock_period_storehouse_idx on stock_period (unit_id, storehouse_id, period_end desc);
    create table stock_period_line (
      id bigint generated always as identity primary key,
      stock_period_id bigint not null references stock_period(id),
      sku_kind text not null,
      sku_id bigint not null,
      opening_quantity numeric(20, 4) not null,
      opening_value numeric(20, 2) not null,
      in_quantity numeric(20, 4) not null,
      in_value numeric(20, 2) not null,
      out_quantity numeric(20, 4) not null,
      out_value numeric(20, 2) not null,
      closing_quantity numeric(20, 4) not null,
      closing_value numeric(20, 2) not null
    );
    create index stock_period_line_period_idx on stock_period_line (stock_period_id, sku_kind, sku_id);
    create index stock_movement_period_idx on stock_movement (storehouse_id, op_date);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index stock_movement_period_idx;
    drop table stock_period_line;
    drop table stock_period;
    alter table storehouse drop column stock_closed_until;
  `.execute(db);
}
