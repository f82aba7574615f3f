import { z } from 'zod';
import type { CustomFieldOption, CustomFieldType } from '../capabilities/custom-fields.js';
import { idSchema } from '../platform/paging.js';

/**
 * 资料档案配置 (reference 05 §5): the attributes a material kind uses. Attributes are the factory's custom fields
 * of materials (属性库: 单选/多选菜单, 单行文本, 单行数值, 日期); a kind lists some of them in order, each possibly
 * mandatory for materials of that kind.
 */
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

export const kindAttrListInput = z.object({ commonMaterialsKindsId: idSchema });
export const kindAttrAddInput = z.object({
  commonMaterialsKindsId: idSchema,
  /** Custom field ids (entity COMMON_MATERIALS) to attach; ones already attached are kept as they are. */
  commonAttrstoreIdsList: z.array(idSchema).min(1, '请选择属性|choose at least one attribute').max(100),
});
export const kindAttrDeleteInput = z.object({ id: idSchema });
export const kindAttrSortInput = z.object({
  /** Every link of one kind, in the new order. */
  commonMaterialsKindsAttrsIdsList: z.array(idSchema).min(1, '请提供排序|give the order').max(100),
});
export const kindAttrRequiredInput = z.object({ id: idSchema, isRequired: flag });

export interface MaterialKindAttr {
  id: string;
  kindId: string;
  customFieldId: string;
  name: string;
  type: CustomFieldType;
  options: CustomFieldOption[];
  /** Disabled fields stay attached but are not asked for. */
  enabled: boolean;
  isRequired: boolean;
  sort: number;
}
