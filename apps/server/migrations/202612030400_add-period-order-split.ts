import { sql, type Kysely } from 'kysely';

/**
 * Period-end balance, issue 13 part 4 (second pass):
 * - stock_period_movement: the ledger's rows as the period balance reads them, read only. `is_in` says on which side a
 *   row counts: an original row by its sign, a reversal (reverses_id set) on its original's side, so the undo of an out
 *   lowers "out" instead of raising "in". It carries the production order the row names, so a period splits by order.
 * - stock_period_line.order_id / order_no: a period's lines are kept per SKU and production order (null: none), so the
 *   detail can show one order's part; the plain detail sums a SKU's lines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create view stock_period_movement as
    select m.id, m.unit_id, m.storehouse_id, m.sku_kind, m.sku_id, m.op_date, m.quantity, m.value, m.order_id, m.order_no,
           (m.quantity > 0) = (m.reverses_id is null) as is_in
    from stock_movement m;
    alter table stock_period_line add column order_id bigint, add column order_no text;
    create index stock_period_line_order_idx on stock_period_line (stock_period_id, order_id) where order_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index stock_period_line_order_idx;
    alter table stock_period_line drop column order_no, drop column order_id;
    drop view stock_period_movement;
  `.execute(db);
}
