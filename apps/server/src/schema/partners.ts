import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './common.js';

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
  isDeleted: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PartnerTables {
  supplier: SupplierTable;
  customer: CustomerTable;
}
