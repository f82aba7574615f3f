import { sql, type Kysely } from 'kysely';

/**
 * 余料库存 (the material stock page's remnant view) sums the remnant put-away movements of each stock row: a partial
 * index keeps that to the few REMNANT rows of an item instead of all its movements.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index stock_movement_remnant_idx on stock_movement (stock_item_id) where change_type = 'REMNANT'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index stock_movement_remnant_idx`.execute(db);
}
