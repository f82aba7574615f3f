import { z } from 'zod';

/**
 * 字段配置 (/marterielConfig): per factory, which optional fields the four material documents show on their lists and
 * forms. Fixed fields are always shown (the screen cannot untick them); a document never configured shows every field,
 * so a factory sees what it saw before until it chooses.
 */
export const MATERIAL_FIELD_DOCUMENTS = ['purchase', 'arrival', 'delivery', 'return'] as const;
export type MaterialFieldDocument = (typeof MATERIAL_FIELD_DOCUMENTS)[number];

export const MATERIAL_FIELD_GROUPS = ['material', 'demand', 'document', 'other'] as const;
export type MaterialFieldGroup = (typeof MATERIAL_FIELD_GROUPS)[number];

export interface MaterialFieldDef {
  code: string;
  group: MaterialFieldGroup;
  zh: string;
  en: string;
  /** Always shown: cannot be unticked. */
  fixed?: boolean;
}

export const materialFieldGroupNames: Record<MaterialFieldGroup, { zh: string; en: string }> = {
  material: { zh: '物料字段', en: 'Material fields' },
  demand: { zh: '需求字段', en: 'Demand fields' },
  document: { zh: '单据字段', en: 'Document fields' },
  other: { zh: '其他字段', en: 'Other fields' },
};

export const materialFieldDocumentNames: Record<MaterialFieldDocument, { zh: string; en: string }> = {
  purchase: { zh: '采购', en: 'Purchase' },
  arrival: { zh: '到料', en: 'Arrival' },
  delivery: { zh: '送料', en: 'Delivery' },
  return: { zh: '退料', en: 'Return' },
};

const f = (code: string, group: MaterialFieldGroup, zh: string, en: string, fixed = false): MaterialFieldDef => ({
  code,
  group,
  zh,
  en,
  ...(fixed ? { fixed } : {}),
});

/** The material columns every document has: number, name, colour, spec and unit always; the rest optional. */
const materialFields: MaterialFieldDef[] = [
  f('kindName', 'material', '分类', 'Kind'),
  f('materialNo', 'material', '物料款号', 'Material no.', true),
  f('materialName', 'material', '物料名称', 'Material', true),
  f('colorName', 'material', '颜色', 'Colour', true),
  f('specNo', 'material', '规格', 'Specification', true),
  f('supplierStyleNo', 'material', '供应商款号/色号', 'Supplier style / colour no.'),
  f('unit', 'material', '单位', 'Unit', true),
];
const orderFields: MaterialFieldDef[] = [
  f('goodsStyleNo', 'demand', '商品款号', 'Goods style no.'),
  f('productionOrderNo', 'demand', '生产单号', 'Production order'),
];
const remark = f('remark', 'other', '备注', 'Remark');

export const materialFieldCatalogue: Record<MaterialFieldDocument, readonly MaterialFieldDef[]> = {
  purchase: [
    ...materialFields,
    ...orderFields,
    f('plannedQuantity', 'demand', '计划采购', 'Planned'),
    f('expectDateEnd', 'document', '预计货期', 'Expected delivery'),
    f('unitPrice', 'document', '采购单价', 'Unit price'),
    f('amount', 'document', '采购金额', 'Amount'),
    f('paid', 'document', '已付金额', 'Paid'),
    f('labels', 'other', '标签', 'Labels'),
    remark,
  ],
  arrival: [
    ...materialFields,
    ...orderFields,
    f('plannedQuantity', 'demand', '计划采购', 'Planned'),
    f('purchaseBillNo', 'document', '采购单号', 'Purchase no.'),
    f('unitPrice', 'document', '到料单价', 'Unit price'),
    f('amount', 'document', '到料金额', 'Amount'),
    f('vatNo', 'document', '缸号', 'Vat no.'),
    f('rollNo', 'document', '卷号', 'Roll no.'),
    f('finance', 'document', '应付款 / 已支付 / 结欠', 'Payable / paid / balance'),
    f('labels', 'other', '标签', 'Labels'),
    remark,
  ],
  delivery: [
    ...materialFields,
    ...orderFields,
    f('unitPrice', 'document', '送料单价', 'Unit price'),
    f('amount', 'document', '送料金额', 'Amount'),
    f('vatNo', 'document', '缸号', 'Vat no.'),
    f('rollNo', 'document', '卷号', 'Roll no.'),
    remark,
  ],
  return: [
    ...materialFields,
    f('arrivalNo', 'document', '到料单号', 'Arrival no.'),
    f('unitPrice', 'document', '退料单价', 'Unit price'),
    f('amount', 'document', '退料金额', 'Amount'),
    f('finance', 'document', '应收退款 / 已收款 / 结欠', 'Refund receivable / received / balance'),
    remark,
  ],
};

/** The codes shown: fixed ones always; of the others the saved choice, or all when never configured (null). */
export function shownMaterialFields(document: MaterialFieldDocument, saved: readonly string[] | null): string[] {
  const catalogue = materialFieldCatalogue[document];
  return catalogue.filter((d) => d.fixed || saved === null || saved.includes(d.code)).map((d) => d.code);
}

const documentSchema = z.enum(MATERIAL_FIELD_DOCUMENTS, {
  error: '单据类型只能是 purchase、arrival、delivery 或 return|must be purchase, arrival, delivery or return',
});

/** fac/facFieldConfig/facFieldConfigTargetView?targetType= (one document's configuration). */
export const materialFieldViewInput = z.object({ targetType: documentSchema });

/** fac/facFieldConfig/updateUnitFacField: the document (code) and the fields to show (fixed ones may be left out). */
export const materialFieldUpdateInput = z
  .object({
    code: documentSchema,
    fieldConfigList: z.array(z.string().trim().min(1).max(40)).max(100),
  })
  .superRefine((v, ctx) => {
    const known = new Set(materialFieldCatalogue[v.code].map((d) => d.code));
    v.fieldConfigList.forEach((code, i) => {
      if (!known.has(code))
        ctx.addIssue({
          code: 'custom',
          path: ['fieldConfigList', i],
          message: `没有这个字段：${code}|no such field: ${code}`,
        });
    });
  });
export type MaterialFieldUpdate = z.infer<typeof materialFieldUpdateInput>;

export interface MaterialFieldConfigView {
  targetType: MaterialFieldDocument;
  /** The catalogue in groups, names in the session's language. */
  fieldConfigModuleList: { code: MaterialFieldGroup; name: string; fields: { code: string; name: string; fixed: boolean }[] }[];
  /** Fixed fields (always shown). */
  defaultConfigList: string[];
  /** The fields shown now (fixed included). */
  fieldConfigList: string[];
  /** False until the factory saves a choice for this document (every field shown meanwhile). */
  configured: boolean;
}
