import type { OutsideStatementFilter } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/keyword.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { POSTED_STATUSES } from '../node-reports/index.js';

/** The report bills whose quantities the statement counts (completion and adjustment). */
const COUNTED_BILLS = ['FAC_MISSION_COMPLETE', 'FAC_MISSION_ADJUST'] as const;

/**
 * The factory that did the work of a report: the one it names, else the mission's own factory when the whole
 * mission is outside (node reports' recordPayable reads it the same way).
 */
const workedBy = sql<string | null>`coalesce(r.outside_factory_id, case when m.is_outside then m.outside_factory_id end)`;

export interface StatementLineSum {
  outsideFactoryId: string | null;
  sendToFactoryId: string | null;
  missionId: string;
  missionNodeId: string;
  typeCode: string;
  billType: string;
  kind: string;
  num: string;
}

/**
 * The filters every part of the statement shares (mission, node, period) as one condition on the aliases r (the
 * report) and m (its mission); raw SQL, so snake_case.
 */
function reportFilter(f: OutsideStatementFilter) {
  const parts = [sql`not r.is_deleted`, sql`r.bill_type in (${sql.join([...COUNTED_BILLS])})`];
  if (f.missionId) parts.push(sql`r.mission_id = ${f.missionId}`);
  if (f.missionNodeId) parts.push(sql`r.mission_node_id = ${f.missionNodeId}`);
  if (f.missionNo) {
    const { operator, pattern } = containsPattern(f.missionNo);
    parts.push(sql`m.mission_no ${sql.raw(operator)} ${pattern}`);
  }
  if (f.dateStart) parts.push(sql`r.date_completed >= ${f.dateStart}`);
  if (f.dateEnd) parts.push(sql`r.date_completed <= ${f.dateEnd}`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/**
 * Posted report quantities that involve an outside factory (it worked them, or they were sent to it), summed per
 * factory pair, mission, node, bill type and line kind; the service turns kinds into figures (node reports' rules).
 */
export async function statementLineSums(db: Db, tenant: Tenant, f: OutsideStatementFilter): Promise<StatementLineSum[]> {
  let q = db
    .selectFrom('missionNodeReport as r')
    .innerJoin('mission as m', 'm.id', 'r.missionId')
    .innerJoin('missionNodeReportLine as l', 'l.reportId', 'r.id')
    .select([
      workedBy.as('outsideFactoryId'),
      'r.sendToFactoryId',
      'r.missionId',
      'r.missionNodeId',
      'r.typeCode',
      'r.billType',
      'l.kind',
      sql<string>`sum(l.num)::text`.as('num'),
    ])
    .where('r.unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('r.status', 'in', [...POSTED_STATUSES])
    .where(reportFilter(f));
  const ids = f.outsideFactoryIds;
  q = q.where((eb) =>
    ids
      ? eb.or([eb(workedBy, 'in', ids), eb('r.sendToFactoryId', 'in', ids)])
      : eb.or([eb(workedBy, 'is not', null), eb('r.sendToFactoryId', 'is not', null)]),
  );
  return q
    .groupBy([workedBy, 'r.sendToFactoryId', 'r.missionId', 'r.missionNodeId', 'r.typeCode', 'r.billType', 'l.kind'])
    .execute();
}

export interface StatementPayableSum {
  outsideFactoryId: string;
  missionId: string;
  missionNodeId: string;
  payable: string;
}

/**
 * What the payables ledger holds for those reports, per factory, mission and node: every row of a report (an
 * un-reviewed report's reversal cancels its payable), so the statement and the ledger cannot disagree.
 */
export async function statementPayables(db: Db, tenant: Tenant, f: OutsideStatementFilter): Promise<StatementPayableSum[]> {
  let q = db
    .selectFrom('partnerAmount as a')
    .innerJoin('missionNodeReport as r', (j) => j.onRef('r.id', '=', 'a.sourceId').onRef('r.billType', '=', 'a.sourceType'))
    .innerJoin('mission as m', 'm.id', 'r.missionId')
    .select(['a.partnerId as outsideFactoryId', 'r.missionId', 'r.missionNodeId', sql<string>`sum(a.amount)::text`.as('payable')])
    .where('a.unitId', 'in', readableUnits(tenant, 'partnerAmount'))
    .where('a.partnerType', '=', 'OUTSIDE_FACTORY')
    .where('a.direction', '=', 'PAYABLE')
    .where('a.kind', '=', 'OUTSIDE_PROCESSING')
    .where('r.unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where(reportFilter(f));
  if (f.outsideFactoryIds) q = q.where('a.partnerId', 'in', f.outsideFactoryIds);
  return q.groupBy(['a.partnerId', 'r.missionId', 'r.missionNodeId']).execute();
}

/** Names and prices the rows show: missions, nodes, factories, and each node's price per factory. */
export async function statementLabels(db: Db, tenant: Tenant, ids: { missionNodeIds: string[]; outsideFactoryIds: string[] }) {
  if (!ids.missionNodeIds.length) return { nodes: [], factories: [], prices: [] };
  const [nodes, factories, prices] = await Promise.all([
    db
      .selectFrom('missionNode as n')
      .innerJoin('mission as m', 'm.id', 'n.missionId')
      .select(['n.id', 'n.name', 'n.sort', 'm.missionNo', 'm.outsideFactoryId', 'm.machiningUnitPrice'])
      .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
      .where('n.id', 'in', ids.missionNodeIds)
      .execute(),
    db
      .selectFrom('outsideFactory')
      .select(['id', 'name'])
      .where('unitId', 'in', readableUnits(tenant, 'outsideFactory'))
      .where('id', 'in', ids.outsideFactoryIds.length ? ids.outsideFactoryIds : ['0'])
      .execute(),
    db
      .selectFrom('missionNodeOutsideFactory')
      .select(['missionNodeId', 'outsideFactoryId', 'unitPrice'])
      .where('unitId', 'in', readableUnits(tenant, 'missionNodeOutsideFactory'))
      .where('missionNodeId', 'in', ids.missionNodeIds)
      .execute(),
  ]);
  return { nodes, factories, prices };
}
