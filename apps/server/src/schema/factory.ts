import type { Generated } from 'kysely';
import type { CreatedAt, Id, Json, UpdatedAt } from './common.js';

/** Extra fields of a factory beyond unit (migration 202611221310_create-factory-setup.ts). */
export interface FactoryProfileTable {
  unitId: string;
  areaCode: string | null;
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
  logo: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface StorehouseTable {
  id: Id;
  unitId: string;
  name: string;
  kind: Generated<'MATERIAL' | 'GOODS' | 'MIXED'>;
  /** Material SKUs may not go below zero here (migration 202611250100). */
  notAllowNegativeMaterial: Generated<boolean>;
  /** Finished goods may not go below zero here (成衣出库数不允许超过库存数). */
  notAllowNegativeGoods: Generated<boolean>;
  operableTypes: Json<string[]>;
  isDefault: Generated<boolean>;
  isLinked: Generated<boolean>;
  remark: string | null;
  isDeleted: Generated<boolean>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FacGroupTable {
  id: Id;
  unitId: string;
  parentId: string | null;
  name: string;
  grade: number;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FacGroupUserTable {
  unitId: string;
  groupId: string;
  userId: string;
  createdAt: CreatedAt;
}

export interface OutsideLink360Table {
  unitId: string;
  urlOf360: string | null;
  settingUrl: string | null;
  loginNameOf360: string | null;
  /** AES-256-GCM ciphertext (platform/crypto/secret-box.ts), never the clear password. */
  passwordCipher: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface DefectiveLabelTable {
  id: Id;
  unitId: string;
  name: string;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SysLabelTable {
  id: Id;
  unitId: string;
  billType: string;
  name: string;
  colour: string;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FactoryTables {
  factoryProfile: FactoryProfileTable;
  storehouse: StorehouseTable;
  facGroup: FacGroupTable;
  facGroupUser: FacGroupUserTable;
  outsideLink360: OutsideLink360Table;
  defectiveLabel: DefectiveLabelTable;
  sysLabel: SysLabelTable;
}
