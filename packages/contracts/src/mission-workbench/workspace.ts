import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { idSchema, pagingInput } from '../platform/paging.js';
import type { ScannedBundle } from '../scanning/scanning.js';

/** The mission fields a workbench column set (and the mission table's header) may show, in their default order. */
export const missionFieldCodes = [
  'missionNo',
  'styleNo',
  'styleName',
  'customerName',
  'placeorderAt',
  'deliveryAt',
  'status',
  'priority',
  'totalNum',
  'actualCutNum',
  'leaderNames',
  'customerOrderNo',
  'remark',
] as const;
export type MissionFieldCode = (typeof missionFieldCodes)[number];
const missionField = z.enum(missionFieldCodes, { message: '未知的工单字段|unknown mission field' });

/** fac/mission/workspace/saveAndAddConfig: a named column set of the user's (new, or `id` changed); it becomes current. */
export const workspaceConfigInput = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1, '请输入名称|name is required').max(40),
  missionFields: z.array(missionField).min(1, '请至少选择一个工单字段|choose at least one field').max(missionFieldCodes.length),
  prcdNodeIds: z.array(idSchema).max(60),
});
export type WorkspaceConfigInput = z.infer<typeof workspaceConfigInput>;

export const workspaceConfigIdInput = z.object({ id: idSchema });

export interface WorkspaceConfig {
  id: string;
  name: string;
  missionFields: MissionFieldCode[];
  prcdNodeIds: string[];
  isCurrent: boolean;
}

/** A node definition used by the factory's live missions (getNodeList). */
export interface WorkspaceNode {
  prcdNodeId: string;
  name: string;
  typeCode: string;
  /** Live missions (未开始 or 进行中) that carry the node. */
  missionCount: number;
}

const nodeStatus = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  message: '节点状态只能是0、1或2|status must be 0, 1 or 2',
});

/**
 * fac/mission/workspace/getMissionNodeList: the factory's missions (one page) × the chosen node definitions.
 * prcdNodeIds: the columns (blank: the current column set's); status: mission statuses (blank: live, 0 and 1).
 */
export const missionNodeListInput = pagingInput.extend({
  prcdNodeIds: z.array(idSchema).max(60).optional(),
  status: z
    .array(
      z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(5)], {
        message: '工单状态只能是0、1、2或5|status must be 0, 1, 2 or 5',
      }),
    )
    .max(4)
    .optional(),
  goodsStyleId: idSchema.optional(),
  customerId: idSchema.optional(),
  deliveryFrom: dateText.optional(),
  deliveryTo: dateText.optional(),
  keyword: z.string().trim().max(60).optional(),
});
export type MissionNodeListInput = z.infer<typeof missionNodeListInput>;

export interface WorkbenchNodeCell {
  missionNodeId: string;
  status: number;
  targetNum: string;
  completedNum: string;
  adjustNum: string;
  chargerIds: string[];
  chargerNames: string[];
  planEndAt: string | null;
  /** The plan end has passed and the node is not finished. */
  isLate: boolean;
}

export interface WorkbenchMissionRow {
  missionId: string;
  missionNo: string;
  status: number;
  priority: number;
  isOutside: boolean;
  styleNo: string;
  styleName: string;
  customerName: string | null;
  placeorderAt: string;
  deliveryAt: string;
  totalNum: string;
  actualCutNum: string;
  leaderNames: string[];
  customerOrderNo: string | null;
  remark: string | null;
  /** Keyed by prcdNodeId; a mission without the node has no key. */
  nodes: Record<string, WorkbenchNodeCell>;
}

export interface WorkbenchMissionList {
  list: WorkbenchMissionRow[];
  totalCount: number;
  /** The node columns asked, in order. */
  columns: { prcdNodeId: string; name: string }[];
}

/** fac/mission/workspace/batchStatus: several mission nodes to one status (a delay reason for the late ones). */
export const batchStatusInput = z.object({
  missionNodeIds: z.array(idSchema).min(1, '请选择节点|choose at least one node').max(500),
  status: nodeStatus,
  delayReason: z.string().trim().max(200).optional(),
});
export type BatchStatusInput = z.infer<typeof batchStatusInput>;

/** fac/mission/workspace/batchChargers: the chargers (负责人) of several mission nodes, replaced. */
export const batchChargersInput = z.object({
  missionNodeIds: z.array(idSchema).min(1, '请选择节点|choose at least one node').max(500),
  chargerIds: z.array(idSchema).max(20),
});
export type BatchChargersInput = z.infer<typeof batchChargersInput>;

export const workbenchMissionInput = z.object({ missionId: idSchema });

export interface WorkbenchNodeProgress {
  missionNodeId: string;
  prcdNodeId: string;
  name: string;
  typeCode: string;
  sort: number;
  status: number;
  targetNum: string;
  completedNum: string;
  adjustNum: string;
  /** (completed + adjusted) / target, 0..n; null without a target. */
  progress: string | null;
  planEndAt: string | null;
  chargerNames: string[];
}

/** fac/mission/workspace/scanCodeCheck: a scanned code; a mission number finds its mission. */
export const scanCodeInput = z.object({ code: z.string().trim().min(1, '请输入编码|code is required').max(80) });

export interface ScanCodeAnswer {
  missionId: string;
  missionNo: string;
  status: number;
  nodes: WorkbenchNodeProgress[];
  /** When the code was a bundle ticket or a unique code (not the mission number): what it is. */
  scanned: ScannedBundle | null;
}

/** The pages whose table header a user configures (工单表头配置). */
export const headerPageCodes = ['missionTable', 'missionWorkbench'] as const;
export const headerPageInput = z.object({ pageCode: z.enum(headerPageCodes, { message: '未知的页面|unknown page' }) });

/** fac/facHeaderFieldConfig/saveOrUpdate: the shown fields of the page in order, with optional widths. */
export const headerFieldConfigInput = headerPageInput.extend({
  fields: z
    .array(z.object({ code: missionField, width: z.number().int().min(40).max(600).optional() }))
    .min(1, '请至少选择一个字段|choose at least one field')
    .max(missionFieldCodes.length),
});
export type HeaderFieldConfigInput = z.infer<typeof headerFieldConfigInput>;

export interface HeaderFieldConfig {
  pageCode: (typeof headerPageCodes)[number];
  fields: { code: MissionFieldCode; width?: number }[];
  /** No saved header: the page's default. */
  isDefault: boolean;
}
