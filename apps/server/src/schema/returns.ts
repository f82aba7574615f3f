import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** numeric with a column default: optional on insert, a string when read. */
type NumericDefault = ColumnType<string, string | number | undefined, string | number>;

/** 退料单 (MATERIALS_RETURN): goods going back to a supplier out of one storehouse. */
export interface MaterialReturnTable {
  id: Id;
  unitId: string;
  no: string;
  supplierId: string;
  /** 退料员. */
  returnerId: string;
  dateReturn: string;
  /** 退料仓库: the storehouse the goods leave. */
  storehouseId: string;
  /** The arrival it was opened from (createReturnOnArrive), if any. */
  arriveBillId: string | null;
  remark: string | null;
  amount: NumericDefault;
  status: Generated<number>;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MaterialReturnLineTable {
  id: Id;
  unitId: string;
  materialReturnId: string;
  materialSkuId: string;
  /** null = unplanned return (计划外退料). */
  arriveLineId: string | null;
  arriveBillId: string | null;
  arriveNo: string | null;
  orderNo: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: Numeric;
  /** 退料数 in the purchase unit. */
  quantity: Numeric;
  /** 本次退料 in the stock unit = quantity × conversion rate (4 decimals). */
  stockQuantity: Numeric;
  unitPrice: NumericDefault;
  amount: NumericDefault;
  taxRate: Numeric | null;
  remark: string | null;
  /** The roll (卷号) / dye lot (缸号) the line takes from; both null = whatever lots hold the SKU. */
  rollId: ColumnType<string | null, string | null | undefined, string | null>;
  vatNo: ColumnType<string | null, string | null | undefined, string | null>;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** 回款 refund: a supplier paying back what returns made receivable. */
export interface ReturnRefundTable {
  id: Id;
  unitId: string;
  no: string;
  supplierId: string;
  salesmanId: string;
  dateRefund: string;
  amount: Numeric;
  remitMethod: string | null;
  remark: string | null;
  isUndone: Generated<boolean>;
  undoneBy: string | null;
  undoneAt: Date | null;
  version: Generated<number>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** The part of a refund that settles one return. */
export interface ReturnRefundLinkTable {
  id: Id;
  unitId: string;
  returnRefundId: string;
  materialReturnId: string;
  amount: Numeric;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ReturnTables {
  materialReturn: MaterialReturnTable;
  materialReturnLine: MaterialReturnLineTable;
  returnRefund: ReturnRefundTable;
  returnRefundLink: ReturnRefundLinkTable;
}
