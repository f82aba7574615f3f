import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** Mission adjustment bills (migration 202611300100_create-mission-adjust.ts, areas/mission-adjust). */
type DateColumn = ColumnType<Date | string, string, string>;
type NullableDate = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface MissionAdjustTable {
  id: Id;
  unitId: string;
  adjustNo: string;
  missionId: string;
  status: Generated<number>;
  placeorderAt: DateColumn;
  /** The mission's delivery date when the bill was saved. */
  oldDeliveryAt: DateColumn;
  /** The new delivery date; null keeps the mission's. */
  newDeliveryAt: NullableDate;
  reason: string;
  remark: string | null;
  allowOvershoot: Generated<boolean>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MissionAdjustLineTable {
  id: Id;
  unitId: string;
  missionAdjustId: string;
  goodsSkuId: string;
  customerId: string | null;
  /** The mission line's quantity when the bill was saved; null = the mission had no such line. */
  oldNum: Numeric | null;
  newNum: Numeric;
  createdAt: CreatedAt;
}

export interface MissionAdjustTables {
  missionAdjust: MissionAdjustTable;
  missionAdjustLine: MissionAdjustLineTable;
}
