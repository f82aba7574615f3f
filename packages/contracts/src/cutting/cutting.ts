import { z } from 'zod';
import { dateText, versionInput } from '../platform/bounds.js';
import { intInput, optionalIntInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { reportAction } from '../node-reports/report-input.js';

/** Most bundles one lay may hold (a 100-ply lay of 20 marker pieces in 5 colours is 10,000 at a cap of 1). */
export const MAX_LAY_BUNDLES = 5000;
/** Most tickets one print call answers (bundles × groups × copies). */
export const MAX_PRINT_TICKETS = 5000;

const plies = intInput({ min: 1, max: 10000, label: '层数|Plies' });
const ratio = intInput({ min: 0, max: 100, label: '码比|Ratio' });
const bundleNum = intInput({ min: 1, max: 1000000, label: '数量|Quantity' });

export const layFabricInput = z.object({
  colorId: idSchema,
  /** 卷号/缸号. */
  lot: optionalText(50),
  plies,
});

export const markerRatioInput = z.object({ sizeId: idSchema, ratio });

/** A bundle as the screen lists it (quantities editable); numbered by the server in this order. */
export const layBundleInput = z.object({
  fabricIndex: intInput({ min: 0, max: 49, label: '面料行|Fabric row' }),
  sizeId: idSchema,
  num: bundleNum,
  remark: optionalText(50),
});

/**
 * POST fac-mission-prcd-nodes/{id}/actual-cutting-ligation: a lay of bundle cutting. DRAFT saves it (layId re-edits
 * a draft); REPORT also posts it as the node's cutting report. Without `bundles` they are generated from the table.
 */
export const layInput = z
  .object({
    layId: idSchema.nullish(),
    version: versionInput.optional(),
    actionType: reportAction,
    dateCompleted: dateText,
    finishUserId: idSchema,
    lathe: z.string().trim().min(1, '请输入床次|enter the lay number').max(30),
    /** 每扎最多件数: splits a stack into bundles of at most this many. */
    bundleCap: optionalIntInput({ min: 1, max: 10000, label: '每扎件数|Pieces per bundle' }),
    fabrics: z.array(layFabricInput).min(1, '请填写面料表|enter the fabric table').max(50),
    ratios: z.array(markerRatioInput).min(1, '请填写码比|enter the marker ratio').max(60),
    bundles: z.array(layBundleInput).min(1, '请生成扎号|generate the bundles').max(MAX_LAY_BUNDLES).optional(),
    remark: optionalText(20),
  })
  .superRefine((v, ctx) => {
    if (!v.ratios.some((r) => r.ratio > 0))
      ctx.addIssue({ code: 'custom', path: ['ratios'], message: '码比至少一个尺码大于0|give at least one size a ratio' });
    const sizes = new Set<string>();
    v.ratios.forEach((r, i) => {
      if (sizes.has(r.sizeId))
        ctx.addIssue({ code: 'custom', path: ['ratios', i, 'sizeId'], message: '尺码重复|size listed twice' });
      sizes.add(r.sizeId);
    });
    v.bundles?.forEach((b, i) => {
      if (b.fabricIndex >= v.fabrics.length)
        ctx.addIssue({ code: 'custom', path: ['bundles', i, 'fabricIndex'], message: '面料行不存在|no such fabric row' });
      if (!sizes.has(b.sizeId))
        ctx.addIssue({ code: 'custom', path: ['bundles', i, 'sizeId'], message: '尺码不在码比中|size not on the marker' });
    });
  });
export type LayInput = z.infer<typeof layInput>;

export interface LayResult {
  layId: string;
  status: number;
  reportBillId: string | null;
  reportBillNo: string | null;
  bundleIds: string[];
}

/** Lay statuses: a draft, or submitted as the node's report (its bill then has the report's own status). */
export const LAY_STATUS = { DRAFT: 0, SUBMITTED: 1 } as const;

export interface LayBundle {
  id: string;
  seq: number;
  ticketNo: string;
  fabricIndex: number;
  colorId: string;
  colorName: string | null;
  sizeId: string;
  sizeName: string | null;
  lot: string | null;
  num: number;
  remark: string | null;
}

export interface LayDetail {
  id: string;
  missionNodeId: string;
  missionId: string;
  missionNo: string;
  lathe: string;
  status: number;
  dateCompleted: string;
  finishUserId: string | null;
  bundleCap: number | null;
  remark: string | null;
  version: number;
  reportBillId: string | null;
  reportBillNo: string | null;
  reportStatus: number | null;
  fabrics: { colorId: string; colorName: string | null; lot: string | null; plies: number }[];
  ratios: { sizeId: string; sizeName: string | null; ratio: number }[];
  bundles: LayBundle[];
}

/** GET fac-mission-prcd-nodes/{id}/ligation: what the bundle cutting screen needs for a node. */
export interface LigationNodeInfo {
  missionNodeId: string;
  nodeName: string;
  missionId: string;
  missionNo: string;
  styleNo: string;
  styleName: string;
  /** The mission's colours and sizes (a fabric row is a colour, a marker ratio a size). */
  colors: { id: string; name: string }[];
  sizes: { id: string; name: string }[];
  /** The next free lay number (床次) of the mission. */
  nextLathe: string;
  lays: {
    id: string;
    lathe: string;
    status: number;
    dateCompleted: string;
    totalNum: number;
    bundleCount: number;
    reportBillNo: string | null;
  }[];
}

/** GET cutting/ligation-nodes: live missions' bundle cutting nodes, for the screen's picker. */
export const ligationNodesInput = z.object({ searchParam: z.string().trim().max(60).optional() });
export interface LigationNodeOption {
  missionNodeId: string;
  missionId: string;
  missionNo: string;
  styleNo: string;
  nodeName: string;
}

/** The bundle list's filters (扎号列表), shared by the list, its Excel and the tickets' print. */
export const bundleFilter = z.object({
  missionId: idSchema.optional(),
  goodsStyleId: idSchema.optional(),
  lathes: z.array(z.string().trim().min(1).max(30)).max(100).optional(),
  colorIds: z.array(idSchema).max(100).optional(),
  sizeIds: z.array(idSchema).max(100).optional(),
  /** 扎号 (contains). */
  ticketNo: z.string().trim().max(80).optional(),
  finishStartDate: dateText.optional(),
  finishEndDate: dateText.optional(),
});
export type BundleFilter = z.infer<typeof bundleFilter>;

/** POST fac-mission-prcd-nodes/ligationList. */
export const bundleListInput = pagingInput.extend(bundleFilter.shape);
export type BundleListInput = z.infer<typeof bundleListInput>;

/** The chosen bundles (ligationIds) or, without them, every bundle the filter matches (选择全部). */
export const bundleSelectionInput = bundleFilter.extend({
  ligationIds: z.array(idSchema).min(1).max(MAX_PRINT_TICKETS).optional(),
});
export type BundleSelectionInput = z.infer<typeof bundleSelectionInput>;

export interface BundleRow {
  id: string;
  ticketNo: string;
  seq: number;
  lathe: string;
  missionId: string;
  missionNo: string;
  goodsStyleId: string;
  styleNo: string;
  styleName: string;
  colorName: string | null;
  sizeName: string | null;
  lot: string | null;
  num: number;
  remark: string | null;
  dateCompleted: string;
  finishUserName: string | null;
  reportBillNo: string | null;
}

export interface BundleListPage {
  list: BundleRow[];
  totalCount: number;
  /** Pieces of every bundle the filter matches. */
  totalNum: number;
  pageNo: number;
  pageSize: number;
}

/** POST fac-mission-prcd-nodes/printLigation: tickets for the chosen bundles × cut-piece groups × copies. */
export const bundlePrintInput = bundleSelectionInput.extend({
  /** 裁片组: none prints one ticket per bundle without a group. */
  groupIds: z.array(idSchema).max(50).optional(),
  copies: intInput({ min: 1, max: 100, label: '份数|Copies' }),
});
export type BundlePrintInput = z.infer<typeof bundlePrintInput>;

export interface BundleTicket extends BundleRow {
  groupName: string | null;
  copy: number;
}

/** Cut-piece groups (裁片组配置) of a style: GET cbsgc/getList, POST cbsgc/update (the whole list, in order). */
export const pieceGroupListInput = z.object({ goodsStyleId: idSchema });
export const pieceGroupUpdateInput = z.object({
  goodsStyleId: idSchema,
  list: z
    .array(z.object({ id: idSchema.nullish(), name: z.string().trim().min(1, '请输入裁片组名称|enter the group name').max(20) }))
    .max(50)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((g, i) => {
        if (seen.has(g.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: '名称重复|name listed twice' });
        seen.add(g.name);
      });
    }),
});
export type PieceGroupUpdateInput = z.infer<typeof pieceGroupUpdateInput>;
export interface PieceGroup {
  id: string;
  name: string;
  sort: number;
}
