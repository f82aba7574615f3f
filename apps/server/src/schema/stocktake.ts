import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json, Numeric, UpdatedAt } from './common.js';

type WithDefault<T> = ColumnType<T, T | undefined, T>;
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;

/** A stocktake (盘点单) of one storehouse: a 'system' bill type moved only by its declared transitions. */
export interface StocktakeTable {
  id: Id;
  unitId: string;
  checkNo: string;
  status: Generated<number>;
  storehouseId: string;
  kindIds: Json<string[]>;
  isBlind: Generated<boolean>;
  checkDate: ColumnType<string | Date, string, string>;
  remark: string | null;
  handledBy: string | null;
  handledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One SKU × lot of a stocktake with its book quantity when it joined the count. */
export interface StocktakeLineTable {
  id: Id;
  unitId: string;
  stocktakeId: string;
  skuId: string;
  rollId: WithDefault<string>;
  vatNo: WithDefault<string>;
  bookQuantity: Numeric;
  unitCost: NullableNumeric;
  countedQuantity: NullableNumeric;
  postedQuantity: NullableNumeric;
  createdBy: string;
  createdAt: CreatedAt;
}

/** One person's count of one line. */
export interface StocktakeCountTable {
  id: Id;
  unitId: string;
  stocktakeId: string;
  lineId: string;
  countedBy: string;
  quantity: Numeric;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface StocktakeLogTable {
  id: Id;
  unitId: string;
  stocktakeId: string;
  action: string;
  userId: string;
  content: Json<Record<string, unknown>>;
  createdAt: CreatedAt;
}

export interface StocktakeTables {
  stocktake: StocktakeTable;
  stocktakeLine: StocktakeLineTable;
  stocktakeCount: StocktakeCountTable;
  stocktakeLog: StocktakeLogTable;
}
