import { z } from 'zod';
import { readLevel, writeLevel, type LibraryLevel } from '../attributes/library-level.js';
import { idSchema } from '../platform/paging.js';

const labelName = z.string().trim().min(1, '请输入标签名称|label name is required').max(20);

/**
 * Defective labels (次品标签): names picked when a quality check records a defect. The company's labels
 * (/publicInferior, level COMPANY) come first in every factory, read-only there; then the factory's own.
 */
export const defectiveLabelListInput = z.object({ keyword: z.string().trim().max(20).optional(), level: readLevel });
export const addDefectiveLabelInput = z.object({ labelName, level: writeLevel });
export const updateDefectiveLabelInput = z.object({ id: idSchema, labelName, level: writeLevel });
export const labelIdInput = z.object({ id: idSchema });
export const defectiveLabelIdInput = z.object({ id: idSchema, level: writeLevel });
export const labelSortInput = z.object({ ids: z.array(idSchema).min(1).max(1000) });
export const defectiveLabelSortInput = labelSortInput.extend({ level: writeLevel });

export interface DefectiveLabelRow {
  id: string;
  labelName: string;
  sort: number;
  level: LibraryLevel;
}

/** Bill labels (单据标签, sysLabel): coloured tags per bill type, e.g. FEE, MATERIALS_PURCHASE. */
export const billTypeRule = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{1,49}$/, '单据类型不正确|bill type must be an upper-case code');
const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, '颜色格式为#RRGGBB|colour must be #RRGGBB')
  .default('#1677ff');

export const sysLabelListInput = z.object({ billType: billTypeRule.optional(), keyword: z.string().trim().max(20).optional() });
export const addSysLabelInput = z.object({ billType: billTypeRule, name: labelName, colour });
export const updateSysLabelInput = z.object({ id: idSchema, name: labelName, colour });
export const sysLabelColourInput = z.object({ id: idSchema, colour: colour.unwrap() });

export interface SysLabelRow {
  id: string;
  billType: string;
  name: string;
  colour: string;
  sort: number;
}
