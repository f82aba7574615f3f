import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** Bundle cutting (migration 202612010600_create-cutting.ts, areas/cutting). Dates are written as YYYY-MM-DD. */
type DateColumn = ColumnType<Date | string, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface CuttingLayTable {
  id: Id;
  unitId: string;
  missionId: string;
  missionNodeId: string;
  lathe: string;
  dateCompleted: DateColumn;
  finishUserId: string | null;
  bundleCap: number | null;
  ratios: JsonWithDefault<{ sizeId: string; ratio: number }[]>;
  /** 0 draft, 1 submitted as the node's report. */
  status: Generated<number>;
  reportId: string | null;
  remark: string | null;
  version: Generated<number>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CuttingLayFabricTable {
  id: Id;
  unitId: string;
  layId: string;
  sort: number;
  colorId: string;
  lot: string | null;
  plies: number;
  createdAt: CreatedAt;
}

export interface CuttingBundleTable {
  id: Id;
  unitId: string;
  layId: string;
  layFabricId: string;
  missionId: string;
  goodsStyleId: string;
  goodsSkuId: string;
  seq: number;
  ticketNo: string;
  lathe: string;
  num: Numeric;
  dateCompleted: DateColumn;
  isSubmitted: Generated<boolean>;
  remark: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CuttingPieceGroupTable {
  id: Id;
  unitId: string;
  goodsStyleId: string;
  name: string;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CuttingTables {
  cuttingLay: CuttingLayTable;
  cuttingLayFabric: CuttingLayFabricTable;
  cuttingBundle: CuttingBundleTable;
  cuttingPieceGroup: CuttingPieceGroupTable;
}
