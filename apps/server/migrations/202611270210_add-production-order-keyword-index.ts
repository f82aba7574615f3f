import { sql, type Kysely } from 'kysely';

/**
 * The order list's keyword (输入订单号/款号搜索, ILIKE '%…%') reads a trigram index of the order number and the
 * customer PO instead of every order; the style side reads goods_style_keyword_trgm_idx
 * (202611250600_add-keyword-trigram-indexes.ts) and production_order_goods_style_idx.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists pg_trgm;
    create index production_order_keyword_trgm_idx on production_order using gin (order_no gin_trgm_ops, buy_no gin_trgm_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index production_order_keyword_trgm_idx;`.execute(db);
}
