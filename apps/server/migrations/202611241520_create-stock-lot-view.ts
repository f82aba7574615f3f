import { sql, type Kysely } from 'kysely';

/**
 * stock_lot: what the stock area publishes of its balances for other areas' queries, one row per storehouse × SKU ×
 * lot (roll or dye lot; roll_id '0' and vat_no '' = untracked) with the quantity on hand. Deliveries pick their lots
 * from it and the rolls area sums a roll's stock over storehouses from it, instead of joining stock_item and
 * stock_balance themselves. Read only; the ledger's own code keeps writing the tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create view stock_lot as
    select b.id, b.unit_id, i.storehouse_id, i.sku_kind, i.sku_id, b.roll_id, b.vat_no, b.quantity
    from stock_balance b join stock_item i on i.id = b.stock_item_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view stock_lot`.execute(db);
}
