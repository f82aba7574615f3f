import {
  dec,
  pageOf,
  type FactoryProgressInput,
  type FactoryProgressRow,
  type WageReport,
  type WageReportInput,
  type WorkbayProgressInput,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as grid from './mission-grid.repository.js';
import * as repo from './production-report.repository.js';

/** A period runs forward. */
export function checkPeriod(f: { dateFrom: string; dateTo: string }): void {
  if (f.dateTo < f.dateFrom)
    throw invalid('dateTo', { zh: '{label}不能早于开始日期', en: '{label} cannot be before the start date' });
}

/** 员工计件工资报表: per workbay and node, with each workbay's total and the report's. */
export async function getWageReport(db: Db, ctx: RequestContext, f: WageReportInput): Promise<WageReport> {
  checkPeriod(f);
  const list = await repo.wageRows(db, ctx, f);
  const totals = new Map<string, WageReport['totals'][number]>();
  for (const r of list) {
    const t = totals.get(r.finishUserId) ?? {
      finishUserId: r.finishUserId,
      loginName: r.loginName,
      userName: r.userName,
      num: '0',
      amount: '0',
    };
    t.num = dec.add(t.num, r.num);
    t.amount = dec.add(t.amount, r.amount, 3);
    totals.set(r.finishUserId, t);
  }
  return { list, totals: [...totals.values()], amount: dec.sum(list.map((r) => r.amount)) };
}

/** 工位-节点进度报表, one page. */
export async function getWorkbayProgress(db: Db, ctx: RequestContext, f: WorkbayProgressInput) {
  checkPeriod(f);
  const { pageSize, offset } = pageOf(f);
  return { list: await repo.workbayProgressRows(db, ctx, f, { limit: pageSize, offset }) };
}

/** 工厂进度报表: a page of missions with every node's progress (two queries). */
export async function getFactoryProgress(db: Db, ctx: RequestContext, f: FactoryProgressInput) {
  const { pageSize, offset } = pageOf(f);
  return factoryProgressPage(db, ctx, f, pageSize, offset);
}

export async function factoryProgressPage(
  db: Db,
  ctx: RequestContext,
  f: FactoryProgressInput,
  limit: number,
  offset: number,
): Promise<{ list: FactoryProgressRow[]; totalCount: number }> {
  const { rows, total } = await grid.listMissionPage(db, ctx, f, { limit, offset });
  const nodes = await grid.listNodesOf(
    db,
    ctx,
    rows.map((r) => r.missionId),
  );
  const byMission = new Map<string, FactoryProgressRow['nodes']>();
  for (const n of nodes) {
    const list = byMission.get(n.missionId) ?? [];
    list.push({
      missionNodeId: n.missionNodeId,
      name: n.name,
      status: n.status,
      targetNum: n.targetNum,
      completedNum: n.completedNum,
      adjustNum: n.adjustNum,
      planEndAt: n.planEndAt,
    });
    byMission.set(n.missionId, list);
  }
  return {
    list: rows.map((r) => ({
      missionId: r.missionId,
      missionNo: r.missionNo,
      status: r.status,
      styleNo: r.styleNo,
      customerName: r.customerName,
      placeorderAt: r.placeorderAt,
      deliveryAt: r.deliveryAt,
      leaderNames: r.leaderNames,
      nodes: byMission.get(r.missionId) ?? [],
    })),
    totalCount: total,
  };
}
