import { Dec } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** The node panel's header as stored (the service adds the target, review mode and permission). */
export async function nodeHeader(db: Db, tenant: Tenant, missionNodeId: string) {
  const row = await db
    .selectFrom('missionNode as n')
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .innerJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .leftJoin('missionNode as up', 'up.id', 'n.upstreamMissionNodeId')
    .leftJoin('prcdTemplate as t', 't.id', 'm.prcdTemplateId')
    .select([
      'm.id as missionId',
      'm.missionNo',
      'm.status as missionStatus',
      'n.id as missionNodeId',
      'n.name as nodeName',
      'n.typeCode',
      'n.status',
      'n.upstreamMissionNodeId',
      'up.name as upstreamNodeName',
      'm.totalNum as orderedNum',
      'm.actualCutNum',
      'n.completedNum',
      'n.adjustNum',
      'n.defectiveNum',
      'n.wasteNum',
      'p.doac',
      'p.allowCompleteExcess',
      'p.completeExcessPercent',
      'p.allowAdjustNum',
      'p.reportSendSelectUser',
      'p.reportSendDefComplete',
      'p.associateInStore',
      'p.defaultStorehouseId',
      'p.billConfigs',
      'n.outsideSettlement as isOutsideSettlement',
      'n.isShipment',
      sql<string | null>`case when m.is_outside then m.outside_factory_id::text end`.as('missionOutsideFactoryId'),
      'n.chargerIds',
      'n.labourCost',
      't.id as templateId',
      't.reportNeedsReview',
      'p.reportReview',
      sql<string[]>`coalesce((select array_agg(distinct r.lathe) from mission_node_report r
        where r.mission_id = m.id and r.lathe is not null and not r.is_deleted and r.status <> 5), '{}')`.as('usedLathes'),
      sql<number>`(select count(*)::int from mission_node_report r
        where r.mission_node_id = n.id and not r.is_deleted and r.status in (0, 1, 3, 4))`.as('unprocessedBillCount'),
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.id', '=', missionNodeId)
    .executeTakeFirst();
  if (!row) return undefined;
  const n = (v: string) => Dec.of(v).toString();
  return {
    ...row,
    orderedNum: n(row.orderedNum),
    actualCutNum: n(row.actualCutNum),
    completedNum: n(row.completedNum),
    adjustNum: n(row.adjustNum),
    defectiveNum: n(row.defectiveNum),
    wasteNum: n(row.wasteNum),
  };
}

/** The mission's SKUs (summed over customers) with colour and size names. */
export async function skuLines(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionLine as l')
    .innerJoin('goodsSku as g', 'g.id', 'l.goodsSkuId')
    .leftJoin('skuAttr as co', 'co.id', 'g.colorId')
    .leftJoin('skuAttr as si', 'si.id', 'g.sizeId')
    .select([
      'l.goodsSkuId',
      sql<string | null>`min(co.name)`.as('colorName'),
      sql<string | null>`min(si.name)`.as('sizeName'),
      sql<string>`sum(l.num)::text`.as('num'),
      sql<string>`sum(l.actual_cut_num)::text`.as('actualCutNum'),
    ])
    .where('l.unitId', 'in', readableUnits(tenant, 'missionLine'))
    .where('l.missionId', '=', missionId)
    .groupBy('l.goodsSkuId')
    .orderBy(sql`min(l.id)`)
    .execute();
}

/** Per outside factory of the node (its sent-to list, plus any factory that reported): reviewed completed and adjusted per SKU. */
export async function outsideFigures(db: Db, tenant: Tenant, missionNodeId: string) {
  const factories = await db
    .selectFrom('missionNodeOutsideFactory as o')
    .innerJoin('outsideFactory as f', 'f.id', 'o.outsideFactoryId')
    .select(['o.outsideFactoryId', 'f.name', 'o.unitPrice'])
    .where('o.unitId', 'in', readableUnits(tenant, 'missionNodeOutsideFactory'))
    .where('o.missionNodeId', '=', missionNodeId)
    .orderBy('o.id')
    .execute();
  const sums = await db
    .selectFrom('missionNodeReport as r')
    .innerJoin('missionNodeReportLine as l', 'l.reportId', 'r.id')
    .innerJoin('outsideFactory as f', 'f.id', 'r.outsideFactoryId')
    .select([
      'r.outsideFactoryId',
      'f.name',
      'r.billType',
      sql<string>`coalesce(l.goods_sku_id::text, '')`.as('skuKey'),
      sql<string>`sum(l.num)::text`.as('num'),
    ])
    .where('r.unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('r.missionNodeId', '=', missionNodeId)
    .where('r.status', 'in', [2, 3])
    .where('r.isDeleted', '=', false)
    .where('r.billType', 'in', ['FAC_MISSION_COMPLETE', 'FAC_MISSION_ADJUST'])
    .groupBy(['r.outsideFactoryId', 'f.name', 'r.billType', 'l.goodsSkuId'])
    .execute();
  const all = new Map(factories.map((f) => [f.outsideFactoryId, { ...f }]));
  for (const s of sums)
    if (s.outsideFactoryId && !all.has(s.outsideFactoryId))
      all.set(s.outsideFactoryId, { outsideFactoryId: s.outsideFactoryId, name: s.name, unitPrice: null });
  return [...all.values()].map((f) => {
    const own = sums.filter((s) => s.outsideFactoryId === f.outsideFactoryId);
    const bySku = new Map<string, { completed: Dec; adjust: Dec }>();
    for (const s of own) {
      const e = bySku.get(s.skuKey) ?? { completed: Dec.of(0), adjust: Dec.of(0) };
      if (s.billType === 'FAC_MISSION_ADJUST') e.adjust = e.adjust.plus(s.num);
      else e.completed = e.completed.plus(s.num);
      bySku.set(s.skuKey, e);
    }
    const total = [...bySku.values()].reduce((t, e) => ({ c: t.c.plus(e.completed), a: t.a.plus(e.adjust) }), {
      c: Dec.of(0),
      a: Dec.of(0),
    });
    return {
      outsideFactoryId: f.outsideFactoryId,
      name: f.name,
      unitPrice: f.unitPrice,
      completedNum: total.c.toString(),
      adjustNum: total.a.toString(),
      skus: [...bySku].map(([k, e]) => ({ goodsSkuId: k, completedNum: e.completed.toString(), adjustNum: e.adjust.toString() })),
    };
  });
}
