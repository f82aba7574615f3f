import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './common.js';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** 资金账户 (areas/finance-config, migration 202612030800): a COMPANY row; soft-deleted once a posting used it. */
export interface FinanceAccountTable {
  id: Id;
  unitId: string;
  name: string;
  accountNo: Nullable<string>;
  bankName: Nullable<string>;
  openingBalance: ColumnType<string, string | undefined, string>;
  remark: Nullable<string>;
  sort: Generated<number>;
  isDeleted: Generated<boolean>;
  deletedAt: Nullable<Date>;
  createdBy: Nullable<string>;
  updatedBy: Nullable<string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A factory's finance switch (finance/changeConfigure); no row = off. */
export interface FinanceConfigTable {
  unitId: string;
  type: 'SKU_SALE' | 'ENABLE_PAYMENT_APPLY';
  isEnabled: Generated<boolean>;
  relationOrderTypes: ColumnType<string[], string[] | undefined, string[]>;
  updatedBy: Nullable<string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** 财务成员 (config/members, migration 202612050210): a COMPANY row per account acting in finance. */
export interface FinanceMemberTable {
  id: Id;
  unitId: string;
  userId: string;
  isConfigCentre: Generated<boolean>;
  isFinanceCentre: Generated<boolean>;
  createdBy: Nullable<string>;
  updatedBy: Nullable<string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A factory a member may act for in finance (facUnitList); reached through its member. */
export interface FinanceMemberFactoryTable {
  memberId: string;
  factoryId: string;
}

/** A storehouse a member may act for in finance (storeUnitList); reached through its member. */
export interface FinanceMemberStorehouseTable {
  memberId: string;
  storehouseId: string;
}

export interface FinanceConfigTables {
  financeAccount: FinanceAccountTable;
  financeConfig: FinanceConfigTable;
  financeMember: FinanceMemberTable;
  financeMemberFactory: FinanceMemberFactoryTable;
  financeMemberStorehouse: FinanceMemberStorehouseTable;
}
