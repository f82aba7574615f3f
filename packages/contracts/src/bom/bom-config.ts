import { z } from 'zod';

/**
 * BOM字段配置: the BOM table's columns (reference screens/04 section 2). A required column is always shown (its box
 * locked); the others show when the factory picks them. `isDefault`: shown until the factory saves its own choice.
 */
export interface BomColumn {
  key: string;
  zh: string;
  en: string;
  isRequired: boolean;
  isDefault: boolean;
}

export const BOM_COLUMNS: readonly BomColumn[] = [
  { key: 'picture', zh: '图片', en: 'Picture', isRequired: false, isDefault: true },
  { key: 'kindName', zh: '物料分类', en: 'Kind', isRequired: false, isDefault: true },
  { key: 'materialsNo', zh: '物料款号', en: 'Material no.', isRequired: true, isDefault: true },
  { key: 'materialsName', zh: '物料名称', en: 'Material name', isRequired: true, isDefault: true },
  { key: 'supplierName', zh: '供应商', en: 'Supplier', isRequired: false, isDefault: true },
  { key: 'supplierStyleNo', zh: '供应商款号', en: 'Supplier style no.', isRequired: false, isDefault: false },
  { key: 'supplierColorNo', zh: '供应商色号', en: 'Supplier colour no.', isRequired: false, isDefault: false },
  { key: 'colorName', zh: '颜色', en: 'Colour', isRequired: true, isDefault: true },
  { key: 'specNoName', zh: '规格', en: 'Specification', isRequired: false, isDefault: true },
  { key: 'stockUnit', zh: '单位', en: 'Unit', isRequired: true, isDefault: true },
  { key: 'singleDosage', zh: '单件用量', en: 'Usage per piece', isRequired: true, isDefault: true },
  { key: 'lossRate', zh: '损耗', en: 'Loss %', isRequired: true, isDefault: true },
  { key: 'styleColorIdList', zh: '用于货品颜色', en: 'For goods colours', isRequired: true, isDefault: true },
  { key: 'styleSizeIdList', zh: '用于货品尺码', en: 'For goods sizes', isRequired: true, isDefault: true },
  { key: 'styleStandardIdList', zh: '用于货品内长', en: 'For goods lengths', isRequired: true, isDefault: true },
  { key: 'colorMappings', zh: '颜色对照', en: 'Colour mapping', isRequired: false, isDefault: true },
  { key: 'isMain', zh: '主料', en: 'Main material', isRequired: false, isDefault: true },
  { key: 'partName', zh: '部位', en: 'Part', isRequired: false, isDefault: true },
  { key: 'planCost', zh: '参考单价', en: 'Reference price', isRequired: false, isDefault: true },
  { key: 'remark', zh: '备注', en: 'Remark', isRequired: false, isDefault: true },
];

export const BOM_COLUMN_KEYS = BOM_COLUMNS.map((c) => c.key);

/** updateCommonBomConfig: the keys of the columns to show (the required ones are added whatever is sent). */
export const bomConfigInput = z.object({
  fieldIds: z
    .array(z.string().refine((k) => BOM_COLUMN_KEYS.includes(k), { message: '未知的BOM字段|unknown BOM column' }))
    .max(BOM_COLUMNS.length * 2),
});

export interface BomConfigView {
  /** Every column with its name in the session's language. */
  fields: { key: string; name: string; isRequired: boolean; isDefault: boolean }[];
  /** The keys shown, in the catalogue's order. */
  configs: string[];
}
