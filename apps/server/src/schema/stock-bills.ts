import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

type NumericDefault = ColumnType<string, string | number | undefined, string | number>;

/** 库存单据 (areas/stock-bills): 入库, 出库, 发货, 退货入库 and 调整 of goods or materials. */
export interface StockBillTable {
  id: Id;
  unitId: string;
  billNo: string;
  operateType: string;
  skuKind: 'GOODS' | 'MATERIAL';
  status: Generated<number>;
  storehouseId: string;
  /** 调往仓库 of a 出库: an inbound notice is made there when the bill is reviewed. */
  inStorehouseId: string | null;
  outsideFactoryId: string | null;
  customerId: string | null;
  productionOrderId: string | null;
  /** The inbound notice a 入库 receives. */
  informId: string | null;
  operatorId: string;
  opDate: string;
  remark: string | null;
  adjustNote: string | null;
  totalQuantity: NumericDefault;
  totalAmount: NumericDefault;
  printCount: Generated<number>;
  cancelRemark: string | null;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface StockBillLineTable {
  id: Id;
  unitId: string;
  stockBillId: string;
  skuId: string;
  /** Moved quantity; for 调整 the new absolute stock of the SKU. */
  quantity: Numeric;
  price: NumericDefault;
  amount: NumericDefault;
  sort: Generated<number>;
}

/** 入库通知单: status 0 待入库, 1 已入库, 2 已关闭. */
export interface StockInformTable {
  id: Id;
  unitId: string;
  billNo: string;
  status: Generated<number>;
  storehouseId: string;
  outStorehouseId: string;
  outBillId: string;
  inBillId: string | null;
  skuKind: string;
  totalQuantity: NumericDefault;
  totalAmount: NumericDefault;
  receivedQuantity: string | null;
  receivedAmount: string | null;
  remark: string | null;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface StockInformLineTable {
  id: Id;
  unitId: string;
  stockInformId: string;
  skuId: string;
  quantity: Numeric;
  received: string | null;
  price: NumericDefault;
}

export interface StockBillTables {
  stockBill: StockBillTable;
  stockBillLine: StockBillLineTable;
  stockInform: StockInformTable;
  stockInformLine: StockInformLineTable;
}
