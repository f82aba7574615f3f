import type { Generated } from 'kysely';
import type { CreatedAt, Id, Numeric } from './common.js';

/**
 * Bundle movements (migration 202612020100_create-bundle-movements.ts, areas/scanning): append-only, never updated
 * or deleted. prcd_node.scan_out_of_order (the same migration) is read by the scanning area in plain SQL.
 */
export interface BundleMovementTable {
  id: Id;
  unitId: string;
  bundleId: string;
  missionId: string;
  missionNodeId: string;
  kind: 'SCAN' | 'HANDOVER' | 'QC';
  /** SCAN rows: earlier SCAN rows of the bundle at the node (all undone); unique per node and bundle (202612030500). */
  generation: Generated<number>;
  num: Numeric;
  outsideFactoryId: string | null;
  workbayUserId: string | null;
  /** The node report a SCAN posted (present exactly on SCAN rows). */
  reportId: string | null;
  remark: string | null;
  createdBy: string;
  createdAt: CreatedAt;
}

export interface ScanningTables {
  bundleMovement: BundleMovementTable;
}
