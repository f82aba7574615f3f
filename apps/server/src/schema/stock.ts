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
  /** The bill the row settles when it is not its source (a refund settling a return; migration 202612030100). */
  settlesType: ColumnType<string | null, string | null | undefined, never>;
  settlesId: ColumnType<string | null, string | null | undefined, never>;
  settlesNo: ColumnType<string | null, string | null | undefined, never>;
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

/** A closed period of one storehouse (areas/stock-balance, migration 202612020810). */
export interface StockPeriodTable {
  id: Id;
  /** The company (the ledger's owner). */
  unitId: string;
  /** The factory that closed it. */
  facUnitId: string;
  storehouseId: string;
  periodStart: ColumnType<string, string, never>;
  periodEnd: ColumnType<string, string, never>;
  status: WithDefault<'CLOSED' | 'CANCELLED'>;
  remark: string | null;
  createdBy: string;
  cancelledBy: ColumnType<string | null, string | null | undefined, string | null>;
  cancelledAt: ColumnType<Date | null, Date | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Per SKU of a closed period: opening, in, out and closing quantity and value. */
export interface StockPeriodLineTable {
  id: Id;
  stockPeriodId: string;
  skuKind: SkuKind;
  skuId: string;
  /** The production order the movements name (null: none); migration 202612030400. */
  orderId: ColumnType<string | null, string | null | undefined, string | null>;
  orderNo: ColumnType<string | null, string | null | undefined, string | null>;
  openingQuantity: Numeric;
  openingValue: Numeric;
  inQuantity: Numeric;
  inValue: Numeric;
  outQuantity: Numeric;
  outValue: Numeric;
  closingQuantity: Numeric;
  closingValue: Numeric;
}

export interface StockTables {
  stockItem: StockItemTable;
  stockBalance: StockBalanceTable;
  stockMovement: StockMovementTable;
  stockReservation: StockReservationTable;
  stockPeriod: StockPeriodTable;
  stockPeriodLine: StockPeriodLineTable;
  partnerAmount: PartnerAmountTable;
  stockLot: StockLotView;
}
