import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** numeric with a column default: optional on insert. */
type NumericWithDefault = ColumnType<string, string | number | undefined, string | number>;

export interface PurchaseConfigTable {
  id: Id;
  unitId: string;
  demandSource: Generated<string>;
  generatePlanOnSubmit: Generated<boolean>;
  /** 1 manual reservation, 2 automatic. */
  preuseType: Generated<number>;
  canManualModify: Generated<boolean>;
  unitPriceRequired: Generated<boolean>;
  purchasingAmountEditable: Generated<boolean>;
  deliveringAmountShown: Generated<boolean>;
  overDeliveryLimit: Numeric | null;
  lackDeliveryLimit: Numeric | null;
  oneStepEnabled: Generated<boolean>;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PurchaseDemandTable {
  id: Id;
  unitId: string;
  productionOrderId: string | null;
  orderNo: string;
  goodsStyleId: string | null;
  goodsStyleNo: string | null;
  materialSkuId: string;
  supplierId: string | null;
  purchaserId: string | null;
  demandQuantity: Numeric;
  plannedQuantity: Numeric;
  reservedQuantity: NumericWithDefault;
  isCompleted: Generated<boolean>;
  isArriveComplete: Generated<boolean>;
  deliveryDate: string | null;
  remark: string | null;
  isDeleted: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PurchaseBillTable {
  id: Id;
  unitId: string;
  isSample: boolean;
  no: string;
  supplierId: string;
  purchaserId: string;
  datePurchase: string;
  expectDateEnd: string | null;
  designStyleNo: string | null;
  arriveStorehouseId: string | null;
  remark: string | null;
  amount: NumericWithDefault;
  status: Generated<number>;
  isCancelled: Generated<boolean>;
  isClosed: Generated<boolean>;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PurchaseLineTable {
  id: Id;
  unitId: string;
  purchaseBillId: string;
  materialSkuId: string;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: Numeric;
  quantity: Numeric;
  totalQuantity: Numeric;
  unitPrice: NumericWithDefault;
  amount: NumericWithDefault;
  taxRate: Numeric | null;
  arrivedQuantity: NumericWithDefault;
  isArriveComplete: Generated<boolean>;
  remark: string | null;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PurchaseLineDemandTable {
  id: Id;
  unitId: string;
  purchaseLineId: string;
  /** null = unplanned purchase (计划外采购). */
  purchaseDemandId: string | null;
  quantity: Numeric;
  arrivedQuantity: NumericWithDefault;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PurchaseRemittanceTable {
  id: Id;
  unitId: string;
  purchaseBillId: string;
  supplierId: string;
  amount: Numeric;
  dateOperated: string;
  operatorId: string;
  isUndone: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** 一键采到送: the arrival and the delivery one step booked for a purchase bill. */
export interface PurchasePickupTable {
  id: Id;
  unitId: string;
  purchaseBillId: string;
  arrivalId: string | null;
  deliveryId: string;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PurchasingTables {
  purchaseConfig: PurchaseConfigTable;
  purchaseDemand: PurchaseDemandTable;
  purchaseBill: PurchaseBillTable;
  purchaseLine: PurchaseLineTable;
  purchaseLineDemand: PurchaseLineDemandTable;
  purchaseRemittance: PurchaseRemittanceTable;
  purchasePickup: PurchasePickupTable;
}
