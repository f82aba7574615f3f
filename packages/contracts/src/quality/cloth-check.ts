import { z } from 'zod';
import { optionalDecimal } from '../materials/decimal.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { dateString } from './quality-check.js';

const length = optionalDecimal({ scale: 4, intDigits: 14 });
const lineKey = {
  arriveLineId: idSchema,
  materialRollId: idSchema.nullish().transform((v) => v ?? '0'),
};

/** PUT arrive/check: 验布 — checked length per arrival line (or roll), one checker and date for all. */
export const clothCheckInput = z.object({
  arriveId: idSchema,
  checkerId: idSchema,
  checkDate: dateString,
  lines: z
    .array(z.object({ ...lineKey, checkedLength: length.refine((v) => v !== null, '请输入验布长度|checked length is required') }))
    .min(1)
    .max(500),
});

/** PUT arrive/shrunk: 缩布 — length before and after the shrink test; the rate is computed and stored. */
export const shrinkInput = z.object({
  arriveId: idSchema,
  shrinkerId: idSchema,
  shrinkDate: dateString,
  lines: z
    .array(
      z.object({
        ...lineKey,
        shrinkBefore: length.refine((v) => v !== null, '请输入缩前长度|length before is required'),
        shrinkAfter: length.refine((v) => v !== null, '请输入缩后长度|length after is required'),
      }),
    )
    .min(1)
    .max(500),
});

/** POST arrive/checkAndShrunk/addOrUpdate: both parts at once; a blank part leaves that part empty. */
export const checkAndShrunkInput = z.object({
  arriveId: idSchema,
  lines: z
    .array(
      z.object({
        ...lineKey,
        checkedLength: length,
        checkerId: idSchema.nullish().transform((v) => v ?? null),
        checkDate: dateString.nullish().transform((v) => v ?? null),
        shrinkBefore: length,
        shrinkAfter: length,
        shrinkerId: idSchema.nullish().transform((v) => v ?? null),
        shrinkDate: dateString.nullish().transform((v) => v ?? null),
        remark: optionalText(200),
      }),
    )
    .min(1)
    .max(500),
});
export type CheckAndShrunkInput = z.infer<typeof checkAndShrunkInput>;

export const clothFilterInput = z.object({
  keyword: z.string().trim().max(50).optional(),
  arriveId: idSchema.optional(),
  materialSkuId: idSchema.optional(),
  dateFrom: dateString.optional(),
  dateTo: dateString.optional(),
});
export type ClothFilter = z.infer<typeof clothFilterInput>;
export const clothPageInput = pagingInput.extend(clothFilterInput.shape);

export const arriveIdQuery = z.object({ arriveId: idSchema });
/** GET arrive/undo-check and undo-shrunk, as the original client sends them. */
export const undoClothQuery = z.object({ billMaterialArriveId: idSchema, materialSkuId: idSchema });

export interface ClothCheckRow {
  id: string;
  arriveId: string;
  arriveNo: string;
  dateArrive: string;
  arriveLineId: string;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  materialKindName: string;
  colorName: string;
  specificationsNo: string | null;
  stockUnit: string;
  arrivedQuantity: string;
  materialRollId: string;
  rollNo: string | null;
  checkedLength: string | null;
  checkerId: string | null;
  checkerName: string | null;
  checkDate: string | null;
  shrinkBefore: string | null;
  shrinkAfter: string | null;
  /** (before − after) / before, 4 decimals (0.0350 = 3.50 %). */
  shrinkRate: string | null;
  shrinkerId: string | null;
  shrinkerName: string | null;
  shrinkDate: string | null;
  remark: string | null;
}

/** An arrival line as the cloth check dialog lists it (with its check, if any). */
export interface ClothArrivalLine {
  arriveLineId: string;
  arriveId: string;
  arriveNo: string;
  dateArrive: string;
  creatorName: string | null;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  materialKindName: string;
  colorName: string;
  specificationsNo: string | null;
  stockUnit: string;
  arrivedQuantity: string;
  /** Rolls this line brought in (checked one by one when present). */
  rolls: { rollId: string; rollNo: string; length: string | null }[];
  /** Stocked in whole pieces (isPieceUnit of its stock unit): not offered for, and refused by, check and shrink. */
  countedInPieces: boolean;
}
