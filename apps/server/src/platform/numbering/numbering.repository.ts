import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export async function findRule(db: Db, unitId: string, billType: string) {
  return db
    .selectFrom('numberRule')
    .select(['billType', 'segments', 'updatedAt'])
    .where('unitId', '=', unitId)
    .where('billType', '=', billType)
    .executeTakeFirst();
}

export async function listRules(db: Db, unitId: string) {
  return db
    .selectFrom('numberRule')
    .select(['billType', 'segments', 'updatedAt'])
    .where('unitId', '=', unitId)
    .orderBy('billType')
    .execute();
}

export async function upsertRule(db: Db, unitId: string, billType: string, segments: unknown[]): Promise<void> {
  await db
    .insertInto('numberRule')
    .values({ unitId, billType, segments: JSON.stringify(segments) })
    .onConflict((oc) =>
      oc.columns(['unitId', 'billType']).doUpdateSet({ segments: JSON.stringify(segments), updatedAt: new Date() }),
    )
    .execute();
}

/** True when a rule was there to delete. */
export async function deleteRule(db: Db, unitId: string, billType: string): Promise<boolean> {
  const r = await db.deleteFrom('numberRule').where('unitId', '=', unitId).where('billType', '=', billType).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Increments the counter under its row lock (insert ... on conflict do update) and answers the new value. */
export async function bumpCounter(trx: Db, unitId: string, billType: string, periodKey: string): Promise<number> {
  const row = await trx
    .insertInto('numberCounter')
    .values({ unitId, billType, periodKey, lastValue: 1 })
    .onConflict((oc) =>
      oc.columns(['unitId', 'billType', 'periodKey']).doUpdateSet({ lastValue: sql`number_counter.last_value + 1` }),
    )
    .returning('lastValue')
    .executeTakeFirstOrThrow();
  return Number(row.lastValue);
}

/** The last values of the given (bill type, period) counters, without touching them; missing = 0. */
export async function peekCounters(
  db: Db,
  unitId: string,
  keys: { billType: string; periodKey: string }[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (keys.length === 0) return found;
  const rows = await db
    .selectFrom('numberCounter')
    .select(['billType', 'periodKey', 'lastValue'])
    .where('unitId', '=', unitId)
    .where(
      'billType',
      'in',
      keys.map((k) => k.billType),
    )
    .execute();
  for (const r of rows) found.set(`${r.billType}\u0000${r.periodKey}`, Number(r.lastValue));
  return found;
}
