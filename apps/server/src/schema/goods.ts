import type { CreatedAt, Generated, Id, Json, UpdatedAt } from './common.js';

export interface GoodsStyleTable {
  id: Id;
  unitId: string;
  styleNo: string;
  styleName: string;
  customerId: string | null;
  sizeCategoryId: string;
  /** Optional goods category (any level), migration 202611221410. */
  categoryId: Generated<string | null>;
  colorIds: Json<string[]>;
  sizeIds: Json<string[]>;
  standardIds: Json<string[]>;
  pictureIds: Json<string[]>;
  mainPictureId: string | null;
  remark: string | null;
  isStopped: Generated<boolean>;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface GoodsSkuTable {
  id: Id;
  unitId: string;
  goodsStyleId: string;
  colorId: string;
  sizeId: string;
  standardId: string | null;
  isDeleted: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface GoodsStyleChangeTable {
  id: Id;
  unitId: string;
  goodsStyleId: string;
  fieldName: string;
  previousValues: string | null;
  afterValues: string | null;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface GoodsStylePartTable {
  id: Id;
  unitId: string;
  goodsStyleId: string;
  name: string;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface GoodsBarcodeTable {
  id: Id;
  unitId: string;
  barcode: string;
  gbcode: string | null;
  goodsSkuId: string | null;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface GoodsTables {
  goodsStyle: GoodsStyleTable;
  goodsSku: GoodsSkuTable;
  goodsStyleChange: GoodsStyleChangeTable;
  goodsStylePart: GoodsStylePartTable;
  goodsBarcode: GoodsBarcodeTable;
}
