import { sql } from 'kysely';
import type { Db } from '../db/database.js';

// The company a library row belongs to: its boss unit and the factories under it (table `unit`).

/** The company's boss unit and every factory of it: the units a company-level name must be unique across. */
export async function companyUnitIds(db: Db, bossUnitId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('unit')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', bossUnitId), eb('bossUnitId', '=', bossUnitId)]))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function unitName(db: Db, unitId: string): Promise<string> {
  return (await db.selectFrom('unit').select('name').where('id', '=', unitId).executeTakeFirst())?.name ?? '';
}

/** The boss unit above a factory (for callers that only hold the factory's id). */
export async function bossUnitOf(db: Db, unitId: string): Promise<string> {
  const row = await db.selectFrom('unit').select(['id', 'bossUnitId']).where('id', '=', unitId).executeTakeFirst();
  return row?.bossUnitId ?? row?.id ?? unitId;
}

/**
 * Serialises the library writes of one company inside the caller's transaction: a name is unique across the
 * company and all its factories, which no per-unit index can say, so the check and the insert run one at a time.
 * FOR NO KEY UPDATE leaves the foreign-key checks of other inserts (FOR KEY SHARE on `unit`) unblocked.
 */
export async function lockCompanyLibraries(trx: Db, bossUnitId: string): Promise<void> {
  await sql`select id from unit where id = ${bossUnitId} for no key update`.execute(trx);
}
