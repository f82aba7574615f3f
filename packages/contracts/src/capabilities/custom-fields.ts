import { z } from 'zod';
import { readLevel, writeLevel, type LibraryLevel } from '../attributes/library-level.js';
import { flagInput } from '../platform/bounds.js';
import { idSchema } from '../platform/paging.js';

/** The value types of a custom field (SPEC section 3). */
export const customFieldTypes = ['TEXT', 'DATE', 'INTEGER', 'DECIMAL', 'SINGLE_SELECT', 'MULTI_SELECT'] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

export const customFieldTypeLabels: Record<CustomFieldType, { zh: string; en: string }> = {
  TEXT: { zh: '单行文本', en: 'Text' },
  DATE: { zh: '日期', en: 'Date' },
  INTEGER: { zh: '整数型', en: 'Integer' },
  DECIMAL: { zh: '小数型', en: 'Decimal' },
  SINGLE_SELECT: { zh: '单选属性', en: 'Single select' },
  MULTI_SELECT: { zh: '多选属性', en: 'Multi select' },
};

/** The records that carry custom fields; an area adds its key here when it starts using them. */
export const customFieldEntities = ['COMMON_MATERIALS', 'GOODS_STYLE', 'SKU_ROLL'] as const;
export type CustomFieldEntity = (typeof customFieldEntities)[number];

export const customFieldEntityLabels: Record<CustomFieldEntity, { zh: string; en: string }> = {
  COMMON_MATERIALS: { zh: '物料档案', en: 'Materials' },
  GOODS_STYLE: { zh: '商品/设计档案', en: 'Goods and design styles' },
  SKU_ROLL: { zh: '物料卷', en: 'Material rolls' },
};

export const isSelectType = (type: CustomFieldType): boolean => type === 'SINGLE_SELECT' || type === 'MULTI_SELECT';

/** Limits of SPEC / screens 04 section 7. */
export const customFieldLimits = { name: 16, optionCode: 16, optionName: 64, text: 100, decimals: 2 } as const;

const entity = z.enum(customFieldEntities, '请选择正确的业务对象|must be one of the custom-field entities');
const fieldName = z.string().trim().min(1).max(customFieldLimits.name);
const optionName = z.string().trim().min(1).max(customFieldLimits.optionName);
const optionCode = z
  .string()
  .trim()
  .max(customFieldLimits.optionCode)
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * GET custom-field/list: `module` is the original client's name for the entity. `level` COMPANY lists the company's
 * fields only (属性库 /archives), FACTORY the factory's own; left out, both, the company's first.
 */
export const customFieldListInput = z
  .object({
    module: entity.optional(),
    entity: entity.optional(),
    includeDisabled: flagInput.optional(),
    level: readLevel,
  })
  .refine((v) => v.module ?? v.entity, { message: '请指定业务对象|module is required', path: ['module'] });

export const customFieldAddInput = z
  .object({
    module: entity.optional(),
    entity: entity.optional(),
    customFieldName: fieldName,
    customFieldType: z.enum(customFieldTypes, '请选择字段类型|must be one of the field types'),
    required: z.boolean().optional(),
    enabled: z.boolean().optional(),
    options: z.array(optionName).max(200).optional(),
    level: writeLevel,
  })
  .refine((v) => v.module ?? v.entity, { message: '请指定业务对象|module is required', path: ['module'] });

export const customFieldUpdateInput = z.object({
  customFieldId: idSchema,
  name: fieldName.optional(),
  required: z.boolean().optional(),
  enabled: z.boolean().optional(),
  level: writeLevel,
});

/**
 * Every change below names the level it writes at (the factory's own unless COMPANY, from /archives): a company
 * field changed from a factory's screen is refused (40302).
 */
export const customFieldRenameInput = z.object({ customFieldId: idSchema, name: fieldName, level: writeLevel });
export const customFieldSortInput = z.object({ ids: z.array(idSchema).min(1).max(500), level: writeLevel });
export const customFieldDeleteQuery = z.object({ force: z.enum(['true', 'false']).optional(), level: writeLevel });

export const customFieldOptionAddInput = z.object({ customFieldId: idSchema, optionName, optionCode, level: writeLevel });
export const customFieldOptionUpdateInput = z.object({
  id: idSchema,
  customFieldId: idSchema.optional(),
  optionName,
  optionCode,
  level: writeLevel,
});

export interface CustomFieldOption {
  id: string;
  optionCode: string;
  optionName: string;
  sort: number;
}

export interface CustomFieldDefinition {
  customFieldId: string;
  entity: CustomFieldEntity;
  customFieldName: string;
  customFieldType: CustomFieldType;
  required: boolean;
  enabled: boolean;
  sort: number;
  options: CustomFieldOption[];
  /**
   * How many records hold a value for this field (the settings screen warns before deleting): the factory's
   * records, or on the company's list (level COMPANY) those of every factory of the company.
   */
  valueCount: number;
  /** COMPANY: defined once for every factory of the company (read-only from a factory); FACTORY: the factory's own. */
  level: LibraryLevel;
}

/**
 * What a form sends for one field: text (TEXT), 'yyyy-MM-dd' (DATE), a number or numeric string
 * (INTEGER, DECIMAL), option ids (selects; one id or a list). null or '' clears the value.
 */
export const customFieldInputValue = z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()])), z.null()]);
export const customFieldValuesInput = z.record(z.string(), customFieldInputValue);
export type CustomFieldValuesInput = z.infer<typeof customFieldValuesInput>;

/** One stored value as lists and details show it (SPEC section 3, rolls). */
export interface CustomFieldValueView {
  customFieldId: string;
  customFieldName: string;
  customFieldType: CustomFieldType;
  textValue: string | null;
  numberValue: string | null;
  selectedOptions: { id: string; optionName: string }[];
  /** Ready to print: options joined with "，", numbers as stored, dates yyyy-MM-dd. */
  displayValue: string;
}
