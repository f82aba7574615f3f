import type { ColumnType } from 'kysely';
import type { CreatedAt, Id } from './common.js';

/** The missions area's logs (migration 202611280300_create-mission-logs.ts); dates read through to_char. */
type DateColumn = ColumnType<Date | string, string, string>;

export interface MissionDeliveryChangeTable {
  id: Id;
  unitId: string;
  missionId: string;
  oldDeliveryAt: DateColumn;
  newDeliveryAt: DateColumn;
  statusBefore: number;
  changedBy: string;
  createdAt: CreatedAt;
}

export interface MissionOpLogTable {
  id: Id;
  unitId: string;
  missionId: string;
  missionNodeId: string | null;
  action: string;
  content: string;
  userId: string;
  createdAt: CreatedAt;
}

export interface MissionLogTables {
  missionDeliveryChange: MissionDeliveryChangeTable;
  missionOpLog: MissionOpLogTable;
}
