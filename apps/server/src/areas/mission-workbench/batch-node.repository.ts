import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

export interface LockedNode {
  id: string;
  missionId: string;
  missionNo: string;
  missionStatus: number;
  name: string;
  status: number;
  planEndAt: string | null;
  delayReason: string | null;
  startedAt: Date | null;
}

/**
 * The nodes with their missions, both locked `for update` in id order (two batches over the same nodes queue
 * instead of deadlocking); nodes of another factory are not found.
 */
export async function lockNodes(trx: Db, tenant: Tenant, ids: readonly string[]): Promise<LockedNode[]> {
  return trx
    .selectFrom('missionNode as n')
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('m.isDeleted', '=', false)
    .where('n.id', 'in', ids)
    .select([
      'n.id',
      'n.missionId',
      'm.missionNo',
      'm.status as missionStatus',
      'n.name',
      'n.status',
      sql<string | null>`to_char(n.plan_end_at, 'YYYY-MM-DD')`.as('planEndAt'),
      'n.delayReason',
      'n.startedAt',
    ])
    .orderBy('n.id')
    .forUpdate()
    .execute();
}

/** One update for the whole batch: the status, its start and finish stamps, and the delay reason where given. */
export async function setNodeStatus(
  trx: Db,
  tenant: Tenant,
  ids: readonly string[],
  status: number,
  delayReason: string | null,
): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('missionNode')
    .set({
      status,
      startedAt: status === 0 ? null : sql`coalesce(started_at, ${now})`,
      finishedAt: status === 2 ? now : null,
      ...(delayReason ? { delayReason } : {}),
      updatedAt: now,
    })
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', 'in', ids)
    .execute();
}

export async function setNodeChargers(
  trx: Db,
  tenant: Tenant,
  ids: readonly string[],
  chargerIds: readonly string[],
): Promise<void> {
  await trx
    .updateTable('missionNode')
    .set({ chargerIds: JSON.stringify(chargerIds), updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', 'in', ids)
    .execute();
}

/** The users among `ids` who work in the factory, with their names (the log names the new chargers). */
export async function factoryUserNames(db: Db, unitId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('userUnit as uu')
    .innerJoin('appUser as u', 'u.id', 'uu.userId')
    .select(['u.id', 'u.userName'])
    .where('uu.unitId', '=', unitId)
    .where('u.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.userName]));
}
