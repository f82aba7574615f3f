import { pageOf, type MissionListPage, type MissionListRow, type MissionNodeAlert } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './mission-list.repository.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Card rows with their node strips: one statement for the page, one for every node of it. */
export async function listMissions(
  db: Db,
  ctx: RequestContext,
  input: repo.MissionFilter & { pageSize: number; pageNo?: number | undefined },
): Promise<MissionListPage> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const { total, rows } = await repo.pageMissions(db, ctx, input, pageSize, offset);
  const nodes = await repo.nodeStrips(
    db,
    ctx,
    rows.map((r) => r.id),
  );
  const byMission = new Map<string, MissionListRow['nodes']>();
  for (const n of nodes) {
    const alerts: MissionNodeAlert[] = [];
    if (n.isWarned) alerts.push('preWarning');
    if (n.isDelayed) alerts.push('delay');
    if (n.isOffBand) alerts.push('difference');
    const list = byMission.get(n.missionId) ?? [];
    list.push({
      id: n.id,
      prcdNodeId: n.prcdNodeId,
      name: n.name,
      typeCode: n.typeCode,
      sort: n.sort,
      status: n.status,
      completedNum: n.completedNum,
      targetNum: n.targetNum,
      adjustNum: n.adjustNum,
      planEndAt: n.planEndAt,
      finishedAt: iso(n.finishedAt),
      chargerIds: n.chargerIds,
      tagIds: n.tagIds,
      alerts,
    });
    byMission.set(n.missionId, list);
  }
  return {
    total,
    pageNo,
    pageSize,
    list: rows.map((r) => ({
      ...r,
      daysLeft: r.daysLeft === null ? null : Number(r.daysLeft),
      delayDays: r.delayDays === null ? null : Number(r.delayDays),
      createdAt: new Date(r.createdAt).toISOString(),
      nodes: byMission.get(r.id) ?? [],
    })),
  };
}
