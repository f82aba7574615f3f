import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** numeric with a column default: optional on insert. */
type NumericDefault = ColumnType<string, string | number | undefined, string | number>;
/** A column with a default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type SkuKind = 'MATERIAL' | 'GOODS';

export interface StockItemTable {
  id: Id;
  unitId: string;
  storehouseId: string;
  skuKind: SkuKind;
  skuId: string;
  quantity: NumericDefault;
  reserved: NumericDefault;
  /** The value on hand (Σ movement values) and the moving-average unit cost (migration 202612020800). */
  value: NumericDefault;
  unitCost: NumericDefault;
  position: WithDefault<string | null>;
  minQuantity: ColumnType<string | null, string | null | undefined, string | null>;
  maxQuantity: ColumnType<string | null, string | null | undefined, string | null>;
  firstInAt: WithDefault<Date | null>;
  lastMovedAt: WithDefault<Date | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface StockBalanceTable {
  id: Id;
  unitId: string;
  stockItemId: string;
  rollId: WithDefault<string>;
  vatNo: WithDefault<string>;
  quantity: NumericDefault;
  updatedAt: UpdatedAt;
}

export interface StockMovementTable {
  id: Id;
  unitId: string;
  stockItemId: string;
  storehouseId: string;
  skuKind: SkuKind;
  skuId: string;
  rollId: string;
  vatNo: string;
  quantity: Numeric;
  balanceAfter: Numeric;
  price: Numeric | null;
  /** The signed value the row moved: in at its price, everything else at the item's average cost. */
  value: NumericDefault;
  changeType: string;
  sourceType: string;
  sourceId: string | null;
  sourceNo: string | null;
  sourceLineId: string | null;
  orderId: string | null;
  orderNo: string | null;
  reversesId: string | null;
  opDate: ColumnType<string | Date, string | undefined, never>;
  remark: string | null;
  operatorId: string;
  /** The factory that posted the row (the ledger itself is the company's: unit_id is the BOSS unit). */
  facUnitId: string;
  createdAt: CreatedAt;
}

export interface StockReservationTable {
  id: Id;
  unitId: string;
  demandId: string;
  stockItemId: string;
  quantity: Numeric;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PartnerAmountTable {
  id: Id;
  unitId: string;
  partnerType: 'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER';
  partnerId: string;
  direction: 'PAYABLE' | 'RECEIVABLE';
  kind: string;
  amount: Numeric;
  taxRate: NumericDefault;
  amountExcludingTax: Numeric;
  taxAmount: Numeric;
  sourceType: string;
  sourceId: string;
  sourceNo: string;
  reversesId: string | null;
  occurredOn: ColumnType<string | Date, string | undefined, never>;
  createdBy: string;
  createdAt: CreatedAt;
}

/** The view stock_lot (read only): balances per storehouse × SKU × lot, as the stock area publishes them. */
export interface StockLotView {
  id: string;
  unitId: string;
  storehouseId: string;
  skuKind: SkuKind;
  skuId: string;
  rollId: string;
  vatNo: string;
  quantity: string;
}

export interface StockTables {
  stockItem: StockItemTable;
  stockBalance: StockBalanceTable;
  stockMovement: StockMovementTable;
  stockReservation: StockReservationTable;
  partnerAmount: PartnerAmountTable;
  stockLot: StockLotView;
}
