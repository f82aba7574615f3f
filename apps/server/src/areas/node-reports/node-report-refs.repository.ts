import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** The node a report is made on, with what the report dialog and its checks need (not locked). */
export async function findNodeForReport(db: Db, tenant: Tenant, missionNodeId: string) {
  return db
    .selectFrom('missionNode as n')
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .innerJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .select([
      'n.id',
      'n.missionId',
      'n.typeCode',
      'n.status',
      'n.chargerIds',
      'm.status as missionStatus',
      'm.isOutside',
      'm.outsideFactoryId as missionOutsideFactoryId',
      'p.allowAdjustNum',
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('m.isDeleted', '=', false)
    .where('n.id', '=', missionNodeId)
    .executeTakeFirst();
}

/** Which of the ids are not a live row the session's factory can use (answers the missing ones). */
export async function missingIds(
  db: Db,
  tenant: Tenant,
  table: 'storehouse' | 'customer' | 'outsideFactory',
  ids: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, table))
    .where('isDeleted', '=', false)
    .where('id', 'in', wanted)
    .execute();
  const found = new Set(rows.map((r) => r.id));
  return wanted.filter((id) => !found.has(id));
}

/** Whether the user belongs to the factory (a finishing person or a sent-to workbay). */
export async function isFactoryUser(db: Db, unitId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userUnit')
    .select('userId')
    .where('unitId', '=', unitId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The goods SKU ids on the mission's lines. */
export async function missionSkuIds(db: Db, tenant: Tenant, missionId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('missionLine')
    .select('goodsSkuId')
    .where('unitId', 'in', readableUnits(tenant, 'missionLine'))
    .where('missionId', '=', missionId)
    .execute();
  return new Set(rows.map((r) => r.goodsSkuId));
}

/** Logic nodes: done (已完成) or not done (进行中). */
export async function setLogicNodeStatus(
  db: Db,
  tenant: Tenant,
  missionNodeId: string,
  done: boolean,
  delayReason: string | null,
) {
  await db
    .updateTable('missionNode')
    .set({
      status: done ? 2 : 1,
      finishedAt: done ? new Date() : null,
      ...(delayReason ? { delayReason } : {}),
      updatedAt: new Date(),
    })
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', '=', missionNodeId)
    .execute();
}
