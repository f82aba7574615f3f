import { sql, type Kysely } from 'kysely';

/**
 * The order list (facPrdOrder/page) counts the factory's live orders of the asked statuses on every page: this index
 * lets that count read the index alone (index-only scan) instead of every order row. The page's rows themselves
 * follow production_order_unit_idx (unit_id, id desc), the default sort.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index production_order_status_idx on production_order (unit_id, status) where not is_deleted;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index production_order_status_idx;`.execute(db);
}
