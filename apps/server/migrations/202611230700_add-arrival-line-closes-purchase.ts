import { sql, type Kysely } from 'kysely';

/**
 * 是否到齐 closes the purchase line: the review of an arrival marks the purchase lines of its lines ticked 是否到齐 as
 * arrive-complete, and notes here on the arrival line that it was this review that closed the purchase line (it was
 * still open), so the un-review reopens exactly those and never a line closed by hand or by another arrival.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table arrival_line add column closes_purchase_line boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table arrival_line drop column closes_purchase_line`.execute(db);
}
