import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** The mission's number and status, locked `for update`. */
export async function lockMissionStatus(
  trx: Db,
  tenant: Tenant,
  missionId: string,
): Promise<{ id: string; missionNo: string; status: number; startedAt: Date | null } | undefined> {
  return trx
    .selectFrom('mission')
    .select(['id', 'missionNo', 'status', 'startedAt'])
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('isDeleted', '=', false)
    .where('id', '=', missionId)
    .forUpdate()
    .executeTakeFirst();
}

/** Time stamps a status change leaves on the mission (never the status: that is the engine's). */
export async function stampMission(
  trx: Db,
  tenant: Tenant & { userId: string },
  missionId: string,
  stamps: {
    startedAt?: Date | null;
    finishedAt?: Date | null;
    cancelledAt?: Date;
    cancelReason?: string | null;
    priority?: number;
  },
): Promise<void> {
  await trx
    .updateTable('mission')
    .set({ ...stamps, updatedBy: tenant.userId, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('id', '=', missionId)
    .execute();
}

/** Report bills of the mission in a status (2 reviewed): number and type, for messages naming them. */
export async function reportsOfMission(db: Db, tenant: Tenant, missionId: string, statuses: readonly number[]) {
  return db
    .selectFrom('missionNodeReport')
    .select(['id', 'billNo', 'billType'])
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('isDeleted', '=', false)
    .where('missionId', '=', missionId)
    .where('status', 'in', [...statuses])
    .orderBy('id')
    .execute();
}

export async function countUnfinishedNodes(db: Db, tenant: Tenant, missionId: string): Promise<number> {
  const row = await db
    .selectFrom('missionNode')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('missionId', '=', missionId)
    .where('status', '<>', 2)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Finishing the mission completes every unfinished node (started and finished now where not yet). */
export async function finishAllNodes(trx: Db, tenant: Tenant, missionId: string): Promise<number> {
  const rows = await trx
    .updateTable('missionNode')
    .set({ status: 2, startedAt: sql`coalesce(started_at, now())`, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('missionId', '=', missionId)
    .where('status', '<>', 2)
    .returning('id')
    .execute();
  return rows.length;
}
