import { sql } from 'kysely';
import { inspectionPassRate, type WageReportInput, type WageRow, type WorkbayProgressRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** Reviewed (status 2) completion and adjustment reports of the period, optionally one workbay and one node definition. */
function reviewedReports(db: Db, tenant: Tenant, f: WageReportInput) {
  let q = db
    .selectFrom('missionNodeReport as r')
    .innerJoin('missionNode as n', 'n.id', 'r.missionNodeId')
    .innerJoin('appUser as u', 'u.id', 'r.finishUserId')
    .where('r.unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('r.isDeleted', '=', false)
    .where('r.status', '=', 2)
    .where('r.billType', 'in', ['FAC_MISSION_COMPLETE', 'FAC_MISSION_ADJUST'])
    .where('r.dateCompleted', '>=', f.dateFrom)
    .where('r.dateCompleted', '<=', f.dateTo);
  if (f.finishUserId) q = q.where('r.finishUserId', '=', f.finishUserId);
  if (f.prcdNodeId) q = q.where('n.prcdNodeId', '=', f.prcdNodeId);
  return q;
}

/** 计件工资: Σ quantity and Σ quantity × the mission node's labour cost per workbay and node definition, one query. */
export async function wageRows(db: Db, tenant: Tenant, f: WageReportInput): Promise<WageRow[]> {
  return reviewedReports(db, tenant, f)
    .innerJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .groupBy(['r.finishUserId', 'u.loginName', 'u.userName', 'n.prcdNodeId', 'p.name'])
    .select([
      sql<string>`r.finish_user_id::text`.as('finishUserId'),
      'u.loginName',
      'u.userName',
      'n.prcdNodeId',
      'p.name as nodeName',
      sql<string>`sum(r.total_num)::text`.as('num'),
      sql<string>`round(sum(r.total_num * coalesce(n.labour_cost, 0)), 3)::text`.as('amount'),
    ])
    .orderBy('u.loginName')
    .orderBy('p.name')
    .execute();
}

/** 工位-节点进度: per workbay and mission node, the workbay's reviewed quantity beside the node's own figures. */
export async function workbayProgressRows(
  db: Db,
  tenant: Tenant,
  f: WageReportInput,
  page: { limit: number; offset: number },
): Promise<WorkbayProgressRow[]> {
  return reviewedReports(db, tenant, f)
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .where('m.isDeleted', '=', false)
    .groupBy(['r.finishUserId', 'u.loginName', 'u.userName', 'm.id', 'm.missionNo', 's.styleNo', 'n.id'])
    .select([
      sql<string>`r.finish_user_id::text`.as('finishUserId'),
      'u.loginName',
      'u.userName',
      'm.id as missionId',
      'm.missionNo',
      's.styleNo',
      'n.id as missionNodeId',
      'n.name as nodeName',
      'n.labourCost',
      sql<string>`sum(r.total_num)::text`.as('num'),
      'n.completedNum as nodeCompletedNum',
      'n.targetNum as nodeTargetNum',
      'n.status as nodeStatus',
      sql<string | null>`to_char(n.plan_end_at, 'YYYY-MM-DD')`.as('planEndAt'),
      inspected('qualified', f).as('qualifiedNum'),
      inspected('defective', f).as('defectiveNum'),
      inspected('waste', f).as('wasteNum'),
    ])
    .orderBy('u.loginName')
    .orderBy('m.missionNo')
    .orderBy(sql`min(n.sort)`)
    .orderBy('n.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        passRate:
          row.qualifiedNum === null ? null : inspectionPassRate(row.qualifiedNum, row.defectiveNum ?? '0', row.wasteNum ?? '0'),
      })),
    );
}

/**
 * What the workbay inspected on a quality or sampling node in the period (reviewed lines of that kind, adjustments
 * aside), for its 合格率; null on other node types. Correlated to the grouped row's node and workbay.
 */
function inspected(kind: 'qualified' | 'defective' | 'waste', f: WageReportInput) {
  return sql<string | null>`case when n.type_code in ('quality_checking', 'select_check', 'select_check_quantity') then (
    select coalesce(sum(l.num), 0)::text from mission_node_report r2
    join mission_node_report_line l on l.report_id = r2.id
    where r2.mission_node_id = n.id and r2.finish_user_id = r.finish_user_id and r2.status = 2 and not r2.is_deleted
      and r2.bill_type <> 'FAC_MISSION_ADJUST' and l.kind = ${kind}
      and r2.date_completed >= ${f.dateFrom} and r2.date_completed <= ${f.dateTo}) end`;
}
