import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** date: read as a Date by the drivers, written as YYYY-MM-DD. */
type DateColumn = ColumnType<Date | string, string, string>;

/** Deliveries (送料单), sample deliveries and delivery notices: belong_module 0 / 1 / 2. */
export interface MaterialDeliveryTable {
  id: Id;
  unitId: string;
  belongModule: number;
  billNo: string;
  storehouseId: string;
  delivererId: string;
  dateDelivery: DateColumn;
  outsideFactoryId: string | null;
  notifyId: string | null;
  arrivalId: string | null;
  arrivalNo: string | null;
  /** 按工单添加: the mission delivered for and its material node (migration 202611300300). */
  missionId: Generated<string | null>;
  missionNodeId: Generated<string | null>;
  designStyleNo: string | null;
  remark: string | null;
  status: Generated<number>;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MaterialDeliveryLineTable {
  id: Id;
  unitId: string;
  deliveryId: string;
  materialsSkuId: string;
  quantity: Numeric;
  orderNo: string | null;
  demandId: string | null;
  rollId: string | null;
  vatNo: string | null;
  reservationReleased: Numeric | null;
  remark: string | null;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Remnant put-away (余料入库单), area remnant. */
export interface MaterialRemnantTable {
  id: Id;
  unitId: string;
  billNo: string;
  storehouseId: string;
  operatorId: string;
  dateOperate: DateColumn;
  outsideFactoryId: string | null;
  remark: string | null;
  /** The mission whose material comes back (余料退回, migration 202612010200); null on older bills. */
  missionId: string | null;
  status: Generated<number>;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MaterialRemnantLineTable {
  id: Id;
  unitId: string;
  remnantId: string;
  materialsSkuId: string;
  quantity: Numeric;
  orderNo: string | null;
  remark: string | null;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface DeliveryTables {
  materialDelivery: MaterialDeliveryTable;
  materialDeliveryLine: MaterialDeliveryLineTable;
  materialRemnant: MaterialRemnantTable;
  materialRemnantLine: MaterialRemnantLineTable;
}
