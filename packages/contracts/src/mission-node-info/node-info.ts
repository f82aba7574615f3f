import { z } from 'zod';
import { dateText, flagInput } from '../platform/bounds.js';
import { idSchema, optionalText } from '../platform/paging.js';
import { optionalDecimal } from '../materials/decimal.js';

/** Node status (mission_node.status): 0 未开始, 1 进行中, 2 已完成. */
export const NODE_STATUSES = [0, 1, 2] as const;
export type NodeStatus = (typeof NODE_STATUSES)[number];

/** The delay reason a late node must give to finish (max 50, the reference's dialog). */
export const DELAY_REASON_MAX = 50;

export const missionNodeParams = z.object({ id: idSchema });

const idList = (max: number) =>
  z
    .array(idSchema)
    .max(max)
    .transform((ids) => [...new Set(ids)]);

/** An outside factory of a node with its processing price (加工厂商 + 加工单价). */
export const nodeOutsideFactoryInput = z.object({
  outsideFactoryId: idSchema,
  unitPrice: optionalDecimal({ scale: 4, intDigits: 12 }),
});

const outsideFactoryList = z
  .array(nodeOutsideFactoryInput)
  .max(50)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      if (seen.has(row.outsideFactoryId))
        ctx.addIssue({ code: 'custom', path: [i, 'outsideFactoryId'], message: '外发厂重复|outside factory listed twice' });
      seen.add(row.outsideFactoryId);
    });
  });

/** PUT fac-mission-prcd-nodes/{id}/status: a late node finishing gives its delay reason. */
export const nodeStatusInput = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.enum(['0', '1', '2']).transform(Number)]),
  delayReason: optionalText(DELAY_REASON_MAX),
});
export type NodeStatusInput = z.input<typeof nodeStatusInput>;

/** PUT fac-mission-prcd-nodes/{id}/information (修改节点信息). Fields left out keep their value. */
export const nodeInformationInput = z.object({
  chargerIds: idList(50).optional(),
  /** 工价: up to 12 integer digits and 3 decimals (the reference's "29.888"). */
  labourCost: optionalDecimal({ scale: 3, intDigits: 12 }).optional(),
  planEndAt: dateText.nullish(),
  remark: optionalText(200).optional(),
  attachmentIds: idList(20).optional(),
  outsideFactoryList: outsideFactoryList.optional(),
});
export type NodeInformationInput = z.input<typeof nodeInformationInput>;

/** POST fac-mission-prcd-nodes/updateOutsideFactory: the node's outside factories replaced by this list. */
export const updateOutsideFactoryInput = z.object({
  facMissionPrcdNodeId: idSchema,
  outsideFactoryList,
});

/** POST fac-mission-prcd-nodes/update/reason0fDelay (the reference's spelling). */
export const delayReasonInput = z.object({
  nodeId: idSchema,
  reasonDelay: z.string().trim().min(1, '请输入延误原因|enter the delay reason').max(DELAY_REASON_MAX),
});

/** GET fac-mission-prcd-nodes/tag/checkTag: tick (isUse) or untick a preset tag of the node's definition. */
export const checkTagInput = z.object({
  id: idSchema,
  facMissionPrcdNodeId: idSchema,
  isUse: flagInput,
});

/** GET fac-mission-prcd-nodes/tag/list: the preset tags of a node definition. */
export const nodeTagListInput = z.object({ prcdNodeId: idSchema });

export interface NodePerson {
  id: string;
  name: string;
}

export interface NodeAttachment {
  id: string;
  name: string;
  url: string;
  mimeType: string;
}

export interface NodeOutsideFactory {
  outsideFactoryId: string;
  name: string;
  unitPrice: string | null;
  /** Reports name this factory: it cannot be dropped from the node. */
  hasReports: boolean;
}

export interface NodeTag {
  id: string;
  name: string;
  checked: boolean;
}

/** GET fac-mission-prcd-nodes/{id}/info: what the node panel's information part shows. */
export interface NodeInfo {
  id: string;
  missionId: string;
  missionNo: string;
  missionStatus: number;
  prcdNodeId: string;
  name: string;
  typeCode: string;
  status: number;
  chargers: NodePerson[];
  /** null when not set, or when the caller may not see wages (fac.mission.labour.cost.view). */
  labourCost: string | null;
  canViewLabourCost: boolean;
  planEndAt: string | null;
  warnDays: number | null;
  diffMin: string | null;
  diffMax: string | null;
  targetNum: string;
  completedNum: string;
  adjustNum: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Planned end passed and not finished by then (or still not finished today). */
  isLate: boolean;
  lateDays: number;
  delayReason: string | null;
  remark: string | null;
  attachments: NodeAttachment[];
  outsideFactories: NodeOutsideFactory[];
  tags: NodeTag[];
}

/** Quantities an outside factory reported on a node (reviewed completion reports), per SKU (null: a total node). */
export interface OutsideFactoryQuantities {
  outsideFactoryId: string;
  name: string;
  unitPrice: string | null;
  totalNum: string;
  skus: { goodsSkuId: string | null; num: string }[];
}

/** Node-scoped outside calls take the node id as the reference names it. */
export const outsideNodeInput = z.object({ missionPrcdNodeId: idSchema });
export const outsideMissionInput = z.object({ missionId: idSchema });
export const reportOutsideFactoryInput = z.object({ missionNodeId: idSchema });

/** GET fac/mission/{instanceId}/nodeInfo: the path names the node instance `missionId` (the route's position shares it). */
export const nodeHoverParams = z.object({ missionId: idSchema });

/** What hovering a node of a mission's strip shows (the reference's facMissionHoverInfo). */
export interface NodeHoverInfo {
  id: string;
  name: string;
  typeCode: string;
  status: number;
  chargers: string[];
  planEndAt: string | null;
  isLate: boolean;
  lateDays: number;
  targetNum: string;
  completedNum: string;
  adjustNum: string;
  /** target − completed − adjusted, never below 0 (the node panel's 未完成数). */
  remainingNum: string;
  /** The node's outside factories with their processing prices (null: none set). */
  outsideFactories: { name: string; unitPrice: string | null }[];
  remark: string | null;
  finishedAt: string | null;
  delayReason: string | null;
  /** Active reminders: 延期预警, 差额提醒, open alerts' texts, the number of remarks. */
  preWarning: boolean;
  difference: boolean;
  alerts: string[];
  noteCount: number;
}
