import type { SkuAttrType } from '@gf/contracts';
import type { LocalText } from '../../platform/http/errors.js';

/** Field names in refusals, per kind of value: "色名已存在", "Size already exists". */
export const nameLabel: Record<SkuAttrType, LocalText> = {
  COLOR: { zh: '色名', en: 'Colour name' },
  SIZE: { zh: '尺码', en: 'Size' },
  STANDARD: { zh: '内长', en: 'Standard length' },
  SKU_ATTR1: { zh: '属性值', en: 'Attribute value' },
  SKU_ATTR2: { zh: '属性值', en: 'Attribute value' },
  SKU_ATTR3: { zh: '属性值', en: 'Attribute value' },
};

export const noLabel: Record<SkuAttrType, LocalText> = {
  COLOR: { zh: '色号', en: 'Colour code' },
  SIZE: { zh: '尺码编码', en: 'Size code' },
  STANDARD: { zh: '内长编码', en: 'Standard length code' },
  SKU_ATTR1: { zh: '编号', en: 'Code' },
  SKU_ATTR2: { zh: '编号', en: 'Code' },
  SKU_ATTR3: { zh: '编号', en: 'Code' },
};

/** The extra first option's text (SPEC 3): all colours, all sizes, all standard lengths. */
export const allOptionLabel: Partial<Record<SkuAttrType, LocalText>> = {
  COLOR: { zh: '全部颜色', en: 'All colours' },
  SIZE: { zh: '全部尺码', en: 'All sizes' },
  STANDARD: { zh: '全部内长', en: 'All standard lengths' },
};

export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';
