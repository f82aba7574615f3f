import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json, Numeric, UpdatedAt } from './common.js';

export interface SupplierTable {
  id: Id;
  unitId: string;
  code: string;
  name: string;
  contacts: string | null;
  mobilePhone: string | null;
  telephone: string | null;
  bankAccount: string | null;
  bankName: string | null;
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
  address: string | null;
  remark: string | null;
  status: Generated<number>;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CustomerTable {
  id: Id;
  unitId: string;
  name: string;
  contacts: string | null;
  phone: string | null;
  address: string | null;
  remark: string | null;
  groupId: string | null;
  isDeleted: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CustomerGroupTable {
  id: Id;
  unitId: string;
  name: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** outside_factory_rate and outside_factory_brand: small per-unit name lists. */
export interface OutsideFactoryTagTable {
  id: Id;
  unitId: string;
  name: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface OutsideFactoryWebhookValue {
  url: string;
  events: string[];
}

export interface OutsideFactoryTable {
  id: Id;
  unitId: string;
  code: string;
  name: string;
  /** jsonb arrays of id strings. */
  factoryRateIds: Json<string[]>;
  attrIds: Json<string[]>;
  linkedFactoryIds: Json<string[]>;
  contacts: string | null;
  telephone: string | null;
  mobilePhone: string | null;
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
  address: string | null;
  commonStorehouseId: string | null;
  settlementMethod: string | null;
  taxRate: Numeric | null;
  bankAccount: string | null;
  bankName: string | null;
  remark: string | null;
  extNo: string | null;
  webhooks: ColumnType<OutsideFactoryWebhookValue[], string | undefined, string>;
  isStopped: Generated<boolean>;
  status: Generated<number>;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PartnerTables {
  supplier: SupplierTable;
  customer: CustomerTable;
  customerGroup: CustomerGroupTable;
  outsideFactory: OutsideFactoryTable;
  outsideFactoryRate: OutsideFactoryTagTable;
  outsideFactoryBrand: OutsideFactoryTagTable;
}
