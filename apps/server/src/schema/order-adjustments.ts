import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** date: written as YYYY-MM-DD, read through to_char by the repositories. */
type DateColumn = ColumnType<Date | string, string, string>;

export interface OrderAdjustTable {
  id: Id;
  unitId: string;
  adjustNo: string;
  productionOrderId: string;
  status: Generated<number>;
  placeorderAt: DateColumn;
  remark: string | null;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface OrderAdjustLineTable {
  id: Id;
  unitId: string;
  orderAdjustId: string;
  productionOrderGoodsId: string;
  /** null: the goods block is filled by goods (one matrix). */
  productionOrderCustomerId: string | null;
  goodsSkuId: string;
  /** The order's cell when the bill was saved; null = the order had no such cell. */
  oldNum: Numeric | null;
  newNum: Numeric;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PriceAdjustTable {
  id: Id;
  unitId: string;
  adjustNo: string;
  productionOrderId: string;
  status: Generated<number>;
  adjustDate: DateColumn;
  remark: string | null;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PriceAdjustLineTable {
  id: Id;
  unitId: string;
  priceAdjustId: string;
  productionOrderGoodsId: string;
  oldNoTaxPrice: Numeric | null;
  oldTaxRate: Numeric | null;
  oldProcessUnitPrice: Numeric | null;
  newNoTaxPrice: Numeric | null;
  newTaxRate: Numeric | null;
  newProcessUnitPrice: Numeric | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface OrderAdjustmentTables {
  orderAdjust: OrderAdjustTable;
  orderAdjustLine: OrderAdjustLineTable;
  priceAdjust: PriceAdjustTable;
  priceAdjustLine: PriceAdjustLineTable;
}
