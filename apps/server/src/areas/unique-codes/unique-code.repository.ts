import type { WymFilter } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/keyword.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import type { QcOutcome } from './unique-code-report.service.js';

/** Report bills that count: pending (1), reviewed (2), anti-review pending (3). */
const LIVE = [1, 2, 3];

/** A mission node with what the unique-code calls need (its mission, style, chargers). */
export async function findNode(db: Db, tenant: Tenant, missionNodeId: string) {
  return db
    .selectFrom('missionNode as n')
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .innerJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .select([
      'n.id',
      'n.name',
      'n.typeCode',
      'n.chargerIds',
      'n.missionId',
      'p.associateWym',
      'm.missionNo',
      'm.status as missionStatus',
      's.styleNo',
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.id', '=', missionNodeId)
    .where('m.isDeleted', '=', false)
    .executeTakeFirst();
}

/** The node columns of a cutting node's codes: the cutting node, then the mission's nodes linked to unique codes. */
export async function nodeColumns(db: Db, tenant: Tenant, cutNode: { id: string; missionId: string }) {
  return db
    .selectFrom('missionNode as n')
    .innerJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .select(['n.id as missionNodeId', 'n.name', 'n.typeCode', sql<boolean>`n.id = ${cutNode.id}`.as('isCutting')])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.missionId', '=', cutNode.missionId)
    .where((eb) => eb.or([eb('n.id', '=', cutNode.id), eb('p.associateWym', '=', true)]))
    .orderBy('n.sort')
    .orderBy('n.id')
    .execute();
}

/** The mission's goods SKUs with their colour and size names. */
export async function missionSkus(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionLine as l')
    .innerJoin('goodsSku as g', 'g.id', 'l.goodsSkuId')
    .leftJoin('skuAttr as co', 'co.id', 'g.colorId')
    .leftJoin('skuAttr as si', 'si.id', 'g.sizeId')
    .select(['g.id', 'co.name as colorName', 'si.name as sizeName'])
    .distinct()
    .where('l.unitId', 'in', readableUnits(tenant, 'missionLine'))
    .where('l.missionId', '=', missionId)
    .execute();
}

/** The company's last code serial (0 before its first cut). */
export async function lastSerial(db: Db, tenant: Tenant): Promise<number> {
  const row = await db
    .selectFrom('uniqueCodeCounter')
    .select('lastSerial')
    .where('unitId', '=', readableUnits(tenant, 'uniqueCodeCounter')[0]!)
    .executeTakeFirst();
  return Number(row?.lastSerial ?? 0);
}

/** The company's counter row, created when missing and locked for update until the transaction ends. */
export async function lockCounter(trx: Db, tenant: Tenant): Promise<number> {
  const unitId = readableUnits(tenant, 'uniqueCodeCounter')[0]!;
  await trx
    .insertInto('uniqueCodeCounter')
    .values({ unitId, lastSerial: 0 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await trx
    .selectFrom('uniqueCodeCounter')
    .select('lastSerial')
    .where('unitId', '=', unitId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(row.lastSerial);
}

export async function setLastSerial(trx: Db, tenant: Tenant, serial: number): Promise<void> {
  await trx
    .updateTable('uniqueCodeCounter')
    .set({ lastSerial: serial, updatedAt: new Date() })
    .where('unitId', '=', readableUnits(tenant, 'uniqueCodeCounter')[0]!)
    .execute();
}

export interface NewCode {
  missionId: string;
  missionNodeId: string;
  reportId: string;
  goodsSkuId: string;
  lathe: string;
  seq: number;
  serial: number;
  code: string;
}

export async function insertCodes(trx: Db, unitId: string, userId: string, codes: NewCode[]): Promise<void> {
  for (let i = 0; i < codes.length; i += 1000)
    await trx
      .insertInto('uniqueCode')
      .values(codes.slice(i, i + 1000).map((c) => ({ ...c, unitId, createdBy: userId })))
      .execute();
}

/** A live report of the code at the node (its bill pending or reviewed). */
function liveAt(nodeId: string, statuses: number[]) {
  return sql<boolean>`exists (
    select 1 from unique_code_movement mv join mission_node_report r on r.id = mv.report_id
    where mv.unique_code_id = c.id and mv.mission_node_id = ${nodeId} and mv.kind = 'REPORT'
      and r.status in (${sql.join(statuses)}) and not r.is_deleted)`;
}

/**
 * The codes of a cutting node whose cutting report is live, filtered. One query shape for the list, the matrix's
 * Excel, the labels and the 全选 actions (which take the filter, not the page's ids).
 */
function matching(db: Db, tenant: Tenant, f: WymFilter, ids?: string[]) {
  let q = db
    .selectFrom('uniqueCode as c')
    .innerJoin('missionNodeReport as cr', 'cr.id', 'c.reportId')
    .where('c.unitId', 'in', readableUnits(tenant, 'uniqueCode'))
    .where('c.missionNodeId', '=', f.missionNodeId)
    .where('cr.status', 'in', LIVE)
    .where('cr.isDeleted', '=', false);
  if (ids) q = q.where('c.id', 'in', ids);
  if (f.lathes?.length) q = q.where('c.lathe', 'in', f.lathes);
  if (f.code) {
    // Codes are written in capitals: the keyword is too, and matched with LIKE.
    const k = containsPattern(f.code.toUpperCase());
    q = q.where('c.code', k.operator, k.pattern);
  }
  if (f.statusNodeId && f.status !== undefined) {
    const node = f.statusNodeId;
    if (node === f.missionNodeId) {
      // The cutting node's own column: the cutting report's status.
      q = f.status === 0 ? q.where(sql<boolean>`false`) : q.where('cr.status', 'in', f.status === 2 ? [2] : [1, 3]);
    } else if (f.status === 0) q = q.where(sql<boolean>`not ${liveAt(node, LIVE)}`);
    else q = q.where(liveAt(node, f.status === 2 ? [2] : [1, 3]));
  }
  return q;
}

function withColumns(q: ReturnType<typeof matching>) {
  return q
    .innerJoin('mission as m', 'm.id', 'c.missionId')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .innerJoin('goodsSku as g', 'g.id', 'c.goodsSkuId')
    .leftJoin('skuAttr as co', 'co.id', 'g.colorId')
    .leftJoin('skuAttr as si', 'si.id', 'g.sizeId')
    .select([
      'c.id',
      'c.lathe',
      'c.seq',
      'c.code',
      'c.missionId',
      'm.missionNo',
      's.styleNo',
      's.styleName',
      'c.goodsSkuId',
      'co.no as colorNo',
      'co.name as colorName',
      'si.name as sizeName',
      'cr.status as cutStatus',
    ])
    .orderBy('c.serial');
}

export async function pageCodes(db: Db, tenant: Tenant, f: WymFilter, offset: number, limit: number) {
  const list = await withColumns(matching(db, tenant, f))
    .offset(offset)
    .limit(limit)
    .execute();
  const total = await matching(db, tenant, f)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return { list, totalCount: total.count };
}

/** The chosen codes (ids, still within the filter) or every code the filter matches, up to `limit`. */
export async function selectedCodes(db: Db, tenant: Tenant, f: WymFilter, ids: string[] | undefined, limit: number) {
  return withColumns(matching(db, tenant, f, ids))
    .limit(limit)
    .execute();
}

/** Per code and node, the statuses of the live reports (1, 2 or 3) of the codes at the nodes. */
export async function liveReports(db: Db, tenant: Tenant, codeIds: string[], nodeIds?: string[]) {
  if (!codeIds.length) return [];
  let q = db
    .selectFrom('uniqueCodeMovement as mv')
    .innerJoin('missionNodeReport as r', 'r.id', 'mv.reportId')
    .select(['mv.uniqueCodeId', 'mv.missionNodeId', 'mv.reportId', 'r.status', 'r.billType', 'r.billNo'])
    .where('mv.unitId', 'in', readableUnits(tenant, 'uniqueCodeMovement'))
    .where('mv.uniqueCodeId', 'in', codeIds)
    .where('mv.kind', '=', 'REPORT')
    .where('r.status', 'in', LIVE)
    .where('r.isDeleted', '=', false);
  if (nodeIds) q = q.where('mv.missionNodeId', 'in', nodeIds);
  return q.execute();
}

/** Locks the codes (for update, in id order: every report and undo takes them so) and answers their rows. */
export async function lockCodes(trx: Db, tenant: Tenant, ids: string[]) {
  if (!ids.length) return [];
  return trx
    .selectFrom('uniqueCode')
    .select(['id', 'code', 'missionId', 'missionNodeId', 'goodsSkuId'])
    .where('unitId', 'in', readableUnits(tenant, 'uniqueCode'))
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The codes a report bill counts at its node (its live REPORT movements). */
export async function codesOfReport(trx: Db, tenant: Tenant, reportId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('uniqueCodeMovement')
    .select('uniqueCodeId')
    .where('unitId', 'in', readableUnits(tenant, 'uniqueCodeMovement'))
    .where('reportId', '=', reportId)
    .where('kind', '=', 'REPORT')
    .orderBy('uniqueCodeId')
    .execute();
  return rows.map((r) => r.uniqueCodeId);
}

export async function insertMovements(
  trx: Db,
  unitId: string,
  userId: string,
  rows: { uniqueCodeId: string; missionNodeId: string; reportId: string; kind: 'REPORT' | 'UNDO' }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000)
    await trx
      .insertInto('uniqueCodeMovement')
      .values(rows.slice(i, i + 1000).map((r) => ({ ...r, unitId, createdBy: userId })))
      .execute();
}

/** A code by its text in the factory, with its cutting report live (the scan screen's lookup). */
export async function findCode(db: Db, unitId: string, code: string) {
  return db
    .selectFrom('uniqueCode as c')
    .innerJoin('missionNodeReport as cr', 'cr.id', 'c.reportId')
    .select(['c.id', 'c.code', 'c.missionId', 'c.missionNodeId', 'c.goodsSkuId', 'c.lathe', 'c.seq'])
    .where('c.unitId', '=', unitId)
    .where('c.code', '=', code.trim().toUpperCase())
    .where('cr.status', 'in', LIVE)
    .where('cr.isDeleted', '=', false)
    .executeTakeFirst();
}

/** What a code report bill was sent with, to report its remaining codes again after an undo. */
export async function reportHead(trx: Db, tenant: Tenant, reportId: string) {
  const r = await trx
    .selectFrom('missionNodeReport')
    .select([
      sql<string>`to_char(date_completed, 'YYYY-MM-DD')`.as('dateCompleted'),
      'finishUserId',
      'createdBy',
      'storehouseId',
      'customerId',
      'billType',
      sql<string[] | null>`(select l.defect_label_ids from mission_node_report_line l where l.report_id = mission_node_report.id
        order by l.id limit 1)`.as('labels'),
    ])
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
  // The bill's block: its other codes are reported again as what they were (defective keeps its labels).
  const outcome: QcOutcome =
    r.billType === 'FAC_MISSION_DEFECTIVE'
      ? { kind: 'defective', defectLabelIds: r.labels ?? [] }
      : r.billType === 'FAC_MISSION_WASTE'
        ? { kind: 'waste' }
        : { kind: 'qualified' };
  return { ...r, finishUserId: r.finishUserId ?? r.createdBy, outcome };
}

/** Whether the user belongs to the factory (完成人员). */
export async function isFactoryUser(db: Db, unitId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userUnit')
    .select('userId')
    .where('unitId', '=', unitId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Defect labels of the factory among the ids (the company's and the factory's). */
export async function knownLabels(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('defectiveLabel')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'defectiveLabel'))
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The open defects a defective report opened (defect management's rows), oldest first. */
export async function openDefectsOfReport(db: Db, tenant: Tenant, reportId: string) {
  return db
    .selectFrom('defect')
    .select(['id', 'openNum'])
    .where('unitId', 'in', readableUnits(tenant, 'defect'))
    .where('reportId', '=', reportId)
    .where('openNum', '>', '0')
    .orderBy('id')
    .execute();
}

/** Of these defective reports, those whose defects passed after repair (a 合格 defect bill in effect on them). */
export async function repairedReports(db: Db, tenant: Tenant, reportIds: readonly string[]): Promise<Set<string>> {
  if (!reportIds.length) return new Set();
  const rows = await db
    .selectFrom('defect as d')
    .innerJoin('defectBillLine as bl', 'bl.defectId', 'd.id')
    .innerJoin('defectBill as b', 'b.id', 'bl.defectBillId')
    .select('d.reportId')
    .distinct()
    .where('d.unitId', 'in', readableUnits(tenant, 'defect'))
    .where('d.reportId', 'in', [...reportIds])
    .where('b.action', '=', 'QUALIFY')
    .where('b.status', '=', 2)
    .where('b.isDeleted', '=', false)
    .execute();
  return new Set(rows.map((r) => r.reportId));
}

/** The mission's ordered quantity per goods SKU, with colour and size, in the order of the mission's lines. */
export async function missionLines(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionLine as l')
    .innerJoin('goodsSku as g', 'g.id', 'l.goodsSkuId')
    .leftJoin('skuAttr as co', 'co.id', 'g.colorId')
    .leftJoin('skuAttr as si', 'si.id', 'g.sizeId')
    .select(['g.id as goodsSkuId', 'co.name as colorName', 'si.name as sizeName', sql<string>`sum(l.num)::text`.as('num')])
    .where('l.unitId', 'in', readableUnits(tenant, 'missionLine'))
    .where('l.missionId', '=', missionId)
    .groupBy(['g.id', 'co.name', 'si.name', 'co.sort', 'si.sort'])
    .orderBy('co.sort')
    .orderBy('si.sort')
    .orderBy('g.id')
    .execute();
}

/** Lay numbers the mission's live reports have used. */
export async function usedLathes(db: Db, tenant: Tenant, missionId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('missionNodeReport')
    .select('lathe')
    .distinct()
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('missionId', '=', missionId)
    .where('status', '!=', 5)
    .where('isDeleted', '=', false)
    .where('lathe', 'is not', null)
    .execute();
  return rows.map((r) => r.lathe!);
}
