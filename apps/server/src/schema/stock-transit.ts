import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';
import type { SkuKind } from './stock.js';

type NumericDefault = ColumnType<string, string | number | undefined, string | number>;

/** Goods in transit of one transfer-out line (areas/stock): in transit = out − in, never negative. The company's. */
export interface StockTransitTable {
  id: Id;
  unitId: string;
  facUnitId: string;
  sourceType: string;
  sourceId: string;
  sourceNo: string | null;
  sourceLineId: string;
  skuKind: SkuKind;
  skuId: string;
  fromStorehouseId: string;
  toStorehouseId: string;
  quantityOut: NumericDefault;
  valueOut: NumericDefault;
  quantityIn: NumericDefault;
  valueIn: NumericDefault;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** The transit's append-only ledger: + into transit (OUT), − out of it (IN); a reversal points at its row. */
export interface StockTransitMoveTable {
  id: Id;
  unitId: string;
  facUnitId: string;
  stockTransitId: string;
  direction: 'OUT' | 'IN';
  sourceType: string;
  sourceId: string;
  sourceLineId: string | null;
  quantity: Numeric;
  value: Numeric;
  reversesId: string | null;
  createdAt: CreatedAt;
}

export interface StockTransitTables {
  stockTransit: StockTransitTable;
  stockTransitMove: StockTransitMoveTable;
}
