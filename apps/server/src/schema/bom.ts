import type { ColumnType } from 'kysely';
import type { CreatedAt, Generated, Id, Json, Numeric, UpdatedAt } from './common.js';

/** numeric that may be null: an exact decimal string. */
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;
/** jsonb id list that may be null (null = ALL). */
type IdListOrAll = ColumnType<string[] | null, string | null, string | null>;

/** 商品BOM, bill type COMMON_BOM (migration 202611270100). */
export interface GoodsBomTable {
  id: Id;
  unitId: string;
  goodsStyleId: string;
  name: string;
  isDefault: Generated<boolean>;
  status: Generated<number>;
  remark: string | null;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface GoodsBomRowTable {
  id: Id;
  unitId: string;
  goodsBomId: string;
  materialSkuId: string;
  singleDosage: Numeric;
  lossRate: Numeric;
  styleColorIds: IdListOrAll;
  styleSizeIds: IdListOrAll;
  styleStandardIds: IdListOrAll;
  isMain: Generated<boolean>;
  goodsStylePartId: string | null;
  supplierId: string | null;
  planCost: NullableNumeric;
  remark: string | null;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface GoodsBomRowSizeTable {
  id: Id;
  unitId: string;
  goodsBomRowId: string;
  sizeId: string;
  singleDosage: Numeric;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface GoodsBomRowColorTable {
  id: Id;
  unitId: string;
  goodsBomRowId: string;
  styleColorId: string;
  materialSkuId: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface GoodsBomLogTable {
  id: Id;
  unitId: string;
  goodsBomId: string;
  action: string;
  editBefore: ColumnType<unknown, string | null, string | null>;
  editAfter: ColumnType<unknown, string | null, string | null>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BomColumnConfigTable {
  unitId: string;
  fieldKeys: Json<string[]>;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BomTemplateTable {
  id: Id;
  unitId: string;
  name: string;
  remark: string | null;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BomTemplateRowTable {
  id: Id;
  unitId: string;
  bomTemplateId: string;
  materialSkuId: string;
  singleDosage: Numeric;
  lossRate: Numeric;
  isMain: Generated<boolean>;
  partName: string | null;
  supplierId: string | null;
  planCost: NullableNumeric;
  remark: string | null;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BomTables {
  goodsBom: GoodsBomTable;
  goodsBomRow: GoodsBomRowTable;
  goodsBomRowSize: GoodsBomRowSizeTable;
  goodsBomRowColor: GoodsBomRowColorTable;
  goodsBomLog: GoodsBomLogTable;
  bomColumnConfig: BomColumnConfigTable;
  bomTemplate: BomTemplateTable;
  bomTemplateRow: BomTemplateRowTable;
}
