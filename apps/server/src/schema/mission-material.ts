import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** Material nodes (migration 202611300300_add-mission-material.ts): per mission and material SKU, what reviewed deliveries sent. */
export interface MissionMaterialTable {
  id: Id;
  unitId: string;
  missionId: string;
  materialSkuId: string;
  delivered: Numeric;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MissionMaterialTables {
  missionMaterial: MissionMaterialTable;
}
