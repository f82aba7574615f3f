import { pageOf, type MissionDetail, type MissionOpLogRow, type OrderLinkedMission } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listMissionLines } from './mission-core.repository.js';
import * as repo from './mission-detail.repository.js';
import { listMissions } from './mission-list.service.js';
import { missionsOfOrder } from './mission-order.repository.js';
import { missionNotFound } from './mission-write.service.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** getFacMission: the card's fields, the form's, the lines, node rows, delivery-date log and node counters. */
export async function getMission(db: Db, ctx: RequestContext, missionId: string): Promise<MissionDetail> {
  const form = await repo.missionForm(db, ctx, missionId);
  if (!form) throw missionNotFound();
  const [card, lines, nodes, log] = await Promise.all([
    listMissions(db, ctx, { pageSize: 1, missionIds: [missionId] }),
    listMissionLines(db, ctx, missionId),
    repo.nodeRows(db, ctx, missionId),
    repo.deliveryLog(db, ctx, missionId),
  ]);
  const row = card.list[0];
  if (!row) throw missionNotFound();
  return {
    ...row,
    ...form,
    startedAt: iso(form.startedAt),
    finishedAt: iso(form.finishedAt),
    cancelledAt: iso(form.cancelledAt),
    lines,
    nodeRows: nodes.map((n) => ({ ...n, startedAt: iso(n.startedAt), finishedAt: iso(n.finishedAt) })),
    deliveryLog: log.map((l) => ({ ...l, changedAt: new Date(l.createdAt).toISOString() })),
    nodeCounts: {
      waitStart: nodes.filter((n) => n.status === 0).length,
      ongoing: nodes.filter((n) => n.status === 1).length,
      finish: nodes.filter((n) => n.status === 2).length,
    },
  };
}

/** queryFactoryMissionOpLogPage: the mission's (or one node's) log, newest first, in the session's language. */
export async function missionOpLog(
  db: Db,
  ctx: RequestContext,
  q: { missionId: string; missionNodeId?: string | undefined; pageNo?: number | undefined; pageSize: number },
): Promise<{ total: number; list: MissionOpLogRow[] }> {
  if (!(await repo.missionForm(db, ctx, q.missionId))) throw missionNotFound();
  const { offset, pageSize } = pageOf(q);
  const { total, rows } = await repo.opLogPage(db, ctx, q.missionId, q.missionNodeId, pageSize, offset);
  return {
    total,
    list: rows.map((r) => {
      const [zh, en] = r.content.split('|');
      return { ...r, content: (ctx.lang === 'en' ? en : zh) ?? r.content, createdAt: new Date(r.createdAt).toISOString() };
    }),
  };
}

/** The order detail's linked missions. */
export async function linkedMissions(db: Db, ctx: RequestContext, orderId: string): Promise<OrderLinkedMission[]> {
  const rows = await missionsOfOrder(db, ctx, orderId);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

/** getOrderNo / simpleMissionList: numbers for dropdowns. */
export function missionNoOptions(db: Db, ctx: RequestContext, keyword: string | undefined) {
  return repo.missionNos(db, ctx, keyword, 50);
}

export const orderNotFound = () => notFound({ zh: '生产订单', en: 'Production order' });
