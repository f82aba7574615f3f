import { z } from 'zod';
import { decimalString } from '../materials/decimal.js';
import { columnInt } from '../platform/bounds.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/**
 * Status of a stocktake (盘点单), a 'system' bill type: 0 盘点中 counting, 1 已撤销调整 adjustment undone (counts kept,
 * continue or void), 2 已处理 handled (differences posted), 5 已作废 voided.
 */
export const stocktakeStatuses = { counting: 0, undone: 1, handled: 2, voided: 5 } as const;
export type StocktakeStatus = (typeof stocktakeStatuses)[keyof typeof stocktakeStatuses];
/** The statuses' labels (exports; the web's strings say the same). */
export const stocktakeStatusLabels: Record<number, { zh: string; en: string }> = {
  0: { zh: '盘点中', en: 'Counting' },
  1: { zh: '已撤销调整', en: 'Adjustment undone' },
  2: { zh: '已处理', en: 'Handled' },
  5: { zh: '已作废', en: 'Voided' },
};

const checkDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '请输入日期 yyyy-MM-dd|must be a date yyyy-MM-dd');
const countQuantity = decimalString({ scale: 4, intDigits: 14, label: '盘点数|Counted quantity' });
const skuIds = z.array(idSchema).max(5000);

/** addCheck: a count of one storehouse; its scope takes the SKUs (of the kinds, or the ones named) with stock there. */
export const stocktakeCreateInput = z.object({
  storehouseId: idSchema,
  checkDate,
  kindIds: z.array(idSchema).max(200).optional(),
  skuIds: skuIds.optional(),
  isBlind: z.boolean().optional(),
  remark: optionalText(200),
});
export type StocktakeCreate = z.infer<typeof stocktakeCreateInput>;

/** updateCheck: the header of a count still counting. */
export const stocktakeUpdateInput = z.object({
  checkId: idSchema,
  checkDate,
  isBlind: z.boolean().optional(),
  remark: optionalText(200),
});
export type StocktakeUpdate = z.infer<typeof stocktakeUpdateInput>;

export const stocktakePageInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  storehouseId: idSchema.optional(),
  status: columnInt('smallint', { min: 0, max: 5 }).optional(),
});
export type StocktakePageFilter = z.infer<typeof stocktakePageInput>;

export const stocktakeIdQuery = z.object({ checkId: idSchema });

/** exportCheckDetail: one stocktake's lines as xlsx (the detail's keyword filter, if any). */
export const stocktakeExportQuery = z.object({ checkId: idSchema, keyword: z.string().trim().max(50).optional() });
export type StocktakeExportQuery = z.infer<typeof stocktakeExportQuery>;

/** getCheckDetail: lines sorted by checkSort (default: as added; DIFF: largest difference first). */
export const stocktakeDetailQuery = z.object({
  checkId: idSchema,
  checkSort: z.enum(['DEFAULT', 'DIFF']).optional(),
  keyword: z.string().trim().max(50).optional(),
});

/** getCheckDetailAnalyses: per SKU, filtered to gains or losses, paged (20 a page by default). */
export const stocktakeAnalysesQuery = pagingInput.extend({
  checkId: idSchema,
  kind: z.enum(['ALL', 'GAIN', 'LOSS']).optional(),
});

/** addCheckDetail / getCheckMaterialsSkuByIds: SKUs (all their lots in the storehouse) joining the count. */
export const stocktakeSkusInput = z.object({ checkId: idSchema, skuIds: skuIds.min(1, '请选择物料|choose at least one SKU') });

/** getWaitSelectedMaterialsSku: the factory's SKUs not in the count yet, with their stock in its storehouse. */
export const stocktakeWaitQuery = pagingInput.extend({
  checkId: idSchema,
  keyword: z.string().trim().max(50).optional(),
  kindId: idSchema.optional(),
});

/** updateCheckDetail: the caller's own counts of some lines (each person's count of a line replaces theirs). */
export const stocktakeCountInput = z.object({
  checkId: idSchema,
  counts: z
    .array(z.object({ lineId: idSchema, quantity: countQuantity }))
    .min(1, '请填写盘点数|enter at least one count')
    .max(5000),
});
export type StocktakeCountUpdate = z.infer<typeof stocktakeCountInput>;

/** getCheckDetailSkusDetail: who counted what of one line. undoDetail: withdraw one person's count. */
export const stocktakeLineQuery = z.object({ lineId: idSchema });
export const stocktakeCountIdQuery = z.object({ countId: idSchema });

export interface StocktakeRow {
  id: string;
  checkNo: string;
  status: number;
  storehouseId: string;
  storehouseName: string;
  kindIds: string[];
  isBlind: boolean;
  checkDate: string;
  remark: string | null;
  createdBy: string;
  createdByName: string;
  createdAt: string;
  handledAt: string | null;
  handledByName: string | null;
  lineCount: number;
  countedCount: number;
}

export interface StocktakeLineRow {
  id: string;
  skuId: string;
  materialNo: string;
  materialName: string;
  colorName: string;
  specNo: string;
  kindName: string;
  stockUnit: string;
  rollId: string | null;
  rollNo: string | null;
  vatNo: string | null;
  /** Null while a blind count runs for someone who may not see it. */
  bookQuantity: string | null;
  countedQuantity: string | null;
  difference: string | null;
  /** The difference valued at the line's unit cost (null: no difference, no cost, or hidden). */
  differenceValue: string | null;
  postedQuantity: string | null;
  /** The caller's own count of the line (what their entry screen shows). */
  myQuantity: string | null;
  counters: number;
}

/** A line as exported and printed: the detail's line with who counted it. */
export interface StocktakeExportLine extends Omit<StocktakeLineRow, 'myQuantity'> {
  /** Everyone who counted the line, in the order they first counted (、-joined). */
  counterNames: string | null;
}

export interface StocktakeDetail extends StocktakeRow {
  /** Book quantities and differences are hidden (a blind count, caller without the handle permission). */
  isHidden: boolean;
  lines: StocktakeLineRow[];
}

export interface StocktakeAnalysisRow {
  skuId: string;
  materialNo: string;
  materialName: string;
  colorName: string;
  specNo: string;
  stockUnit: string;
  bookQuantity: string;
  /** What moved in the storehouse between the start of the count and now (or the handling). */
  movedQuantity: string;
  currentQuantity: string;
  countedQuantity: string | null;
  difference: string;
  unitCost: string | null;
  differenceValue: string | null;
}

export interface StocktakeAnalyses {
  list: StocktakeAnalysisRow[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  summary: {
    gainQuantity: string;
    gainValue: string;
    lossQuantity: string;
    lossValue: string;
    uncounted: number;
  };
}

export interface StocktakeCountRow {
  id: string;
  countedBy: string;
  countedByName: string;
  quantity: string;
  updatedAt: string;
}

export interface StocktakeLogRow {
  id: string;
  action: string;
  userName: string;
  content: Record<string, unknown>;
  createdAt: string;
}
