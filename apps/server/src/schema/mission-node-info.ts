import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** Node reminders people add (migration 202611280500_create-node-reminders.ts; areas/mission-node-info). */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface MissionNodeAlertTable {
  id: Id;
  unitId: string;
  missionId: string;
  missionNodeId: string;
  message: string;
  notifyUserIds: JsonWithDefault<string[]>;
  createdBy: string;
  createdAt: CreatedAt;
  cancelledAt: Timestamp;
  cancelledBy: string | null;
  cancelReason: string | null;
}

export interface MissionNodeNoteTable {
  id: Id;
  unitId: string;
  missionId: string;
  missionNodeId: string;
  content: string;
  relatedUserIds: JsonWithDefault<string[]>;
  pictureIds: JsonWithDefault<string[]>;
  isDeleted: Generated<boolean>;
  deleteReason: string | null;
  deletedBy: string | null;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MissionNodeDiffDismissalTable {
  id: Id;
  unitId: string;
  missionNodeId: string;
  completedNum: Numeric;
  createdBy: string;
  createdAt: CreatedAt;
}

export interface MissionNodeInfoTables {
  missionNodeAlert: MissionNodeAlertTable;
  missionNodeNote: MissionNodeNoteTable;
  missionNodeDiffDismissal: MissionNodeDiffDismissalTable;
}
