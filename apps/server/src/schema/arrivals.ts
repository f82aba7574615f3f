import type { Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

export interface ArrivalNoticeTable {
  id: Id;
  unitId: string;
  no: string;
  supplierId: string;
  dateArrive: string;
  storehouseId: string | null;
  remark: string | null;
  status: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ArrivalNoticeLineTable {
  id: Id;
  unitId: string;
  arrivalNoticeId: string;
  materialSkuId: string;
  purchaseLineId: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: Numeric;
  quantity: Numeric;
  stockQuantity: Numeric;
  remark: string | null;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ArrivalTable {
  id: Id;
  unitId: string;
  isSample: boolean;
  no: string;
  supplierId: string;
  creatorId: string;
  dateArrive: string;
  storehouseId: string;
  outsideFactoryId: string | null;
  arrivalNoticeId: string | null;
  remark: string | null;
  amount: Numeric;
  status: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ArrivalLineTable {
  id: Id;
  unitId: string;
  arrivalId: string;
  materialSkuId: string;
  purchaseLineId: string | null;
  /** 按生产单到料: the demand split of the purchase line this line arrives for (migration 202611230200). */
  purchaseLineDemandId: Generated<string | null>;
  purchaseBillNo: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: Numeric;
  quantity: Numeric;
  stockQuantity: Numeric;
  unitPrice: Numeric;
  amount: Numeric;
  taxRate: Numeric | null;
  vatNo: string | null;
  /** 卷号 as typed; the roll itself is found or created on review (rollId). */
  rollNo: Generated<string | null>;
  /** The roll the review received this line into (areas/rolls ensureRolls); null before review. */
  rollId: Generated<string | null>;
  isArriveComplete: Generated<boolean>;
  /** The review closed the purchase line because of 是否到齐 (migration 202611230700); the un-review reopens it. */
  closesPurchaseLine: Generated<boolean>;
  signStatus: Generated<number>;
  remark: string | null;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ArrivalTables {
  arrivalNotice: ArrivalNoticeTable;
  arrivalNoticeLine: ArrivalNoticeLineTable;
  arrival: ArrivalTable;
  arrivalLine: ArrivalLineTable;
}
