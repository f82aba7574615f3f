import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './common.js';

/** 关联商品款号: a material linked to a goods style. */
export interface MaterialStyleTable {
  unitId: string;
  materialId: string;
  goodsStyleId: string;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** 资料档案配置: an attribute (custom field of materials) a material kind uses. */
export interface MaterialKindAttrTable {
  id: Id;
  unitId: string;
  materialKindId: string;
  customFieldId: string;
  isRequired: Generated<boolean>;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MaterialLinkTables {
  materialStyle: MaterialStyleTable;
  materialKindAttr: MaterialKindAttrTable;
}
