import { z } from 'zod';
import { columnInt } from '../platform/bounds.js';
import { decimalString } from '../materials/decimal.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

export const dateString = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '请输入日期 yyyy-MM-dd|must be a date yyyy-MM-dd');

export const qualitySourceTypes = ['NONE', 'PURCHASE', 'ARRIVE_NOTIFY', 'ARRIVE'] as const;
export const qualityResults = ['QUALIFIED', 'UNQUALIFIED', 'CONCESSION'] as const;
export type QualityResult = (typeof qualityResults)[number];

/** Status of a quality-check bill: 0 待完成 open (editable), 1 已完成 completed, 5 已作废 voided. */
export const qualityStatuses = { open: 0, completed: 1, voided: 5 } as const;
export type QualityStatus = (typeof qualityStatuses)[keyof typeof qualityStatuses];

const quantity = decimalString({ scale: 4, intDigits: 14 });

export const qualityLineInput = z.object({
  materialSkuId: idSchema,
  materialRollId: idSchema.nullish().transform((v) => v ?? null),
  sourceLineId: idSchema.nullish().transform((v) => v ?? null),
  checkedQuantity: decimalString({ scale: 4, intDigits: 14, positive: true }),
  qualifiedQuantity: quantity,
  unqualifiedQuantity: quantity,
  defectLabelIds: z.array(idSchema).max(50).optional(),
  defects: optionalText(200),
  /** Blank: QUALIFIED when nothing is unqualified, else UNQUALIFIED. CONCESSION = accepted with defects (让步接收). */
  result: z.enum(qualityResults).nullish(),
  remark: optionalText(200),
});
export type QualityLineInput = z.infer<typeof qualityLineInput>;

const header = {
  billNo: optionalText(40),
  sourceType: z.enum(qualitySourceTypes).default('NONE'),
  sourceId: idSchema.nullish().transform((v) => v ?? null),
  supplierId: idSchema.nullish().transform((v) => v ?? null),
  checkerId: idSchema,
  checkDate: dateString,
  remark: optionalText(200),
  lines: z.array(qualityLineInput).min(1, '至少一行|at least one line').max(500),
};

export const qualityCheckCreateInput = z.object(header);
export type QualityCheckCreate = z.infer<typeof qualityCheckCreateInput>;
export const qualityCheckUpdateInput = z.object({ id: idSchema, ...header });
export type QualityCheckUpdate = z.infer<typeof qualityCheckUpdateInput>;

export const qualityCheckPageInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  status: columnInt('smallint', { min: 0, max: 7 }).optional(),
  sourceType: z.enum(qualitySourceTypes).optional(),
  dateFrom: dateString.optional(),
  dateTo: dateString.optional(),
});

export const qualityChangeStatusInput = z.object({
  id: idSchema,
  status: z.union([z.literal(0), z.literal(1), z.literal(5)], { message: '状态只能是 0、1 或 5|status must be 0, 1 or 5' }),
});

export const qualitySourceQuery = z
  .object({ id: idSchema.optional(), no: z.string().trim().max(40).optional() })
  .refine((v) => v.id ?? v.no, { message: '请指定单据|id or no is required', path: ['id'] });

export interface QualityCheckLineRow {
  id: string;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  colorName: string;
  specificationsNo: string | null;
  stockUnit: string;
  materialRollId: string | null;
  rollNo: string | null;
  sourceLineId: string | null;
  checkedQuantity: string;
  qualifiedQuantity: string;
  unqualifiedQuantity: string;
  defectLabelIds: string[];
  defects: string | null;
  result: QualityResult;
  remark: string | null;
}

export interface QualityCheckRow {
  id: string;
  billNo: string;
  sourceType: (typeof qualitySourceTypes)[number];
  sourceId: string | null;
  sourceNo: string | null;
  supplierId: string | null;
  supplierName: string | null;
  checkerId: string;
  checkerName: string | null;
  checkDate: string;
  status: number;
  remark: string | null;
  checkedTotal: string;
  qualifiedTotal: string;
  unqualifiedTotal: string;
  createdAt: string;
  lines?: QualityCheckLineRow[];
}

/** The head of a source bill (purchase, receipt notice or arrival) a quality check starts from; date YYYY-MM-DD. */
export interface QualitySourceBill {
  id: string;
  /** The source's bill type (e.g. MATERIALS_PURCHASE, SAMPLE_ARRIVE): documents drawing on it name it by this in their lineage. */
  billType: string;
  no: string;
  supplierId: string | null;
  supplierName: string | null;
  date: string;
  status: number;
}

/** A line of a source bill (purchase or receipt notice) offered to a new quality check. */
export interface QualitySourceLine {
  sourceLineId: string;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  colorName: string;
  specificationsNo: string | null;
  stockUnit: string;
  quantity: string;
}
