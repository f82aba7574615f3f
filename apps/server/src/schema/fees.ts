import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type DateColumn = ColumnType<string, string, string>;

/** A factory's fee label (finance/attr; migration 202612030810). */
export interface FeeLabelTable {
  id: Id;
  unitId: string;
  name: string;
  sort: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: Nullable<string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** 费用单 (bill type FEE): handle_type 2 expense (default), 1 income. */
export interface FeeBillTable {
  id: Id;
  unitId: string;
  feeNo: string;
  handleType: Generated<number>;
  sysLabelId: Nullable<string>;
  supplierType: Nullable<'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER'>;
  supplierId: Nullable<string>;
  accountId: Nullable<string>;
  feePriceTotal: Numeric;
  preparedBy: Nullable<string>;
  preparedDate: DateColumn;
  remark: Nullable<string>;
  status: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: Nullable<string>;
  updatedBy: Nullable<string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FeeBillLineTable {
  id: Id;
  unitId: string;
  feeBillId: string;
  lineNo: number;
  sysLabelId: string;
  feePrice: Numeric;
  remark: Nullable<string>;
}

export interface FeeTables {
  feeLabel: FeeLabelTable;
  feeBill: FeeBillTable;
  feeBillLine: FeeBillLineTable;
}
