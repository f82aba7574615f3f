import { z } from 'zod';
import { customFieldValuesInput, type CustomFieldValueView } from '../capabilities/custom-fields.js';
import { optionalDecimal } from '../materials/decimal.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/** Roll and vat numbers: letters, digits and - _ . / (what a roll label carries). */
const rollCode = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[\w\-./]*$/, '只能包含字母、数字和 - _ . /|may contain letters, digits and - _ . / only')
    .nullish()
    .transform((v) => (v ? v : null));

const rollFields = {
  rollNo: rollCode(40),
  vatNo: rollCode(40),
  storehouseId: idSchema.nullish().transform((v) => v ?? null),
  orderId: idSchema.nullish().transform((v) => v ?? null),
  orderNo: optionalText(40),
  styleId: idSchema.nullish().transform((v) => v ?? null),
  styleNo: optionalText(40),
  length: optionalDecimal({ scale: 4, intDigits: 12 }),
  isQualified: z.boolean().optional(),
  remark: optionalText(200),
  customFields: customFieldValuesInput.optional(),
};

/** POST material/sku/roll/add: a blank roll number is generated; unique per material SKU. */
export const rollAddInput = z.object({ materialSkuId: idSchema, ...rollFields });
export type RollAdd = z.infer<typeof rollAddInput>;

/** POST material/sku/roll/update: the SKU of a roll never changes. */
export const rollUpdateInput = z.object({ id: idSchema, ...rollFields, rollNo: rollCode(40) });
export type RollUpdate = z.infer<typeof rollUpdateInput>;

export const rollFilterInput = z.object({
  keyword: z.string().trim().max(50).optional(),
  materialSkuId: idSchema.optional(),
  materialId: idSchema.optional(),
  materialKindId: idSchema.optional(),
  rollNo: z.string().trim().max(40).optional(),
  vatNo: z.string().trim().max(40).optional(),
  storehouseId: idSchema.optional(),
  orderNo: z.string().trim().max(40).optional(),
  isQualified: z.boolean().optional(),
});
export type RollFilter = z.infer<typeof rollFilterInput>;
export const rollPageInput = pagingInput.extend(rollFilterInput.shape);

/** PUT material/sku/roll/qualified: set the qualified flag of many rolls at once. */
export const rollQualifiedInput = z.object({ ids: z.array(idSchema).min(1).max(1000), isQualified: z.boolean() });

/** DELETE material/sku/roll/obsoleteRolls (JSON body, SPEC 7): rolls still holding stock are refused. */
export const rollDeleteInput = z.object({
  ids: z
    .union([idSchema, z.array(idSchema)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.string()).min(1).max(1000)),
});

/** Roll-number / vat-number option lists. */
export const rollNumberListInput = z.object({
  materialSkuId: idSchema.optional(),
  keyword: z.string().trim().max(40).optional(),
});

export const rollIdInput = z.object({ id: idSchema });

/** POST material/sku/roll/queryEnableRollMaterial: which SKUs (or materials) are tracked by roll. */
export const enableRollMaterialInput = z
  .object({ materialSkuIds: z.array(idSchema).max(1000).optional(), materialIds: z.array(idSchema).max(1000).optional() })
  .refine((v) => (v.materialSkuIds?.length ?? 0) + (v.materialIds?.length ?? 0) > 0, {
    message: '请指定物料|materialSkuIds or materialIds is required',
    path: ['materialSkuIds'],
  });

/** PUT fac/materials/configRollKinds: the complete set of material kinds tracked by roll. */
export const rollKindsInput = z.object({ kindIds: z.array(idSchema).max(500) });

export interface RollRow {
  id: string;
  rollNo: string;
  vatNo: string | null;
  materialSkuId: string;
  materialId: string;
  materialNo: string;
  materialName: string;
  materialKindName: string;
  colorName: string;
  specificationsNo: string | null;
  stockUnit: string;
  storehouseId: string | null;
  storehouseName: string | null;
  orderId: string | null;
  orderNo: string | null;
  styleId: string | null;
  styleNo: string | null;
  length: string | null;
  /** On hand of this roll, summed over the stock ledger. */
  stockQuantity: string;
  isQualified: boolean;
  remark: string | null;
  createdAt: string;
  updatedAt: string;
  customFields: CustomFieldValueView[];
}

export interface RollLogRow {
  id: string;
  action: 'CREATE' | 'UPDATE' | 'QUALIFIED' | 'DELETE';
  changes: { field: string; before: string | null; after: string | null }[];
  operatorName: string | null;
  createdAt: string;
}

export interface RollBillRelation {
  movementId: string;
  sourceType: string;
  sourceId: string | null;
  sourceNo: string | null;
  changeType: string;
  storehouseName: string;
  quantity: string;
  opDate: string;
  isReversal: boolean;
  createdAt: string;
}

export interface RollKindConfigRow {
  id: string;
  no: string;
  name: string;
  enabled: boolean;
}
