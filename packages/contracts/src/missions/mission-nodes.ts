import { z } from 'zod';
import { optionalIntInput } from '../platform/number-input.js';
import { idSchema } from '../platform/paging.js';

/** Path of the fac-mission-prcd-nodes/{missionId}… reads (named `id` like the node calls at the same position). */
export const missionNodesParams = z.object({ id: idSchema });

/**
 * queryMissionLeadersByUnitIds: factories of the company the account enters (default: the session's), a keyword (name
 * or login), and a page (default the first 200, at most 500 a page; `totalCount` says how many match).
 */
export const missionLeadersInput = z.object({
  unitIds: z.array(idSchema).max(50).optional(),
  keyword: z.string().trim().max(50).optional(),
  pageNo: optionalIntInput({ min: 1, max: 2147483647 }),
  pageSize: optionalIntInput({ min: 1, max: 500 }).transform((v) => v ?? 200),
});
export type MissionLeadersInput = z.infer<typeof missionLeadersInput>;

export interface MissionUserRef {
  userId: string;
  userName: string | null;
}

/** A node row as the node editor and the print card show it. */
export interface MissionNodeBrief {
  id: string;
  prcdNodeId: string;
  name: string;
  typeCode: string;
  sort: number;
  /** 0 未开始, 1 进行中, 2 已完成. */
  status: number;
  chargers: MissionUserRef[];
  labourCost: string | null;
  planEndAt: string | null;
  warnDays: number | null;
  isShipment: boolean;
  outsideSettlement: boolean;
  upstreamMissionNodeId: string | null;
}

/** GET fac-mission-prcd-nodes/{missionId}: the mission's template and its node rows. */
export interface MissionNodeTemplateData {
  missionId: string;
  templateId: string | null;
  templateName: string | null;
  /** The template's persons in charge (none without a template). */
  chargers: MissionUserRef[];
  nodes: MissionNodeBrief[];
}

/** GET fac-mission-prcd-nodes/{missionId}/progresses: one node's figures. */
export interface MissionNodeProgress {
  id: string;
  name: string;
  typeCode: string;
  sort: number;
  status: number;
  targetNum: string;
  completedNum: string;
  adjustNum: string;
  defectiveNum: string;
  wasteNum: string;
  /** target − completed − adjusted, never below 0. */
  remainingNum: string;
  /** completed / target in whole percent (0 when the target is 0). */
  percent: number;
  planEndAt: string | null;
  finishedAt: string | null;
  /** Not finished and the plan end is before today. */
  isLate: boolean;
}

/** getFacMissionNodeInfoListById: how many report bills of a node stand in one status. */
export interface MissionNodeBillCount {
  missionNodeId: string;
  status: number;
  num: number;
}

export interface MissionNodeInfoList {
  missionNodeList: MissionNodeBrief[];
  workflowStatusNumList: MissionNodeBillCount[];
}

export interface MissionLeader extends MissionUserRef {
  /** The factories (of those asked) where the user leads a live mission. */
  unitIds: string[];
  missionCount: number;
}
