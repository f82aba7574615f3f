import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { intInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/** Most pieces (codes) one cut may generate, and most codes one selection (report, undo, print, export) takes. */
export const MAX_WYM_PER_CUT = 5000;
export const MAX_WYM_SELECTION = 5000;

const pieces = intInput({ min: 1, max: MAX_WYM_PER_CUT, label: '数量|Quantity' });
const lathe = z.string().trim().min(1, '请输入床次|enter the lay number').max(50);

export const wymLineInput = z.object({ goodsSkuId: idSchema, num: pieces });

const lines = z
  .array(wymLineInput)
  .min(1, '请填写裁数|enter the cut quantities')
  .max(200)
  .superRefine((ls, ctx) => {
    const total = ls.reduce((s, l) => s + l.num, 0);
    if (total > MAX_WYM_PER_CUT)
      ctx.addIssue({
        code: 'custom',
        message: `一次最多生成${MAX_WYM_PER_CUT}个唯一码|at most ${MAX_WYM_PER_CUT} codes per cut`,
      });
    const seen = new Set<string>();
    ls.forEach((l, i) => {
      if (seen.has(l.goodsSkuId))
        ctx.addIssue({ code: 'custom', path: [i, 'goodsSkuId'], message: '同一SKU只能填一行|one line per SKU' });
      seen.add(l.goodsSkuId);
    });
  });

/** POST fac-mission-prcd-nodes/previewWYM: the codes a cut would get, nothing written. */
export const wymPreviewInput = z.object({ missionNodeId: idSchema, lathe, skus: lines });
export type WymPreviewInput = z.infer<typeof wymPreviewInput>;

/** POST fac-mission-prcd-nodes/{id}/actual-cutting-wym: the previewed cut, saved and reported at the node. */
export const wymCutInput = z.object({
  lathe,
  skus: lines,
  dateCompleted: dateText,
  /** 完成人员; the reference sends it as chargerId. */
  finishUserId: idSchema,
  remark: optionalText(20),
  /** The first code and the token of the preview: the save writes exactly those codes or is refused. */
  firstWym: z.string().trim().min(1).max(20),
  previewToken: z.string().min(1).max(20000),
});
export type WymCutInput = z.infer<typeof wymCutInput>;

export interface WymPreviewRow {
  seq: number;
  code: string;
  goodsSkuId: string;
  colorName: string | null;
  sizeName: string | null;
}

export interface WymPreview {
  missionNo: string;
  styleNo: string;
  lathe: string;
  firstWym: string;
  lastWym: string;
  previewToken: string;
  total: number;
  rows: WymPreviewRow[];
}

export interface WymCutResult {
  reportBillId: string;
  reportBillNo: string;
  status: number;
  count: number;
  firstWym: string;
  lastWym: string;
}

/** 0 未上报, 1 待审核 (the report awaits review or anti-review), 2 已上报. */
export const WYM_NODE_STATUS = { NONE: 0, PENDING: 1, DONE: 2 } as const;
export const wymNodeStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The filter of /missionWym and /missionWymStatus, shared by the list, its Excel, the print and 全选 actions. */
export const wymFilter = z.object({
  /** The unique-code cutting node whose codes are listed. */
  missionNodeId: idSchema,
  lathes: z.array(z.string().trim().min(1).max(50)).max(100).optional(),
  /** 唯一码 (contains). */
  code: z.string().trim().max(40).optional(),
  /** With `status`: codes whose status at this node is that. */
  statusNodeId: idSchema.optional(),
  status: wymNodeStatus.optional(),
});
export type WymFilter = z.infer<typeof wymFilter>;

/** POST fac-mission-prcd-nodes/WYMStatus (and WYMList). */
export const wymListInput = pagingInput.extend(wymFilter.shape);
export type WymListInput = z.infer<typeof wymListInput>;

/** The chosen codes (wymIds, still within the filter) or, without them, every code the filter matches (全选). */
export const wymSelectionInput = wymFilter.extend({
  wymIds: z.array(idSchema).min(1).max(MAX_WYM_SELECTION).optional(),
});
export type WymSelectionInput = z.infer<typeof wymSelectionInput>;

/** POST fac-mission-prcd-node-reports/manual/{instanceId}: the selection reported at the node, one piece each. */
export const wymManualReportInput = wymSelectionInput.extend({
  dateCompleted: dateText.optional(),
  /** 入库仓库 / 发货仓库 of a tail-in or tail-out node. */
  storehouseId: idSchema.optional(),
  /** 客户 of a tail-out node. */
  customerId: idSchema.optional(),
});
export type WymManualReportInput = z.infer<typeof wymManualReportInput>;

/**
 * POST fac-mission-prcd-node-reports/{qualified|defectived|wasted}/{instanceId}/{wymId} (质检 per code): the reference's
 * body. userId is 完成人员 (default the signed-in user); a defective report needs at least one defect label; storehouseId
 * is the block's storehouse (合格 入库仓库, 次品 / 废品 仓库).
 */
export const wymQcReportInput = z.object({
  userId: idSchema.optional(),
  defectiveLabelIds: z.array(idSchema).max(50).default([]),
  storehouseId: idSchema.nullish(),
  dateCompleted: dateText.optional(),
});
export type WymQcReportInput = z.infer<typeof wymQcReportInput>;

/** The three QC report paths per code and the bill each writes (as a matrix quality report's blocks). */
export const WYM_QC_KINDS = ['qualified', 'defectived', 'wasted'] as const;
export type WymQcKind = (typeof WYM_QC_KINDS)[number];

/**
 * POST fac-mission-prcd-node-reports/repaired/{instanceId}/{wymId} (返修合格): the code's open defect at the QC node
 * passes after repair, as defect management's 合格 (storehouseId: a goods storehouse to put it in, optional).
 */
export const wymRepairedInput = z.object({
  userId: idSchema.optional(),
  /** Sent by the reference; the defect keeps the labels of its report. */
  defectiveLabelIds: z.array(idSchema).max(50).optional(),
  storehouseId: idSchema.nullish(),
  dateCompleted: dateText.optional(),
});
export type WymRepairedInput = z.infer<typeof wymRepairedInput>;

/** A code's result at a QC node: 合格, 次品 (open), 返修合格 (its defect passed after repair), 报废. */
export type WymQcOutcome = 'QUALIFIED' | 'DEFECTIVE' | 'REPAIRED' | 'WASTE';

export interface WymNodeColumn {
  missionNodeId: string;
  name: string;
  typeCode: string;
  /** The cutting node that generated the codes. */
  isCutting: boolean;
}

export interface WymRow {
  id: string;
  lathe: string;
  seq: number;
  code: string;
  missionId: string;
  missionNo: string;
  styleNo: string;
  styleName: string;
  goodsSkuId: string;
  colorNo: string | null;
  colorName: string | null;
  sizeName: string | null;
  /** Status per node column (missionNodeId → 0 | 1 | 2). */
  statuses: Record<string, 0 | 1 | 2>;
  /** At QC node columns where the code is reported: its result there (missionNodeId → outcome). */
  outcomes: Record<string, WymQcOutcome>;
}

export interface WymListPage {
  nodes: WymNodeColumn[];
  list: WymRow[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
}

export interface WymBatchResult {
  /** Codes whose status changed. */
  count: number;
  billNos: string[];
}

/** A code as the scan screen finds it (findUniqueCode). */
export interface WymLookup {
  id: string;
  code: string;
  missionId: string;
  missionNodeId: string;
  goodsSkuId: string;
  lathe: string;
  seq: number;
}

/** GET fac-mission-prcd-nodes/{id}/wym: the cutting node, the mission's SKUs (ordered), the next free lay number. */
export interface WymNodeInfo {
  missionNodeId: string;
  nodeName: string;
  missionId: string;
  missionNo: string;
  styleNo: string;
  nextLathe: string;
  usedLathes: string[];
  skus: { goodsSkuId: string; colorName: string | null; sizeName: string | null; num: string }[];
}
