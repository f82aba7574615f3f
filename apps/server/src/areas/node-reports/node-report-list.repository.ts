import { pageOf, type ReportListQuery } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

/** Report bills with the names their list shows (mission, node, person, factory, storehouses, customer). */
function base(db: Db, tenant: Tenant) {
  return db
    .selectFrom('missionNodeReport as r')
    .innerJoin('mission as m', 'm.id', 'r.missionId')
    .innerJoin('missionNode as n', 'n.id', 'r.missionNodeId')
    .innerJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .leftJoin('appUser as u', 'u.id', 'r.finishUserId')
    .leftJoin('outsideFactory as f', 'f.id', 'r.outsideFactoryId')
    .leftJoin('storehouse as s', 's.id', 'r.storehouseId')
    .leftJoin('storehouse as ts', 'ts.id', 'r.toStorehouseId')
    .leftJoin('customer as c', 'c.id', 'r.customerId')
    .where('r.unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('r.isDeleted', '=', false);
}

type Base = ReturnType<typeof base>;

function filtered(q: Base, f: Partial<ReportListQuery>): Base {
  if (f.missionId) q = q.where('r.missionId', '=', f.missionId);
  if (f.missionPrcdNodeId) q = q.where('r.missionNodeId', '=', f.missionPrcdNodeId);
  if (f.billIds?.length) q = q.where('r.id', 'in', f.billIds);
  if (f.billNo) q = q.where('r.billNo', 'ilike', likeContains(f.billNo));
  if (f.dateCompletedStart) q = q.where('r.dateCompleted', '>=', f.dateCompletedStart);
  if (f.dateCompletedEnd) q = q.where('r.dateCompleted', '<=', f.dateCompletedEnd);
  if (f.finishUserIds?.length) q = q.where('r.finishUserId', 'in', f.finishUserIds);
  if (f.billTypes?.length) q = q.where('r.billType', 'in', f.billTypes);
  if (f.statuses?.length) q = q.where('r.status', 'in', f.statuses);
  return q;
}

const rowColumns = (q: Base) =>
  q.select([
    'r.id',
    'r.billType',
    'r.billNo',
    'r.status',
    'r.missionId',
    'm.missionNo',
    'r.missionNodeId',
    'n.name as nodeName',
    'r.typeCode',
    sql<string>`to_char(r.date_completed, 'YYYY-MM-DD')`.as('dateCompleted'),
    'r.finishUserId',
    'u.userName as finishUserName',
    'r.lathe',
    'r.outsideFactoryId',
    'f.name as outsideFactoryName',
    'r.storehouseId',
    's.name as storehouseName',
    'r.customerId',
    'c.name as customerName',
    'r.toStorehouseId',
    'ts.name as toStorehouseName',
    'r.totalNum',
    'n.completedNum as nodeCompletedNum',
    'n.adjustNum as nodeAdjustNum',
    'n.targetNum as nodeTargetNum',
    'r.adjustReason',
    'r.reviewRemark',
    'r.remark',
    'r.sendToFactoryId',
    'r.sendToUserId',
    'p.billConfigs',
    'r.createdBy',
    'r.createdAt',
    'r.version',
  ]);

export type ReportRowRecord = Awaited<ReturnType<ReturnType<typeof rowColumns>['execute']>>[number];

export async function pageReports(db: Db, tenant: Tenant, f: ReportListQuery) {
  const { offset, pageSize, pageNo } = pageOf(f);
  const where = filtered(base(db, tenant), f);
  const [rows, total] = await Promise.all([
    rowColumns(where).orderBy('r.id', 'desc').limit(pageSize).offset(offset).execute(),
    where
      .select([sql<string>`count(*)::text`.as('count'), sql<string>`coalesce(sum(r.total_num), 0)::text`.as('sum')])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.count), sum: total.sum, pageNo, pageSize };
}

export async function findReportRow(db: Db, tenant: Tenant, id: string): Promise<ReportRowRecord | undefined> {
  return rowColumns(base(db, tenant).where('r.id', '=', id)).executeTakeFirst();
}

/** The 单据 filter's remote search: number and type of a node's bills. */
export async function easyBills(
  db: Db,
  tenant: Tenant,
  f: { missionPrcdNodeId?: string | undefined; keyword?: string | undefined },
) {
  let q = base(db, tenant).select(['r.id', 'r.billNo', 'r.billType', 'r.status']);
  if (f.missionPrcdNodeId) q = q.where('r.missionNodeId', '=', f.missionPrcdNodeId);
  if (f.keyword) q = q.where('r.billNo', 'ilike', likeContains(f.keyword));
  return q.orderBy('r.id', 'desc').limit(50).execute();
}

/** Lines of several bills with SKU names and defect label names. */
export async function linesOf(db: Db, tenant: Tenant, reportIds: readonly string[]) {
  if (reportIds.length === 0) return [];
  return db
    .selectFrom('missionNodeReportLine as l')
    .leftJoin('goodsSku as g', 'g.id', 'l.goodsSkuId')
    .leftJoin('skuAttr as co', 'co.id', 'g.colorId')
    .leftJoin('skuAttr as si', 'si.id', 'g.sizeId')
    .select([
      'l.id',
      'l.reportId',
      'l.goodsSkuId',
      'co.name as colorName',
      'si.name as sizeName',
      'l.kind',
      'l.num',
      'l.defectLabelIds',
      'l.storehouseId',
      'l.remark',
    ])
    .where('l.unitId', 'in', readableUnits(tenant, 'missionNodeReportLine'))
    .where('l.reportId', 'in', reportIds)
    .orderBy('l.id')
    .execute();
}

export async function defectLabelNames(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('defectiveLabel')
    .select(['id', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'defectiveLabel'))
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Open review tasks of bills (the row actions 通过 / 驳回 are for their assignees). */
export async function openTasks(db: Db, unitId: string, billIds: readonly string[]) {
  if (billIds.length === 0) return [];
  return db
    .selectFrom('reviewTask')
    .select(['billId', 'billType', 'assigneeUserIds', 'approvedUserIds', 'submitterId', 'taskName'])
    .where('unitId', '=', unitId)
    .where('billId', 'in', billIds)
    .where('state', '=', 'OPEN')
    .execute();
}

/** The review desk's per-bill values (deskColumns of the bill types). */
export async function deskValues(db: Db, unitId: string, billIds: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (billIds.length === 0) return new Map();
  const rows = await rowColumns(base(db, { unitId, bossUnitId: unitId }).where('r.id', 'in', billIds)).execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        dateCompleted: r.dateCompleted,
        finishUserName: r.finishUserName,
        outsideFactoryName: r.outsideFactoryName,
        quantity: r.totalNum,
        adjustReason: r.adjustReason,
        reviewRemark: r.reviewRemark,
        missionNo: r.missionNo,
        nodeName: r.nodeName,
      },
    ]),
  );
}
