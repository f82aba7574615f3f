import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json, Numeric, UpdatedAt } from './common.js';

/** A column with a default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type DateColumn = ColumnType<string | Date, string, string>;
type NullableDate = ColumnType<string | Date | null, string | null | undefined, string | null>;
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;

export interface RollChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface MaterialRollTable {
  id: Id;
  unitId: string;
  materialSkuId: string;
  rollNo: string;
  vatNo: string | null;
  storehouseId: string | null;
  orderId: string | null;
  orderNo: string | null;
  styleId: string | null;
  styleNo: string | null;
  length: NullableNumeric;
  isQualified: Generated<boolean>;
  remark: string | null;
  sourceType: string | null;
  sourceId: string | null;
  sourceLineId: string | null;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MaterialRollLogTable {
  id: Id;
  unitId: string;
  materialRollId: string;
  action: string;
  changes: Json<RollChange[]>;
  operatorId: string;
  createdAt: CreatedAt;
}

export interface RollKindConfigTable {
  id: Id;
  unitId: string;
  materialKindId: string;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface QualityCheckTable {
  id: Id;
  unitId: string;
  billNo: string;
  sourceType: WithDefault<string>;
  sourceId: string | null;
  sourceNo: string | null;
  supplierId: string | null;
  checkerId: string;
  checkDate: DateColumn;
  status: Generated<number>;
  remark: string | null;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface QualityCheckLineTable {
  id: Id;
  unitId: string;
  qualityCheckId: string;
  materialSkuId: string;
  materialRollId: string | null;
  sourceLineId: string | null;
  checkedQuantity: Numeric;
  qualifiedQuantity: Numeric;
  unqualifiedQuantity: Numeric;
  defectLabelIds: Json<string[]>;
  defects: string | null;
  result: string;
  remark: string | null;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ClothCheckTable {
  id: Id;
  unitId: string;
  arriveId: string;
  arriveLineId: string;
  materialSkuId: string;
  materialRollId: WithDefault<string>;
  checkedLength: NullableNumeric;
  checkerId: string | null;
  checkDate: NullableDate;
  shrinkBefore: NullableNumeric;
  shrinkAfter: NullableNumeric;
  shrinkRate: NullableNumeric;
  shrinkerId: string | null;
  shrinkDate: NullableDate;
  remark: string | null;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface RollQualityTables {
  materialRoll: MaterialRollTable;
  materialRollLog: MaterialRollLogTable;
  rollKindConfig: RollKindConfigTable;
  qualityCheck: QualityCheckTable;
  qualityCheckLine: QualityCheckLineTable;
  clothCheck: ClothCheckTable;
}
