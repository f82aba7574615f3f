import { z } from 'zod';
import { flagInput } from '../platform/bounds.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { lossRateInput, planCostInput, singleDosageInput } from './bom-row.js';

/** BOM模板 name: required, unique in the factory (any case). */
export const bomTemplateNameInput = z.string().trim().min(1, '请输入模板名称|template name is required').max(50);

/** A template row: a material SKU for every colour, size and length (templates belong to no style). */
export const bomTemplateRowInput = z
  .object({
    id: idSchema.optional(),
    materialSkuId: idSchema.optional(),
    materialsSkuId: idSchema.optional(),
    singleDosage: singleDosageInput,
    lossRate: lossRateInput,
    isMain: flagInput.default(false),
    /** 部位 as text: a style's parts are its own, so a template names the part. */
    partName: optionalText(20),
    supplierId: idSchema.nullish().transform((v) => v ?? null),
    planCost: planCostInput,
    remark: optionalText(200),
  })
  .superRefine((row, ctx) => {
    if (!row.materialSkuId && !row.materialsSkuId)
      ctx.addIssue({ code: 'custom', path: ['materialSkuId'], message: '请选择物料|choose a material' });
  })
  .transform(({ materialsSkuId, ...row }) => ({ ...row, materialSkuId: (row.materialSkuId ?? materialsSkuId)! }));
export type BomTemplateRowInput = z.output<typeof bomTemplateRowInput>;

const templateFields = {
  name: bomTemplateNameInput,
  remark: optionalText(200),
  rows: z.array(bomTemplateRowInput).max(300).default([]),
};

export const bomTemplateCreateInput = z.object(templateFields);
export type BomTemplateCreate = z.output<typeof bomTemplateCreateInput>;
export const bomTemplateUpdateInput = z.object(templateFields);
export const bomTemplateIdParams = z.object({ id: idSchema });

export const bomTemplateListInput = pagingInput.extend({
  /** Name or remark contains. */
  keyword: z.string().trim().max(50).optional(),
  name: z.string().trim().max(50).optional(),
});

/** Duplicate-name check of a template (id: the template being edited). */
export const bomTemplateNameQuery = z.object({ name: bomTemplateNameInput, id: idSchema.optional() });

export const bomTemplateDropDownInput = z.object({ keyword: z.string().trim().max(50).optional() });

export interface BomTemplateRowView {
  id: string;
  sort: number;
  materialSkuId: string;
  materialId: string;
  materialsNo: string;
  materialsName: string;
  kindName: string;
  colorName: string;
  specNoName: string;
  stockUnit: string;
  singleDosage: string;
  lossRate: string;
  isMain: boolean;
  partName: string | null;
  supplierId: string | null;
  supplierName: string | null;
  planCost: string | null;
  remark: string | null;
}

export interface BomTemplateListRow {
  id: string;
  name: string;
  remark: string | null;
  rowCount: number;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BomTemplateDetail extends BomTemplateListRow {
  rows: BomTemplateRowView[];
}

/**
 * Columns of the template Excel file (one row per template row; rows with the same 模板名称 form one template). The
 * import is the platform's (style/bom/importExcel dry run, then style/bom/importExcel/commit; platform/excel).
 */
export const BOM_TEMPLATE_EXCEL_COLUMNS = [
  { key: 'templateName', zh: '模板名称', en: 'Template name' },
  { key: 'materialsNo', zh: '物料款号', en: 'Material no.' },
  { key: 'colorName', zh: '物料颜色', en: 'Material colour' },
  { key: 'specNo', zh: '规格号', en: 'Specification no.' },
  { key: 'singleDosage', zh: '单件用量', en: 'Usage per piece' },
  { key: 'lossRate', zh: '损耗%', en: 'Loss %' },
  { key: 'isMain', zh: '主料', en: 'Main material' },
  { key: 'partName', zh: '部位', en: 'Part' },
  { key: 'planCost', zh: '参考单价', en: 'Reference price' },
  { key: 'remark', zh: '备注', en: 'Remark' },
] as const;
