import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from './common.js';

/** Unique-code cutting (migration 202612020200_create-unique-codes.ts, areas/unique-codes). */
type Serial = ColumnType<string, string | number, string | number>;

export interface UniqueCodeCounterTable {
  /** The company's boss unit. */
  unitId: string;
  lastSerial: Serial;
  updatedAt: Generated<Date>;
}

export interface UniqueCodeTable {
  id: Id;
  unitId: string;
  missionId: string;
  missionNodeId: string;
  reportId: string;
  goodsSkuId: string;
  lathe: string;
  seq: number;
  serial: Serial;
  code: string;
  createdBy: string;
  createdAt: CreatedAt;
}

export interface UniqueCodeMovementTable {
  id: Id;
  unitId: string;
  uniqueCodeId: string;
  missionNodeId: string;
  reportId: string;
  kind: 'REPORT' | 'UNDO';
  createdBy: string;
  createdAt: CreatedAt;
}

export interface UniqueCodeTables {
  uniqueCodeCounter: UniqueCodeCounterTable;
  uniqueCode: UniqueCodeTable;
  uniqueCodeMovement: UniqueCodeMovementTable;
}
