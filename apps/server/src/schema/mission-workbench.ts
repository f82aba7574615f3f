import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './common.js';

/** The production workbench's per-user settings (migration 202611280600_create-mission-workbench.ts). */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface MissionWorkspaceConfigTable {
  id: Id;
  unitId: string;
  userId: string;
  name: string;
  missionFields: JsonWithDefault<string[]>;
  prcdNodeIds: JsonWithDefault<string[]>;
  isCurrent: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FacHeaderFieldConfigTable {
  id: Id;
  unitId: string;
  userId: string;
  pageCode: string;
  fields: JsonWithDefault<{ code: string; width?: number }[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Live mission counts per factory and status, appended by triggers (migration 202612010400_add-mission-counts.ts). */
export interface MissionCountTable {
  id: Id;
  unitId: string;
  status: number;
  /** bigint: pg answers it as a string. */
  n: ColumnType<string, string | number, string | number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MissionWorkbenchTables {
  missionWorkspaceConfig: MissionWorkspaceConfigTable;
  missionCount: MissionCountTable;
  facHeaderFieldConfig: FacHeaderFieldConfigTable;
}
