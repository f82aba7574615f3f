import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** date: written as YYYY-MM-DD, read through to_char by the repositories. */
type DateColumn = ColumnType<Date | string, string, string>;
type NumericWithDefault = ColumnType<string, string | number | undefined, string | number>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface PlaceOrderTypeTable {
  id: Id;
  unitId: string;
  name: string;
  sort: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ProductionOrderTable {
  id: Id;
  unitId: string;
  orderNo: string;
  /** 0 pre-order, 1 formal order. */
  type: number;
  status: Generated<number>;
  placeorderAt: DateColumn;
  placeOrderTypeId: string | null;
  buyNo: string | null;
  chargerIds: JsonWithDefault<string[]>;
  isOutsideFac: Generated<boolean>;
  outsideFactoryId: string | null;
  remark: string | null;
  attachmentIds: JsonWithDefault<string[]>;
  isFirstOrder: Generated<boolean>;
  advanceOrderId: string | null;
  totalNum: NumericWithDefault;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ProductionOrderGoodsTable {
  id: Id;
  unitId: string;
  productionOrderId: string;
  goodsStyleId: string;
  deliveryAt: DateColumn;
  bomId: string | null;
  fillType: number;
  noTaxPrice: Numeric | null;
  taxRate: Numeric | null;
  processUnitPrice: Numeric | null;
  totalNum: NumericWithDefault;
  noTaxAmount: NumericWithDefault;
  taxAmount: NumericWithDefault;
  /** Converted into missions: the missions issue fills it. */
  convertedNum: NumericWithDefault;
  remark: string | null;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ProductionOrderCustomerTable {
  id: Id;
  unitId: string;
  productionOrderGoodsId: string;
  customerId: string;
  totalNum: NumericWithDefault;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ProductionOrderLineTable {
  id: Id;
  unitId: string;
  productionOrderGoodsId: string;
  productionOrderCustomerId: string | null;
  goodsSkuId: string | null;
  colorId: string;
  num: Numeric;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ProductionOrderConfigTable {
  id: Id;
  unitId: string;
  submitRequired: JsonWithDefault<string[]>;
  conversionRequired: JsonWithDefault<string[]>;
  goodsInfoFields: JsonWithDefault<string[]>;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/**
 * Counts of live orders per factory and status, appended by triggers (migration 202611280700): the sum of a
 * factory's rows for a status is how many live orders have it; the order list folds them now and then.
 */
export interface ProductionOrderCountTable {
  id: Id;
  unitId: string;
  status: number;
  /** bigint: pg answers it as a string. */
  n: ColumnType<string, string | number, string | number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ProductionOrderTables {
  placeOrderType: PlaceOrderTypeTable;
  productionOrder: ProductionOrderTable;
  productionOrderGoods: ProductionOrderGoodsTable;
  productionOrderCustomer: ProductionOrderCustomerTable;
  productionOrderLine: ProductionOrderLineTable;
  productionOrderConfig: ProductionOrderConfigTable;
  productionOrderCount: ProductionOrderCountTable;
}
