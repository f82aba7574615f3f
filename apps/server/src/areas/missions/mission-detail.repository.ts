import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

export function missionForm(db: Db, tenant: Tenant, id: string) {
  return db
    .selectFrom('mission')
    .select([
      'id',
      'version',
      'customerStyleNo',
      'customerOrderNo',
      'remark',
      'productionOrderGoodsId',
      'bomId',
      'workingSheetName',
      'workingSheetContent',
      'workingSheetAttachmentIds',
      'attachmentIds',
      'startedAt',
      'finishedAt',
      'cancelledAt',
      'cancelReason',
    ])
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('isDeleted', '=', false)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function nodeRows(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionNode as n')
    .leftJoin('missionNode as u', 'u.id', 'n.upstreamMissionNodeId')
    .select([
      'n.id',
      'n.prcdNodeId',
      'n.name',
      'n.typeCode',
      'n.sort',
      'n.status',
      'n.chargerIds',
      'n.tagIds',
      'n.labourCost',
      sql<string | null>`to_char(n.plan_end_at, 'YYYY-MM-DD')`.as('planEndAt'),
      'n.warnDays',
      'n.diffMin',
      'n.diffMax',
      'n.outsideSettlement',
      'n.isShipment',
      'n.upstreamMissionNodeId',
      'u.prcdNodeId as upstreamPrcdNodeId',
      'n.targetNum',
      'n.completedNum',
      'n.adjustNum',
      'n.defectiveNum',
      'n.wasteNum',
      'n.startedAt',
      'n.finishedAt',
      sql<boolean>`exists (select 1 from mission_node_report r where r.mission_node_id = n.id and not r.is_deleted and r.status <> 5)`.as(
        'hasReports',
      ),
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.missionId', '=', missionId)
    .orderBy('n.sort')
    .execute();
}

export function deliveryLog(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionDeliveryChange as d')
    .leftJoin('appUser as u', 'u.id', 'd.changedBy')
    .select([
      'd.id',
      'd.createdAt',
      'd.changedBy',
      'u.userName as changedByName',
      sql<string>`to_char(d.old_delivery_at, 'YYYY-MM-DD')`.as('oldDeliveryAt'),
      sql<string>`to_char(d.new_delivery_at, 'YYYY-MM-DD')`.as('newDeliveryAt'),
      'd.statusBefore',
    ])
    .where('d.unitId', 'in', readableUnits(tenant, 'missionDeliveryChange'))
    .where('d.missionId', '=', missionId)
    .orderBy('d.id')
    .execute();
}

export async function opLogPage(
  db: Db,
  tenant: Tenant,
  missionId: string,
  nodeId: string | undefined,
  limit: number,
  offset: number,
) {
  const base = db
    .selectFrom('missionOpLog as l')
    .where('l.unitId', 'in', readableUnits(tenant, 'missionOpLog'))
    .where('l.missionId', '=', missionId)
    .$if(nodeId !== undefined, (q) => q.where('l.missionNodeId', '=', nodeId!));
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('appUser as u', 'u.id', 'l.userId')
      .select(['l.id', 'l.missionId', 'l.missionNodeId', 'l.action', 'l.content', 'l.userId', 'u.userName', 'l.createdAt'])
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Mission numbers (and ids) of the factory matching a keyword, newest first (getOrderNo, simpleMissionList). */
export function missionNos(db: Db, tenant: Tenant, keyword: string | undefined, limit: number) {
  return db
    .selectFrom('mission as m')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .select(['m.id', 'm.missionNo', 'm.status', 's.styleNo', 's.styleName', 'm.totalNum'])
    .where('m.unitId', 'in', readableUnits(tenant, 'mission'))
    .where('m.isDeleted', '=', false)
    .$if(Boolean(keyword), (q) =>
      q.where((eb) =>
        eb.or([eb('m.missionNo', 'ilike', likeContains(keyword!)), eb('s.styleNo', 'ilike', likeContains(keyword!))]),
      ),
    )
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}
