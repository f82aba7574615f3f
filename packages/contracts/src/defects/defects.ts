import { z } from 'zod';
import { dateText, flagInput } from '../platform/bounds.js';
import { optionalDecimalInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/**
 * Defect management (次品管理): every reviewed defective quantity of a QC node (per report line: mission, node, SKU,
 * labels) is an open defect until it is passed after repair (合格), scrapped (报废) or sent back (退回返修); 再修 counts
 * another repair round. Each action is a defect bill (append-only, 撤销 writes its reverse).
 */

/** 0 返修中 under repair (the default filter), 4 已返厂 returned for repair to a node, factory or workbay. */
export const DEFECT_STATUSES = [0, 4] as const;
export const defectStatusLabels: Record<number, { zh: string; en: string }> = {
  0: { zh: '返修中', en: 'Under repair' },
  4: { zh: '已返厂', en: 'Returned for repair' },
};

export const DEFECT_ACTIONS = ['QUALIFY', 'REPAIR', 'WASTE', 'RETURN'] as const;
export type DefectAction = (typeof DEFECT_ACTIONS)[number];
export const defectActionLabels: Record<DefectAction, { zh: string; en: string }> = {
  QUALIFY: { zh: '合格', en: 'Passed after repair' },
  REPAIR: { zh: '再修', en: 'Repair again' },
  WASTE: { zh: '报废', en: 'Scrapped' },
  RETURN: { zh: '退回返修', en: 'Returned for repair' },
};

/** A defect bill: 2 已通过 (its effects stand), 5 已撤销 (reversed). */
export const defectBillStatusLabels: Record<number, { zh: string; en: string }> = {
  2: { zh: '已通过', en: 'Passed' },
  5: { zh: '已撤销', en: 'Undone' },
};

/** The bill type code of defect bills (lineage names them; the engine's review is not used: they take effect at once). */
export const FAC_DEFECT_BILL = 'FAC_DEFECT_BILL';

const optionalQuantity = optionalDecimalInput({ scale: 4, intDigits: 14, positive: true, label: '数量|Quantity' });

/** The filter of /inferiorMamage (defectived/list), also the `query` of an action across the filter. */
export const defectFilterInput = z.object({
  /** 商品款号 (part of it). */
  styleNo: z.string().trim().max(50).optional(),
  /** 生产工单. */
  missionId: idSchema.optional(),
  /** 外发厂. */
  outsideFactoryId: idSchema.optional(),
  /** 工位: the workbay (person) that reported the defect or that it was returned to. */
  userId: idSchema.optional(),
  colorId: idSchema.optional(),
  sizeId: idSchema.optional(),
  /** 内长. */
  standardId: idSchema.optional(),
  /** 次品标签. */
  defectLabelId: idSchema.optional(),
  /** 0 返修中 (default), 4 已返厂. */
  status: z.coerce
    .number()
    .int()
    .refine((v) => (DEFECT_STATUSES as readonly number[]).includes(v), '状态只能是 0 或 4|status must be 0 or 4')
    .default(0),
});
export type DefectFilter = z.infer<typeof defectFilterInput>;

export const defectListInput = pagingInput.extend(defectFilterInput.shape);
export type DefectListQuery = z.infer<typeof defectListInput>;

/** One open defect (a row of /inferiorMamage). */
export interface DefectRow {
  id: string;
  missionId: string;
  missionNo: string;
  missionNodeId: string;
  nodeName: string;
  goodsStyleId: string;
  styleNo: string;
  goodsSkuId: string | null;
  colorName: string | null;
  sizeName: string | null;
  standardName: string | null;
  defectLabelIds: string[];
  defectLabelNames: string[];
  outsideFactoryId: string | null;
  outsideFactoryName: string | null;
  storehouseId: string | null;
  storehouseName: string | null;
  /** The defect bill's source: the reviewed defective report. */
  reportId: string;
  reportBillNo: string;
  /** Recorded and still open. */
  num: string;
  openNum: string;
  repairCount: number;
  status: number;
  returnNodeName: string | null;
  returnFactoryName: string | null;
  returnUserName: string | null;
  /** The bundle (扎号) and its lay when the defect was found by a batch QC report per bundle. */
  ligationId: string | null;
  ticketNo: string | null;
  lathe: string | null;
}

export interface DefectListAnswer {
  list: DefectRow[];
  totalCount: number;
  /** Σ open quantity over the whole filter (款合计). */
  totalOpen: string;
}

/** One defect in an action, with the quantity (blank: all that is open). */
export const defectPick = z.object({ id: idSchema, num: optionalQuantity });

const actionBase = {
  /** 全选操作: every open defect of `query`, each with all it has open (defectivedList is then ignored). */
  selectAllFlag: flagInput.default(false),
  query: defectFilterInput.optional(),
  defectivedList: z.array(defectPick).max(2000).default([]),
  /** 完成日期 (default today). */
  dateCompleted: dateText.optional(),
  /** 完成人员. */
  finishUserId: idSchema.nullish().transform((v) => v ?? null),
  remark: optionalText(20),
};

const somePicked = (v: { selectAllFlag: boolean; defectivedList: unknown[] }) => v.selectAllFlag || v.defectivedList.length > 0;
const pickMessage = { message: '请选择次品|choose at least one defect', path: ['defectivedList'] };

/** defectived/qualifyBatch, repairBatch, wasteBatch: 合格 (into storehouseId when given), 再修, 报废. */
export const defectActionInput = z
  .object({ ...actionBase, storehouseId: idSchema.nullish().transform((v) => v ?? null) })
  .refine(somePicked, pickMessage);
export type DefectActionInput = z.infer<typeof defectActionInput>;

const returnTarget = {
  /** 退回节点: a node of the defect's mission. */
  returnNodeId: idSchema.nullish().transform((v) => v ?? null),
  /** 退回加工厂. */
  returnFactoryId: idSchema.nullish().transform((v) => v ?? null),
  /** 退回工位. */
  returnUserId: idSchema.nullish().transform((v) => v ?? null),
};
const hasTarget = (t: { returnNodeId: string | null; returnFactoryId: string | null; returnUserId: string | null }) =>
  Boolean(t.returnNodeId ?? t.returnFactoryId ?? t.returnUserId);
const targetMessage = '请选择退回节点、加工厂或工位|choose the node, factory or workbay to return to';

/**
 * defectived/repairConfirm: 退回返修, a bill (完成人员 and 完成日期 as the reference's bill asks; by default the signed-in
 * user and today) whose lines
 * each go back to a node of the mission, a processing factory and/or a workbay: the line's own target, else the
 * bill's (the only one across the filter).
 */
export const defectReturnInput = z
  .object({
    ...actionBase,
    defectivedList: z.array(defectPick.extend(returnTarget)).max(2000).default([]),
    ...returnTarget,
  })
  .refine(somePicked, pickMessage)
  .superRefine((v, ctx) => {
    if (hasTarget(v)) return;
    if (v.selectAllFlag) ctx.addIssue({ code: 'custom', message: targetMessage, path: ['returnNodeId'] });
    else
      v.defectivedList.forEach((line, i) => {
        if (!hasTarget(line))
          ctx.addIssue({ code: 'custom', message: targetMessage, path: ['defectivedList', i, 'returnNodeId'] });
      });
  });
export type DefectReturnInput = z.infer<typeof defectReturnInput>;

export interface DefectActionResult {
  billId: string;
  billNo: string;
  totalNum: string;
  count: number;
}

/** bill-repair/list: all defect bills (/allInferiorBill). */
export const defectBillListInput = pagingInput.extend({
  billNo: z.string().trim().max(50).optional(),
  action: z.enum(DEFECT_ACTIONS).optional(),
  status: z.coerce
    .number()
    .int()
    .refine((v) => v === 2 || v === 5, '状态只能是 2 或 5|status must be 2 or 5')
    .optional(),
  dateStart: dateText.optional(),
  dateEnd: dateText.optional(),
  finishUserId: idSchema.optional(),
  outsideFactoryId: idSchema.optional(),
  styleNo: z.string().trim().max(50).optional(),
});
export type DefectBillListQuery = z.infer<typeof defectBillListInput>;

export interface DefectBillRow {
  id: string;
  billNo: string;
  action: DefectAction;
  status: number;
  dateCompleted: string;
  finishUserName: string | null;
  storehouseName: string | null;
  /** 外发厂: the factory it was returned to, else the defects' reporting factories. */
  outsideFactoryName: string | null;
  /** 返修工位. */
  returnUserName: string | null;
  returnNodeName: string | null;
  /** 返修款号. */
  styleNos: string[];
  totalNum: string;
  remark: string | null;
  createdAt: string;
}

export interface DefectBillLine {
  id: string;
  defectId: string;
  /** 退回返修: where this line went back to. */
  returnNodeName: string | null;
  returnFactoryName: string | null;
  returnUserName: string | null;
  missionNo: string;
  nodeName: string;
  styleNo: string;
  colorName: string | null;
  sizeName: string | null;
  standardName: string | null;
  defectLabelNames: string[];
  num: string;
}

export interface DefectBillDetail extends DefectBillRow {
  lines: DefectBillLine[];
}

export const defectBillIdInput = z.object({ id: idSchema });
