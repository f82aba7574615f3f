import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** Defect management (migration 202612010800_create-defects.ts, areas/defects). */
type DateColumn = ColumnType<Date | string, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface DefectTable {
  id: Id;
  unitId: string;
  reportId: string;
  reportLineId: string;
  parentDefectId: string | null;
  missionId: string;
  missionNodeId: string;
  goodsSkuId: string | null;
  defectLabelIds: JsonWithDefault<string[]>;
  storehouseId: string | null;
  outsideFactoryId: string | null;
  finishUserId: string | null;
  num: Numeric;
  openNum: Numeric;
  repairCount: Generated<number>;
  /** 0 返修中, 4 已返厂. */
  status: Generated<number>;
  returnNodeId: string | null;
  returnFactoryId: string | null;
  returnUserId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export type DefectActionCode = 'QUALIFY' | 'REPAIR' | 'WASTE' | 'RETURN';

export interface DefectBillTable {
  id: Id;
  unitId: string;
  billNo: string;
  action: DefectActionCode;
  /** 2 已通过, 5 已撤销. */
  status: Generated<number>;
  dateCompleted: DateColumn;
  finishUserId: string | null;
  storehouseId: string | null;
  returnNodeId: string | null;
  returnFactoryId: string | null;
  returnUserId: string | null;
  remark: string | null;
  totalNum: Numeric;
  isDeleted: Generated<boolean>;
  createdBy: string;
  undoneBy: string | null;
  undoneAt: Timestamp;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface DefectBillLineTable {
  id: Id;
  unitId: string;
  defectBillId: string;
  defectId: string;
  newDefectId: string | null;
  num: Numeric;
  /** 退回返修 per line (migration 202612020300). */
  returnNodeId: string | null;
  returnFactoryId: string | null;
  returnUserId: string | null;
  createdAt: CreatedAt;
}

/** The bundle of each line of a batch QC report (migration 202612020300). */
export interface QualityBundleLineTable {
  id: Id;
  unitId: string;
  missionNodeId: string;
  bundleId: string;
  reportId: string;
  reportLineId: string;
  kind: 'qualified' | 'defective' | 'waste';
  num: Numeric;
  createdBy: string;
  createdAt: CreatedAt;
}

export interface DefectTables {
  defect: DefectTable;
  defectBill: DefectBillTable;
  defectBillLine: DefectBillLineTable;
  qualityBundleLine: QualityBundleLineTable;
}
