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
  /** OWN: the company's own (自用仓库); PROCESSING: kept at a processing factory (加工厂仓库). Migration 202611260100. */
  ownerKind: Generated<'OWN' | 'PROCESSING'>;
  remark: string | null;
  isDeleted: Generated<boolean>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/**
 * Which factories use a company storehouse (migration 202611260100): DEFAULT (默认仓, one per factory) or SHARED
 * (共用仓); no row = not linked. `unitId` is the FACTORY's unit.
 */
export interface StorehouseFactoryLinkTable {
  storehouseId: string;
  unitId: string;
  linkKind: 'DEFAULT' | 'SHARED';
  createdAt: CreatedAt;
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
  storehouseFactoryLink: StorehouseFactoryLinkTable;
  facGroup: FacGroupTable;
  facGroupUser: FacGroupUserTable;
  outsideLink360: OutsideLink360Table;
  defectiveLabel: DefectiveLabelTable;
  sysLabel: SysLabelTable;
}
