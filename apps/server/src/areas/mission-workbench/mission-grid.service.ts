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
import { factoryToday } from '../../platform/time/factory-date.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { resolveScanCode } from '../scanning/index.js';
import * as repo from './mission-grid.repository.js';

const MISSION = { zh: '工单', en: 'Mission' };

export { factoryToday };

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
 * scanCodeCheck: a scanned code to its mission and nodes. A mission number first; else the scanning area's
 * `resolveScanCode` (a bundle ticket or a unique code), answered with its mission and what the code is.
 */
export async function scanCode(db: Db, ctx: RequestContext, code: string): Promise<ScanCodeAnswer> {
  const byNo = await repo.findMissionByNo(db, ctx, code);
  const scanned = byNo ? null : await resolveScanCode(db, ctx, code).catch(notFoundAsNull);
  const mission = byNo ?? (scanned ? await repo.findMission(db, ctx, scanned.view.missionId) : undefined);
  if (!mission)
    throw new AppError(Code.notFound, {
      zh: `未找到编码“${code}”对应的工单、扎号或唯一码`,
      en: `No mission, bundle ticket or unique code found for the code "${code}"`,
    });
  return {
    missionId: mission.id,
    missionNo: mission.missionNo,
    status: mission.status,
    nodes: await progressOfMission(db, ctx, mission.id),
    scanned: scanned?.view ?? null,
  };
}

function notFoundAsNull(e: unknown): null {
  if (e instanceof AppError && e.code === Code.notFound) return null;
  throw e;
}
