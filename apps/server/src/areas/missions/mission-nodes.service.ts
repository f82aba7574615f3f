import {
  Dec,
  type MissionLeader,
  type MissionLeadersInput,
  type MissionNodeBrief,
  type MissionNodeInfoList,
  type MissionNodeProgress,
  type MissionNodeTemplateData,
  type MissionUserRef,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import { nodeRows } from './mission-detail.repository.js';
import * as repo from './mission-nodes.repository.js';
import { missionNotFound } from './mission-write.service.js';

type NodeRow = Awaited<ReturnType<typeof nodeRows>>[number];

const refs = (ids: readonly string[], names: Map<string, string>): MissionUserRef[] =>
  ids.map((userId) => ({ userId, userName: names.get(userId) ?? null }));

const brief = (n: NodeRow, names: Map<string, string>): MissionNodeBrief => ({
  id: n.id,
  prcdNodeId: n.prcdNodeId,
  name: n.name,
  typeCode: n.typeCode,
  sort: n.sort,
  status: n.status,
  chargers: refs(n.chargerIds, names),
  labourCost: n.labourCost,
  planEndAt: n.planEndAt,
  warnDays: n.warnDays,
  isShipment: n.isShipment,
  outsideSettlement: n.outsideSettlement,
  upstreamMissionNodeId: n.upstreamMissionNodeId,
});

/** The mission's node rows with their chargers' names; not found when the mission is not the factory's. */
async function nodesOf(db: Db, ctx: RequestContext, missionId: string, extraUserIds: readonly string[] = []) {
  const nodes = await nodeRows(db, ctx, missionId);
  const names = await repo.companyUserNames(db, ctx, [...extraUserIds, ...nodes.flatMap((n) => n.chargerIds)]);
  return { nodes, names };
}

async function requireMission(db: Db, ctx: RequestContext, missionId: string) {
  const m = await repo.missionTemplate(db, ctx, missionId);
  if (!m) throw missionNotFound();
  return m;
}

/** GET fac-mission-prcd-nodes/{missionId}: template id, name, persons in charge and the node rows. */
export async function missionNodeTemplate(db: Db, ctx: RequestContext, missionId: string): Promise<MissionNodeTemplateData> {
  const m = await requireMission(db, ctx, missionId);
  const chargerIds = m.chargerIds ?? [];
  const { nodes, names } = await nodesOf(db, ctx, missionId, chargerIds);
  return {
    missionId: m.id,
    templateId: m.templateId,
    templateName: m.templateName,
    chargers: refs(chargerIds, names),
    nodes: nodes.map((n) => brief(n, names)),
  };
}

/** GET fac-mission-prcd-nodes/{missionId}/nodes: every node row, not paged. */
export async function missionNodeList(db: Db, ctx: RequestContext, missionId: string): Promise<{ nodes: MissionNodeBrief[] }> {
  await requireMission(db, ctx, missionId);
  const { nodes, names } = await nodesOf(db, ctx, missionId);
  return { nodes: nodes.map((n) => brief(n, names)) };
}

/** One node's progress: completed (with adjustments) against its target. */
export function progressOf(n: NodeRow, on: string): MissionNodeProgress {
  const target = Dec.of(n.targetNum);
  const passed = Dec.of(n.completedNum).plus(n.adjustNum);
  const percent = target.isPositive() ? Number(passed.times(100).div(target, 0, 'floor').toString()) : 0;
  return {
    id: n.id,
    name: n.name,
    typeCode: n.typeCode,
    sort: n.sort,
    status: n.status,
    targetNum: target.toString(),
    completedNum: Dec.of(n.completedNum).toString(),
    adjustNum: Dec.of(n.adjustNum).toString(),
    defectiveNum: Dec.of(n.defectiveNum).toString(),
    wasteNum: Dec.of(n.wasteNum).toString(),
    remainingNum: Dec.max(target.minus(passed), 0).toString(),
    percent: Math.max(percent, 0),
    planEndAt: n.planEndAt,
    finishedAt: n.finishedAt === null ? null : new Date(n.finishedAt).toISOString(),
    isLate: n.status !== 2 && n.planEndAt !== null && n.planEndAt < on,
  };
}

/** GET fac-mission-prcd-nodes/{missionId}/progresses: each node's completed, target, remaining and status. */
export async function missionNodeProgresses(
  db: Db,
  ctx: RequestContext,
  missionId: string,
): Promise<{ nodes: MissionNodeProgress[] }> {
  await requireMission(db, ctx, missionId);
  const nodes = await nodeRows(db, ctx, missionId);
  const on = factoryToday();
  return { nodes: nodes.map((n) => progressOf(n, on)) };
}

/** getFacMissionNodeInfoListById: the node rows and, per node, how many report bills stand in each status. */
export async function missionNodeInfoList(db: Db, ctx: RequestContext, missionId: string): Promise<MissionNodeInfoList> {
  await requireMission(db, ctx, missionId);
  const [{ nodes, names }, counts] = await Promise.all([nodesOf(db, ctx, missionId), repo.reportCounts(db, ctx, missionId)]);
  return { missionNodeList: nodes.map((n) => brief(n, names)), workflowStatusNumList: counts };
}

/**
 * queryMissionLeadersByUnitIds: persons in charge of live missions in the given factories (default: the session's).
 * Only factories of the company that the account enters may be named; any other is refused, naming `unitIds`.
 */
export async function missionLeaders(
  db: Db,
  ctx: RequestContext,
  input: MissionLeadersInput,
): Promise<{ missionLeaders: MissionLeader[]; totalCount: number }> {
  const asked = input.unitIds?.length ? [...new Set(input.unitIds)] : [ctx.unitId];
  const entered = await repo.enteredFactories(db, ctx, ctx.userId, asked);
  if (entered.length !== asked.length)
    throw invalid('unitIds', { zh: '只能查询本公司中您可进入的工厂', en: 'Only factories of your company that you enter' });
  const pageNo = input.pageNo ?? 1;
  const rows = await repo.leadersOfFactories(db, entered, input.keyword || undefined, {
    offset: (pageNo - 1) * input.pageSize,
    limit: input.pageSize,
  });
  return {
    totalCount: Number(rows[0]?.total ?? 0),
    missionLeaders: rows.map((r) => ({
      userId: String(r.userId),
      userName: r.userName,
      unitIds: r.unitIds,
      missionCount: Number(r.missionCount),
    })),
  };
}
