import type { Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** 单位字典 (areas/units, migration 202611250400): a factory's units of measure. */
export interface MeasureUnitTable {
  id: Id;
  unitId: string;
  name: string;
  isPiece: Generated<boolean>;
  /** The base unit of a fixed conversion (码 → 米), with how many base units make one of this. */
  baseMeasureUnitId: string | null;
  baseRatio: Numeric | null;
  sort: Generated<number>;
  remark: string | null;
  isDisabled: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface UnitTables {
  measureUnit: MeasureUnitTable;
}
