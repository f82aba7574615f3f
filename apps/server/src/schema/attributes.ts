import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

type Timestamps = { createdAt: CreatedAt; updatedAt: UpdatedAt };

export interface ColorCategoryTable extends Timestamps {
  id: Id;
  unitId: string;
  name: string;
  sort: Generated<number>;
}

export interface SkuAttrTable extends Timestamps {
  id: Id;
  unitId: string;
  type: string;
  name: string;
  no: string | null;
  colorCategoryId: string | null;
  sort: Generated<number>;
  isStopped: Generated<boolean>;
  createdBy: string;
}

export interface SizeCategoryTable extends Timestamps {
  id: Id;
  unitId: string;
  name: string;
  sort: Generated<number>;
}

export interface SizeCategorySizeTable extends Timestamps {
  unitId: string;
  sizeCategoryId: string;
  sizeId: string;
  sort: number;
}

export interface SizeCategoryMediumTable extends Timestamps {
  unitId: string;
  sizeCategoryId: string;
  attrId: string;
}

export interface CodeRatioTable extends Timestamps {
  id: Id;
  unitId: string;
  name: string;
  sizeCategoryId: string;
}

export interface CodeRatioSizeTable extends Timestamps {
  unitId: string;
  codeRatioId: string;
  sizeId: string;
  ratio: number;
  sort: number;
}

export interface CodeRatioMediumTable extends Timestamps {
  unitId: string;
  codeRatioId: string;
  attrId: string;
}

export interface CodeRatioStyleTable extends Timestamps {
  unitId: string;
  codeRatioId: string;
  styleId: string;
}

export interface CodeRatioSettingTable extends Timestamps {
  unitId: string;
  isEnabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SizeTableTable extends Timestamps {
  id: Id;
  unitId: string;
  name: string;
  sizeCategoryId: string;
  styleId: string | null;
  isTemplate: boolean;
  remark: string | null;
  createdBy: string;
}

export interface SizeTablePointTable extends Timestamps {
  id: Id;
  unitId: string;
  sizeTableId: string;
  name: string;
  tolerance: Numeric | null;
  sort: number;
}

export interface SizeTableValueTable extends Timestamps {
  unitId: string;
  sizeTablePointId: string;
  sizeId: string;
  value: Numeric;
}

export interface AttributeTables {
  colorCategory: ColorCategoryTable;
  skuAttr: SkuAttrTable;
  sizeCategory: SizeCategoryTable;
  sizeCategorySize: SizeCategorySizeTable;
  sizeCategoryMedium: SizeCategoryMediumTable;
  codeRatio: CodeRatioTable;
  codeRatioSize: CodeRatioSizeTable;
  codeRatioMedium: CodeRatioMediumTable;
  codeRatioStyle: CodeRatioStyleTable;
  codeRatioSetting: CodeRatioSettingTable;
  sizeTable: SizeTableTable;
  sizeTablePoint: SizeTablePointTable;
  sizeTableValue: SizeTableValueTable;
}
