import { sql, type Kysely } from 'kysely';

/**
 * What the arrivals area publishes for other areas' list queries (quality's cloth checks list each row with its
 * arrival's number and date and the line's arrived quantity, filtered and paged in SQL): arrival_summary (a head:
 * number, date, status, supplier, creator) and arrival_line_summary (a line: its arrival, SKU, stock quantity,
 * order). Other areas join these instead of arrival and arrival_line, so those tables can change behind them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create view arrival_summary as
    select id, unit_id, no, date_arrive, status, is_deleted, supplier_id, creator_id from arrival;
    create view arrival_line_summary as
    select id, unit_id, arrival_id, material_sku_id, stock_quantity, sort from arrival_line`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view arrival_line_summary; drop view arrival_summary`.execute(db);
}
