import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';

/**
 * The factory's book row locked FOR UPDATE (made when missing): a period close or reopen holds it while it reads
 * the journal, so postings (which share-lock it) either land before and are counted, or see the new date and are
 * refused. Answers the current closed-until date (null: nothing closed).
 */
export async function lockBooks(trx: Db, ctx: RequestContext): Promise<string | null> {
  await sql`insert into finance_book (unit_id) values (${ctx.unitId}) on conflict (unit_id) do nothing`.execute(trx);
  const row = await sql<{ closedUntil: string | null }>`
    select to_char(closed_until, 'YYYY-MM-DD') as "closedUntil" from finance_book where unit_id = ${ctx.unitId} for update`.execute(
    trx,
  );
  return row.rows[0]?.closedUntil ?? null;
}

/** Sets the date the books are closed up to (null reopens everything); call after lockBooks in the same transaction. */
export async function setBooksClosedUntil(trx: Db, ctx: RequestContext, closedUntil: string | null): Promise<void> {
  await sql`update finance_book set closed_until = ${closedUntil}, updated_at = now() where unit_id = ${ctx.unitId}`.execute(trx);
}
