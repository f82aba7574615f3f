import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../tenancy/scope.js';

/** A unit and its company: a factory's boss unit (a boss unit is its own company). */
export async function tenantOfUnit(db: Db, unitId: string): Promise<Tenant> {
  const row = await db
    .selectFrom('unit')
    .select(['id', 'bossUnitId'])
    .where('id', '=', unitId)
    .executeTakeFirstOrThrow(() => new Error(`unit ${unitId} does not exist`));
  return { unitId: row.id, bossUnitId: row.bossUnitId ?? row.id };
}

export async function findRule(db: Db, tenant: Tenant, billType: string) {
  return db
    .selectFrom('numberRule')
    .select(['billType', 'segments', 'updatedAt'])
    .where('unitId', 'in', readableUnits(tenant, 'numberRule'))
    .where('billType', '=', billType)
    .executeTakeFirst();
}

export async function listRules(db: Db, tenant: Tenant) {
  return db
    .selectFrom('numberRule')
    .select(['billType', 'segments', 'updatedAt'])
    .where('unitId', 'in', readableUnits(tenant, 'numberRule'))
    .orderBy('billType')
    .execute();
}

export async function upsertRule(db: Db, tenant: Tenant, billType: string, segments: unknown[]): Promise<void> {
  await db
    .insertInto('numberRule')
    .values({ unitId: owningUnit(tenant, 'numberRule'), billType, segments: JSON.stringify(segments) })
    .onConflict((oc) =>
      oc.columns(['unitId', 'billType']).doUpdateSet({ segments: JSON.stringify(segments), updatedAt: new Date() }),
    )
    .execute();
}

/** True when a rule was there to delete. */
export async function deleteRule(db: Db, tenant: Tenant, billType: string): Promise<boolean> {
  const r = await db
    .deleteFrom('numberRule')
    .where('unitId', 'in', readableUnits(tenant, 'numberRule'))
    .where('billType', '=', billType)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/**
 * Increments the counter under its row lock (insert ... on conflict do update) and answers the new value. The
 * counter is the company's (ADR 0011): factories of one company draw from it in turn, so a number names one bill.
 */
export async function bumpCounter(trx: Db, tenant: Tenant, billType: string, periodKey: string): Promise<number> {
  const row = await trx
    .insertInto('numberCounter')
    .values({ unitId: owningUnit(tenant, 'numberCounter'), billType, periodKey, lastValue: 1 })
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
  tenant: Tenant,
  keys: { billType: string; periodKey: string }[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (keys.length === 0) return found;
  const rows = await db
    .selectFrom('numberCounter')
    .select(['billType', 'periodKey', 'lastValue'])
    .where('unitId', 'in', readableUnits(tenant, 'numberCounter'))
    .where(
      'billType',
      'in',
      keys.map((k) => k.billType),
    )
    .execute();
  for (const r of rows) found.set(`${r.billType}\u0000${r.periodKey}`, Number(r.lastValue));
  return found;
}
