import { reportNeedsReviewOf } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import type { MissionReportBillType, MissionReportLineKind, NodeTypeCode } from '../../schema/missions.js';

/** The head of a report bill as the services read it (dates as YYYY-MM-DD). */
export interface ReportHead {
  id: string;
  billType: MissionReportBillType;
  billNo: string;
  status: number;
  missionId: string;
  missionNodeId: string;
  typeCode: string;
  dateCompleted: string;
  finishUserId: string | null;
  outsideFactoryId: string | null;
  storehouseId: string | null;
  customerId: string | null;
  toStorehouseId: string | null;
  lathe: string | null;
  totalNum: string;
  version: number;
  createdBy: string;
}

export interface NewReportLine {
  goodsSkuId: string | null;
  kind: MissionReportLineKind;
  num: string;
  defectLabelIds?: string[];
  storehouseId?: string | null;
  remark?: string | null;
}

export interface ReportFields {
  billType: MissionReportBillType;
  missionId: string;
  missionNodeId: string;
  typeCode: NodeTypeCode;
  dateCompleted: string;
  finishUserId: string | null;
  outsideFactoryId: string | null;
  sendToFactoryId: string | null;
  sendToUserId: string | null;
  lathe: string | null;
  storehouseId: string | null;
  customerId: string | null;
  toStorehouseId: string | null;
  adjustReason: string | null;
  remark: string | null;
  totalNum: string;
}

const headColumns = [
  'id',
  'billType',
  'billNo',
  'status',
  'missionId',
  'missionNodeId',
  'typeCode',
  sql<string>`to_char(date_completed, 'YYYY-MM-DD')`.as('dateCompleted'),
  'finishUserId',
  'outsideFactoryId',
  'storehouseId',
  'customerId',
  'toStorehouseId',
  'lathe',
  'totalNum',
  'version',
  'createdBy',
] as const;

export async function insertReport(trx: Db, tenant: Tenant, userId: string, billNo: string, fields: ReportFields) {
  return trx
    .insertInto('missionNodeReport')
    .values({ ...fields, unitId: owningUnit(tenant, 'missionNodeReport'), billNo, createdBy: userId })
    .returning(['id', 'billNo'])
    .executeTakeFirstOrThrow();
}

export async function updateReport(trx: Db, tenant: Tenant, userId: string, id: string, fields: ReportFields): Promise<void> {
  await trx
    .updateTable('missionNodeReport')
    .set({ ...fields, updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` })
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('id', '=', id)
    .execute();
}

export async function replaceLines(trx: Db, tenant: Tenant, reportId: string, lines: readonly NewReportLine[]): Promise<void> {
  await trx
    .deleteFrom('missionNodeReportLine')
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReportLine'))
    .where('reportId', '=', reportId)
    .execute();
  if (lines.length === 0) return;
  const unitId = owningUnit(tenant, 'missionNodeReportLine');
  await trx
    .insertInto('missionNodeReportLine')
    .values(
      lines.map((l) => ({
        unitId,
        reportId,
        goodsSkuId: l.goodsSkuId,
        kind: l.kind,
        num: l.num,
        defectLabelIds: JSON.stringify(l.defectLabelIds ?? []),
        storehouseId: l.storehouseId ?? null,
        remark: l.remark ?? null,
      })),
    )
    .execute();
}

export async function findReport(db: Db, tenant: Tenant, id: string): Promise<ReportHead | undefined> {
  return db
    .selectFrom('missionNodeReport')
    .select(headColumns)
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('isDeleted', '=', false)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findLines(db: Db, tenant: Tenant, reportId: string) {
  return db
    .selectFrom('missionNodeReportLine')
    .select(['id', 'goodsSkuId', 'kind', 'num', 'defectLabelIds', 'storehouseId', 'remark'])
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReportLine'))
    .where('reportId', '=', reportId)
    .orderBy('id')
    .execute();
}

/** Whether another live report of the mission already uses this lay number (床次). */
export async function isLatheTaken(db: Db, tenant: Tenant, missionId: string, lathe: string, exceptId: string | null) {
  let q = db
    .selectFrom('missionNodeReport')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('missionId', '=', missionId)
    .where('lathe', '=', lathe)
    .where('isDeleted', '=', false)
    .where('status', '!=', 5);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return Boolean(await q.executeTakeFirst());
}

/**
 * Whether the report goes through review: the node definition's 上报需审核 (always / never) wins over the mission's
 * template switch; no template: the engine's config decides (reportNeedsReviewOf).
 */
export async function reportNeedsReview(db: Db, tenant: Tenant, reportId: string): Promise<boolean> {
  const row = await db
    .selectFrom('missionNodeReport as r')
    .innerJoin('mission as m', 'm.id', 'r.missionId')
    .innerJoin('missionNode as n', 'n.id', 'r.missionNodeId')
    .leftJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .leftJoin('prcdTemplate as t', 't.id', 'm.prcdTemplateId')
    .select(['t.id as templateId', 't.reportNeedsReview', 'p.reportReview'])
    .where('r.unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('r.id', '=', reportId)
    .executeTakeFirst();
  return reportNeedsReviewOf(row?.reportReview, row?.templateId ? Boolean(row.reportNeedsReview) : null);
}
