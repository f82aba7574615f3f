import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { REVIEWED_STATUSES } from './reminders.repository.js';

export interface OutsideQuantityRow {
  missionNodeId: string;
  outsideFactoryId: string;
  goodsSkuId: string | null;
  num: string;
}

/**
 * Quantities reported by outside factories from reviewed reports, per node, factory and SKU (a total node's lines
 * have no SKU), for one node or every node of a mission. Only completion reports of done quantities count.
 */
export async function outsideQuantities(
  db: Db,
  tenant: Tenant,
  scope: { nodeId: string } | { missionId: string },
): Promise<OutsideQuantityRow[]> {
  let q = db
    .selectFrom('missionNodeReport as r')
    .innerJoin('missionNodeReportLine as l', 'l.reportId', 'r.id')
    .select([
      'r.missionNodeId',
      sql<string>`r.outside_factory_id::text`.as('outsideFactoryId'),
      'l.goodsSkuId',
      sql<string>`sum(l.num)::text`.as('num'),
    ])
    .where('r.unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('r.isDeleted', '=', false)
    .where('r.billType', '=', 'FAC_MISSION_COMPLETE')
    .where('r.status', 'in', [...REVIEWED_STATUSES])
    .where('r.outsideFactoryId', 'is not', null)
    .where('l.kind', 'in', ['done', 'qualified']);
  q = 'nodeId' in scope ? q.where('r.missionNodeId', '=', scope.nodeId) : q.where('r.missionId', '=', scope.missionId);
  return q.groupBy(['r.missionNodeId', 'r.outsideFactoryId', 'l.goodsSkuId']).orderBy('r.missionNodeId').execute();
}

/** Every node of a mission with its outside factories and prices (the whole mission's 节点外发厂). */
export async function missionOutsideFactories(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionNodeOutsideFactory as f')
    .innerJoin('missionNode as n', 'n.id', 'f.missionNodeId')
    .innerJoin('outsideFactory as o', 'o.id', 'f.outsideFactoryId')
    .select(['n.id as missionNodeId', 'n.name as nodeName', 'f.outsideFactoryId', 'o.name', 'f.unitPrice'])
    .where('f.unitId', 'in', readableUnits(tenant, 'missionNodeOutsideFactory'))
    .where('n.missionId', '=', missionId)
    .orderBy('n.sort')
    .orderBy('f.id')
    .execute();
}

/** Names of outside factories (any state: reports keep naming a factory later deleted). */
export async function factoryNames(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('outsideFactory')
    .select(['id', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'outsideFactory'))
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether a mission of the session's factory exists. */
export async function missionExists(db: Db, tenant: Tenant, missionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('mission')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('isDeleted', '=', false)
    .where('id', '=', missionId)
    .executeTakeFirst();
  return Boolean(row);
}
