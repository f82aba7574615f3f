import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import type { LineSum } from './node-figures.js';

/**
 * The summed lines of the nodes' report bills in the given statuses, per node, bill type, kind and SKU (one grouped
 * read for every node asked; the limits, the roll-ups and the panel use it).
 */
export async function lineSums(
  db: Db,
  tenant: Tenant,
  filter: {
    missionNodeIds: readonly string[];
    statuses: readonly number[];
    exceptReportId?: string | null;
    reportId?: string;
  },
): Promise<Map<string, LineSum[]>> {
  const out = new Map<string, LineSum[]>();
  if (filter.missionNodeIds.length === 0 || filter.statuses.length === 0) return out;
  let q = db
    .selectFrom('missionNodeReport as r')
    .innerJoin('missionNodeReportLine as l', 'l.reportId', 'r.id')
    .select([
      'r.missionNodeId',
      'r.billType',
      'l.kind',
      sql<string>`coalesce(l.goods_sku_id::text, '')`.as('skuKey'),
      sql<string>`sum(l.num)::text`.as('num'),
    ])
    .where('r.unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('r.missionNodeId', 'in', filter.missionNodeIds)
    .where('r.status', 'in', filter.statuses)
    .where('r.isDeleted', '=', false)
    .groupBy(['r.missionNodeId', 'r.billType', 'l.kind', 'l.goodsSkuId']);
  if (filter.exceptReportId) q = q.where('r.id', '!=', filter.exceptReportId);
  if (filter.reportId) q = q.where('r.id', '=', filter.reportId);
  const rows: (LineSum & { missionNodeId: string })[] = await q.execute();
  // Defect management's 合格 / 报废 move posted defective pieces on: they count wherever the reports count (the
  // panel's per-SKU figures, the limits, the downstream targets), so the figures have one source.
  if (!filter.reportId && filter.statuses.includes(2)) rows.push(...(await defectMoveSums(db, tenant, filter)));
  for (const row of rows) {
    const list = out.get(row.missionNodeId) ?? [];
    list.push({ billType: row.billType, kind: row.kind, skuKey: row.skuKey, num: row.num });
    out.set(row.missionNodeId, list);
  }
  return out;
}

/**
 * What the defect bills in effect (areas/defects) moved on the nodes, as line sums: 合格 (QUALIFY) takes pieces from
 * defective to completed, 报废 (WASTE) from defective to waste. Their kinds ('repaired', 'scrapped') are not an
 * inspection's, so the node's 合格率 stays that of the first inspection.
 */
async function defectMoveSums(
  db: Db,
  tenant: Tenant,
  filter: { missionNodeIds: readonly string[]; exceptReportId?: string | null },
): Promise<(LineSum & { missionNodeId: string })[]> {
  let q = db
    .selectFrom('defectBillLine as l')
    .innerJoin('defectBill as b', 'b.id', 'l.defectBillId')
    .innerJoin('defect as d', 'd.id', 'l.defectId')
    .select([
      'd.missionNodeId',
      'b.action',
      sql<string>`coalesce(d.goods_sku_id::text, '')`.as('skuKey'),
      sql<string>`sum(l.num)::text`.as('num'),
    ])
    .where('b.unitId', 'in', readableUnits(tenant, 'defectBill'))
    .where('b.status', '=', 2)
    .where('b.action', 'in', ['QUALIFY', 'WASTE'])
    .where('d.missionNodeId', 'in', filter.missionNodeIds)
    .groupBy(['d.missionNodeId', 'b.action', 'd.goodsSkuId']);
  if (filter.exceptReportId) q = q.where('d.reportId', '!=', filter.exceptReportId);
  return (await q.execute()).flatMap((r) => {
    const [to, kind] =
      r.action === 'QUALIFY' ? (['FAC_MISSION_COMPLETE', 'repaired'] as const) : (['FAC_MISSION_WASTE', 'scrapped'] as const);
    const base = { missionNodeId: r.missionNodeId, skuKey: r.skuKey, kind };
    return [
      { ...base, billType: to, num: r.num },
      { ...base, billType: 'FAC_MISSION_DEFECTIVE', num: `-${r.num}` },
    ];
  });
}

/** The summed lines of one bill (any status). */
export async function billSums(db: Db, tenant: Tenant, reportId: string): Promise<LineSum[]> {
  return db
    .selectFrom('missionNodeReport as r')
    .innerJoin('missionNodeReportLine as l', 'l.reportId', 'r.id')
    .select([
      'r.billType',
      'l.kind',
      sql<string>`coalesce(l.goods_sku_id::text, '')`.as('skuKey'),
      sql<string>`sum(l.num)::text`.as('num'),
    ])
    .where('r.unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('r.id', '=', reportId)
    .groupBy(['r.billType', 'l.kind', 'l.goodsSkuId'])
    .execute();
}

/** The nodes whose upstream node is this one (the limits of those depend on it). */
export async function downstreamNodes(db: Db, tenant: Tenant, missionNodeId: string) {
  return db
    .selectFrom('missionNode as n')
    .innerJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .select(['n.id', 'n.name', 'n.typeCode', 'n.missionId', 'p.doac', 'p.allowCompleteExcess', 'p.completeExcessPercent'])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.upstreamMissionNodeId', '=', missionNodeId)
    .execute();
}

/** The node's definition options the reports need (target basis, tolerance, stock and sent-to options). */
export async function nodeOptions(db: Db, tenant: Tenant, missionNodeId: string) {
  return db
    .selectFrom('missionNode as n')
    .innerJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .select([
      'n.id',
      'n.upstreamMissionNodeId',
      'p.doac',
      'p.allowCompleteExcess',
      'p.completeExcessPercent',
      'p.allowAdjustNum',
      'p.associateInStore',
      'p.defaultStorehouseId',
      'p.reportSendSelectUser',
      'p.reportSendDefComplete',
      'p.billConfigs',
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.id', '=', missionNodeId)
    .executeTakeFirst();
}

/** Share-locks a node row (an upstream node whose figures a report is checked against). */
export async function shareLockNode(trx: Db, tenant: Tenant, missionNodeId: string): Promise<void> {
  await trx
    .selectFrom('missionNode')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', '=', missionNodeId)
    .forShare()
    .execute();
}

/** Ordered and actually-cut quantities of the mission per SKU. */
export async function missionSkuTargets(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionLine')
    .select(['goodsSkuId', sql<string>`sum(num)::text`.as('num'), sql<string>`sum(actual_cut_num)::text`.as('actualCutNum')])
    .where('unitId', 'in', readableUnits(tenant, 'missionLine'))
    .where('missionId', '=', missionId)
    .groupBy('goodsSkuId')
    .execute();
}

/**
 * Reviewed report quantities (completed and adjusted) per bill with the node's wage and the mission: what piece-rate
 * wages and progress reports multiply and add up (the workbench reads them through the area's index).
 */
export async function reviewedReportFigures(
  db: Db,
  tenant: Tenant,
  filter: { dateStart?: string; dateEnd?: string; finishUserIds?: readonly string[]; missionIds?: readonly string[] } = {},
) {
  let q = db
    .selectFrom('missionNodeReport as r')
    .innerJoin('missionNode as n', 'n.id', 'r.missionNodeId')
    .innerJoin('missionNodeReportLine as l', 'l.reportId', 'r.id')
    .select([
      'r.id as reportId',
      'r.billType',
      'r.missionId',
      'r.missionNodeId',
      'n.name as nodeName',
      'n.typeCode',
      'r.finishUserId',
      'r.outsideFactoryId',
      sql<string>`to_char(r.date_completed, 'YYYY-MM-DD')`.as('dateCompleted'),
      'n.labourCost',
      sql<string>`sum(l.num)::text`.as('quantity'),
    ])
    .where('r.unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('r.status', 'in', [2, 3])
    .where('r.isDeleted', '=', false)
    .where('r.billType', 'in', ['FAC_MISSION_COMPLETE', 'FAC_MISSION_ADJUST'])
    // Sampling rows: only what was produced is work done.
    .where((eb) => eb.or([eb('n.typeCode', 'not in', ['select_check', 'select_check_quantity']), eb('l.kind', '=', 'produced')]))
    .groupBy(['r.id', 'n.id']);
  if (filter.dateStart) q = q.where('r.dateCompleted', '>=', filter.dateStart);
  if (filter.dateEnd) q = q.where('r.dateCompleted', '<=', filter.dateEnd);
  if (filter.finishUserIds?.length) q = q.where('r.finishUserId', 'in', filter.finishUserIds);
  if (filter.missionIds?.length) q = q.where('r.missionId', 'in', filter.missionIds);
  return q.orderBy('r.id').execute();
}

export async function nodeTypeOf(db: Db, tenant: Tenant, missionNodeId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('missionNode')
    .select('typeCode')
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', '=', missionNodeId)
    .executeTakeFirst();
  return row?.typeCode;
}

/** The SKU ids of a bill's lines in entry order (to name the refused line's field). */
export async function lineOrder(db: Db, tenant: Tenant, reportId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('missionNodeReportLine')
    .select(sql<string>`coalesce(goods_sku_id::text, '')`.as('skuKey'))
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReportLine'))
    .where('reportId', '=', reportId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.skuKey);
}
