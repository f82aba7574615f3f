import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';
import type { SkuKind } from './stock.js';

type NumericDefault = ColumnType<string, string | number | undefined, string | number>;

/** 调拨 (areas/allocate): 调出单 BILL_CALL_OUT and 调入单 BILL_CALL_IN; an in names its out. */
export interface AllocateBillTable {
  id: Id;
  unitId: string;
  billNo: string;
  billType: 'BILL_CALL_OUT' | 'BILL_CALL_IN';
  skuKind: SkuKind;
  status: Generated<number>;
  outStorehouseId: string;
  inStorehouseId: string;
  callOutId: string | null;
  /** Received by the 一手调入 configuration when its out was reviewed. */
  isAuto: Generated<boolean>;
  operatorId: string;
  opDate: ColumnType<string, string, string>;
  remark: string | null;
  totalQuantity: NumericDefault;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface AllocateBillLineTable {
  id: Id;
  unitId: string;
  allocateBillId: string;
  skuId: string;
  quantity: Numeric;
  /** An in-line: the out-line it receives. */
  callOutLineId: string | null;
  sort: Generated<number>;
}

/** 一手调入: receiving storehouses whose transfers are received in full when the out is reviewed. */
export interface AllocateAutoReceiveTable {
  id: Id;
  unitId: string;
  storehouseId: string;
  createdBy: string;
  createdAt: CreatedAt;
}

export interface AllocateTables {
  allocateBill: AllocateBillTable;
  allocateBillLine: AllocateBillLineTable;
  allocateAutoReceive: AllocateAutoReceiveTable;
}
