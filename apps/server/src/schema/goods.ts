import type { ColumnType } from 'kysely';
import type { CreatedAt, Generated, Id, Json, UpdatedAt } from './common.js';

/** numeric that may be null and may be left out on insert: an exact decimal string. */
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;

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
  /** The long-tail fields of the reference form, migration 202611230010 (prices numeric, strings both ways). */
  plantArticleNumber: Generated<string | null>;
  internationalCode: Generated<string | null>;
  salesMode: Generated<number | null>;
  /** date; read through to_char as yyyy-MM-dd. */
  dateListing: ColumnType<Date | string | null, string | null | undefined, string | null>;
  brand: Generated<string | null>;
  season: Generated<string | null>;
  year: Generated<string | null>;
  wave: Generated<string | null>;
  designer: Generated<string | null>;
  price: NullableNumeric;
  retailPrice: NullableNumeric;
  cost: NullableNumeric;
  materialCost: NullableNumeric;
  processingCost: NullableNumeric;
  firstSupplyPrice: NullableNumeric;
  accountingPrice: NullableNumeric;
  lastSupplyPrice: NullableNumeric;
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
