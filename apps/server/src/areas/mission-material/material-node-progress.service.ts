import { Dec, type MissionMaterialLine } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { startMissionIfWaiting } from '../missions/index.js';
import * as repo from './mission-material.repository.js';

/** Node status codes of mission_node (0 未开始, 1 进行中, 2 已完成). */
const NODE_WAITING = 0;
const NODE_ONGOING = 1;
const NODE_DONE = 2;

export interface MaterialNodeProgress {
  /** Pieces the delivered material covers: the mission's pieces × the least-delivered material's share (at most 1), whole pieces. */
  completed: string;
  /** Every BOM material delivered in full. */
  isFull: boolean;
  /** 0 nothing delivered, 1 something delivered, 2 every BOM material delivered in full. */
  status: 0 | 1 | 2;
}

/**
 * A 送料 node's progress from its mission's materials (delivered vs BOM demand per material): the node is done when
 * every BOM material is delivered in full; its completed figure is the whole pieces the least-served material covers,
 * so the card's "completed / target" reads in pieces like every other node. Materials outside the BOM (no demand)
 * count as delivered but never hold the node back.
 */
export function materialNodeProgress(lines: readonly MissionMaterialLine[], totalNum: string): MaterialNodeProgress {
  const needed = lines.filter((l) => Dec.of(l.demand).gt(0));
  const anyDelivered = lines.some((l) => Dec.of(l.delivered).gt(0));
  if (needed.length === 0) return { completed: '0', isFull: false, status: anyDelivered ? NODE_ONGOING : NODE_WAITING };
  let share = Dec.of(1);
  for (const l of needed) share = Dec.min(share, Dec.of(l.delivered).div(l.demand, 8, 'down'));
  const isFull = share.gte(1);
  const completed = isFull ? Dec.of(totalNum) : Dec.of(totalNum).times(share, 0, 'floor');
  return { completed: completed.toFixed(), isFull, status: isFull ? NODE_DONE : anyDelivered ? NODE_ONGOING : NODE_WAITING };
}

/**
 * Inside a delivery's review (or un-review), after the mission's delivered figures moved and with the mission row
 * locked: each 送料 node of the mission takes the new completed figure; a review moves its status forward only (to
 * 已完成 once every material is in full, a user's 已完成 mark stands), an un-review moves it back only (a node the
 * deliveries completed falls back to 进行中 / 未开始) — but never on a finished or revoked mission. A 自由送料 node
 * named by the delivery is in progress from its first review. The first reviewed delivery starts the mission.
 */
export async function refreshMaterialNodes(
  trx: Db,
  ctx: RequestContext,
  mission: { id: string; status: number; totalNum: string },
  namedNodeId: string | null,
  reverse: boolean,
  linesOf: (trx: Db, ctx: RequestContext, ids: readonly string[]) => Promise<Map<string, MissionMaterialLine[]>>,
): Promise<void> {
  const lines = (await linesOf(trx, ctx, [mission.id])).get(mission.id) ?? [];
  const progress = materialNodeProgress(lines, mission.totalNum);
  const isLive = mission.status === 0 || mission.status === 1;
  await repo.setMaterialNodeProgress(trx, ctx, mission.id, {
    completed: progress.completed,
    status: progress.status,
    direction: reverse ? (isLive ? 'down' : 'none') : 'up',
  });
  if (reverse) return;
  if (namedNodeId) await repo.startFreeMaterialNode(trx, ctx, namedNodeId);
  await startMissionIfWaiting(trx, ctx, mission.id);
}
