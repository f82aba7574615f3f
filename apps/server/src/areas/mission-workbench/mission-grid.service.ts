import {
  dec,
  pageOf,
  type MissionNodeListInput,
  type ScanCodeAnswer,
  type WorkbenchMissionList,
  type WorkbenchNodeProgress,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { JsonText } from '../../platform/http/envelope.js';
import { AppError, Code, notFound } from '../../platform/http/errors.js';
import { FACTORY_TIME_ZONE } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './mission-grid.repository.js';

const MISSION = { zh: '工单', en: 'Mission' };

/** Today in the factories' time zone, YYYY-MM-DD. */
export function factoryToday(now = new Date()): string {
  return todayFormat.format(now);
}
// Made once: building an Intl.DateTimeFormat costs about 0.2 ms (the bench's CPU profile of the grid).
const todayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: FACTORY_TIME_ZONE });

/** Late on the grid: the planned end has passed and the node is not finished. */
export function isOpenLate(planEndAt: string | null, status: number, today: string): boolean {
  return status !== 2 && planEndAt !== null && planEndAt < today;
}

/**
 * getMissionNodeList: a page of missions × the chosen node definitions (or the current column set's). One
 * statement whatever the page size, answered as the JSON text it builds (repo.missionGrid).
 */
export async function getMissionNodeList(
  db: Db,
  ctx: RequestContext,
  input: MissionNodeListInput,
): Promise<JsonText<WorkbenchMissionList>> {
  const { pageSize, offset } = pageOf(input);
  const grid = await repo.missionGrid(
    db,
    ctx,
    ctx.userId,
    input.prcdNodeIds && [...new Set(input.prcdNodeIds)],
    input,
    { limit: pageSize, offset },
    factoryToday(),
  );
  return new JsonText(`{"list":${grid.list},"totalCount":${grid.total},"columns":${grid.columns}}`);
}

export function getNodeList(db: Db, ctx: RequestContext) {
  return repo.listLiveNodes(db, ctx);
}

/** (completed + adjusted) / target with 4 decimals; null without a target. */
export function progressOf(n: { targetNum: string; completedNum: string; adjustNum: string }): string | null {
  return dec.div(dec.add(n.completedNum, n.adjustNum), n.targetNum, 4);
}

async function progressOfMission(db: Db, ctx: RequestContext, missionId: string): Promise<WorkbenchNodeProgress[]> {
  const nodes = await repo.listNodesOf(db, ctx, [missionId]);
  return nodes.map((n) => ({
    missionNodeId: n.missionNodeId,
    prcdNodeId: n.prcdNodeId,
    name: n.name,
    typeCode: n.typeCode,
    sort: n.sort,
    status: n.status,
    targetNum: n.targetNum,
    completedNum: n.completedNum,
    adjustNum: n.adjustNum,
    progress: progressOf(n),
    planEndAt: n.planEndAt,
    chargerNames: n.chargerNames,
  }));
}

/** getFacMissionPrcdNodeProgress: every node of one mission with its progress. */
export async function getNodeProgress(db: Db, ctx: RequestContext, missionId: string): Promise<WorkbenchNodeProgress[]> {
  if (!(await repo.findMission(db, ctx, missionId))) throw notFound(MISSION);
  return progressOfMission(db, ctx, missionId);
}

/**
 * scanCodeCheck: a scanned code to its mission and nodes. Only mission numbers scan for now: unique codes (唯一码)
 * and bundles (扎包) come with the cutting room, and such a code answers "not found" saying so.
 */
export async function scanCode(db: Db, ctx: RequestContext, code: string): Promise<ScanCodeAnswer> {
  const mission = await repo.findMissionByNo(db, ctx, code);
  if (!mission)
    throw new AppError(Code.notFound, {
      zh: `未找到编码“${code}”对应的工单（唯一码和扎包码随裁床功能上线后可扫）`,
      en: `No mission found for the code "${code}" (unique codes and bundle codes scan once the cutting room is in)`,
    });
  return {
    missionId: mission.id,
    missionNo: mission.missionNo,
    status: mission.status,
    nodes: await progressOfMission(db, ctx, mission.id),
  };
}
