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
