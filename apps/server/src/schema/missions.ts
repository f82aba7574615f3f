import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/**
 * Missions and process nodes (migration 202611280100_create-missions.ts): the tables the process-nodes, missions and
 * node-reports areas share. Dates are written as YYYY-MM-DD and read through to_char by the repositories.
 */
type DateColumn = ColumnType<Date | string, string, string>;
type NullableDate = ColumnType<Date | string | null, string | null | undefined, string | null>;
type NumericWithDefault = ColumnType<string, string | number | undefined, string | number>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The thirteen node type codes (SPEC 3 "Mission node types" plus 自由送料). */
export type NodeTypeCode =
  | 'logic'
  | 'quantitative'
  | 'total'
  | 'actual_cutting'
  | 'actual_cutting_wym'
  | 'actual_cutting_ligation'
  | 'tail_in_store'
  | 'tail_out_store'
  | 'quality_checking'
  | 'material'
  | 'freedom_material'
  | 'select_check'
  | 'select_check_quantity';

export interface WorkshopSectionTable {
  id: Id;
  unitId: string;
  name: string;
  sort: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PrcdNodeTable {
  id: Id;
  unitId: string;
  name: string;
  typeCode: NodeTypeCode;
  workshopSectionId: string | null;
  materialKindIds: JsonWithDefault<string[]>;
  associateWym: Generated<boolean>;
  associateLigation: Generated<boolean>;
  associateInStore: Generated<boolean>;
  selectDefaultStore: Generated<boolean>;
  defaultStorehouseId: string | null;
  allowOutside: Generated<boolean>;
  outsideFollowPre: Generated<boolean>;
  /** 以实裁数为准: the node's target is the mission's actual cut quantity. */
  doac: Generated<boolean>;
  allowCompleteExcess: Generated<boolean>;
  completeExcessPercent: Numeric | null;
  allowAdjustNum: Generated<boolean>;
  /** 允许跳序扫描 (migration 202612020100, areas/scanning). */
  scanOutOfOrder: Generated<boolean>;
  reportSendSelectUser: Generated<boolean>;
  reportSendDefComplete: Generated<boolean>;
  /** 上报需审核: 'inherit' (the template's switch), 'always' or 'never' (migration 202611300500). */
  reportReview: Generated<'inherit' | 'always' | 'never'>;
  /** Per report bill type: { billName, fields: string[] }. */
  billConfigs: JsonWithDefault<Record<string, { billName: string; fields: string[] }>>;
  remark: string | null;
  isDeleted: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PrcdNodeTagTable {
  id: Id;
  unitId: string;
  prcdNodeId: string;
  name: string;
  sort: Generated<number>;
  createdAt: CreatedAt;
}

export interface PrcdTemplateTable {
  id: Id;
  unitId: string;
  name: string;
  chargerIds: JsonWithDefault<string[]>;
  defaultAllOrderOutside: Generated<boolean>;
  delayNotify: Generated<boolean>;
  delayNotifyNodeId: string | null;
  /** 1 进行中 or 2 已完成: the node status at which the mission no longer shows as late. */
  delayNotifyNodeStatus: number | null;
  reportNeedsReview: Generated<boolean>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PrcdTemplateNodeTable {
  id: Id;
  unitId: string;
  prcdTemplateId: string;
  prcdNodeId: string;
  sort: number;
  chargerIds: JsonWithDefault<string[]>;
  labourCost: Numeric | null;
  /** 默认结束时间: the delivery date minus this many days. */
  endDaysBefore: number | null;
  warnDays: number | null;
  diffMin: Numeric | null;
  diffMax: Numeric | null;
  outsideSettlement: Generated<boolean>;
  isShipment: Generated<boolean>;
  upstreamPrcdNodeId: string | null;
  createdAt: CreatedAt;
}

export interface MissionTable {
  id: Id;
  unitId: string;
  missionNo: string;
  /** FAC_MISSION ('system' bill): 0 未开始, 1 进行中, 2 已完成, 5 已撤销. */
  status: Generated<number>;
  priority: Generated<number>;
  placeorderAt: DateColumn;
  deliveryAt: DateColumn;
  deliveryChangeCount: Generated<number>;
  goodsStyleId: string;
  customerId: string | null;
  customerStyleNo: string | null;
  customerOrderNo: string | null;
  productionOrderId: string | null;
  productionOrderGoodsId: string | null;
  bomId: string | null;
  prcdTemplateId: string | null;
  leaderIds: JsonWithDefault<string[]>;
  isOutside: Generated<boolean>;
  outsideFactoryId: string | null;
  machiningUnitPrice: Numeric | null;
  workingSheetName: string | null;
  workingSheetContent: string | null;
  workingSheetAttachmentIds: JsonWithDefault<string[]>;
  attachmentIds: JsonWithDefault<string[]>;
  remark: string | null;
  totalNum: NumericWithDefault;
  actualCutNum: NumericWithDefault;
  shippedNum: NumericWithDefault;
  startedAt: Timestamp;
  finishedAt: Timestamp;
  cancelledAt: Timestamp;
  cancelReason: string | null;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MissionLineTable {
  id: Id;
  unitId: string;
  missionId: string;
  goodsSkuId: string;
  customerId: string | null;
  num: Numeric;
  actualCutNum: NumericWithDefault;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MissionNodeTable {
  id: Id;
  unitId: string;
  missionId: string;
  prcdNodeId: string;
  name: string;
  typeCode: NodeTypeCode;
  sort: number;
  /** 0 未开始, 1 进行中, 2 已完成. */
  status: Generated<number>;
  chargerIds: JsonWithDefault<string[]>;
  tagIds: JsonWithDefault<string[]>;
  labourCost: Numeric | null;
  planEndAt: NullableDate;
  warnDays: number | null;
  diffMin: Numeric | null;
  diffMax: Numeric | null;
  outsideSettlement: Generated<boolean>;
  isShipment: Generated<boolean>;
  upstreamMissionNodeId: string | null;
  targetNum: NumericWithDefault;
  completedNum: NumericWithDefault;
  adjustNum: NumericWithDefault;
  defectiveNum: NumericWithDefault;
  wasteNum: NumericWithDefault;
  startedAt: Timestamp;
  finishedAt: Timestamp;
  delayReason: string | null;
  remark: string | null;
  attachmentIds: JsonWithDefault<string[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MissionNodeOutsideFactoryTable {
  id: Id;
  unitId: string;
  missionNodeId: string;
  outsideFactoryId: string;
  unitPrice: Numeric | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export type MissionReportBillType = 'FAC_MISSION_COMPLETE' | 'FAC_MISSION_ADJUST' | 'FAC_MISSION_DEFECTIVE' | 'FAC_MISSION_WASTE';

export interface MissionNodeReportTable {
  id: Id;
  unitId: string;
  billType: MissionReportBillType;
  billNo: string;
  status: Generated<number>;
  missionId: string;
  missionNodeId: string;
  typeCode: NodeTypeCode;
  dateCompleted: DateColumn;
  finishUserId: string | null;
  outsideFactoryId: string | null;
  sendToFactoryId: string | null;
  sendToUserId: string | null;
  lathe: string | null;
  storehouseId: string | null;
  customerId: string | null;
  toStorehouseId: string | null;
  adjustReason: string | null;
  remark: string | null;
  totalNum: NumericWithDefault;
  reviewRemark: string | null;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export type MissionReportLineKind = 'done' | 'qualified' | 'defective' | 'waste' | 'produced' | 'sampled';

export interface MissionNodeReportLineTable {
  id: Id;
  unitId: string;
  reportId: string;
  goodsSkuId: string | null;
  kind: ColumnType<MissionReportLineKind, MissionReportLineKind | undefined, MissionReportLineKind>;
  num: Numeric;
  defectLabelIds: JsonWithDefault<string[]>;
  storehouseId: string | null;
  remark: string | null;
  createdAt: CreatedAt;
}

export interface MissionTables {
  workshopSection: WorkshopSectionTable;
  prcdNode: PrcdNodeTable;
  prcdNodeTag: PrcdNodeTagTable;
  prcdTemplate: PrcdTemplateTable;
  prcdTemplateNode: PrcdTemplateNodeTable;
  mission: MissionTable;
  missionLine: MissionLineTable;
  missionNode: MissionNodeTable;
  missionNodeOutsideFactory: MissionNodeOutsideFactoryTable;
  missionNodeReport: MissionNodeReportTable;
  missionNodeReportLine: MissionNodeReportLineTable;
}
