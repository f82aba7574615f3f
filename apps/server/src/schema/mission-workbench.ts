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

export interface MissionWorkbenchTables {
  missionWorkspaceConfig: MissionWorkspaceConfigTable;
  facHeaderFieldConfig: FacHeaderFieldConfigTable;
}
