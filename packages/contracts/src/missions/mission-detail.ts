import type { MissionListRow } from './mission-list.js';

export interface MissionLineRow {
  id: string;
  goodsSkuId: string;
  standardName: string | null;
  colorName: string | null;
  sizeName: string | null;
  customerId: string | null;
  customerName: string | null;
  num: string;
  actualCutNum: string;
}

export interface MissionNodeRow {
  id: string;
  prcdNodeId: string;
  name: string;
  typeCode: string;
  sort: number;
  status: number;
  chargerIds: string[];
  tagIds: string[];
  labourCost: string | null;
  planEndAt: string | null;
  warnDays: number | null;
  diffMin: string | null;
  diffMax: string | null;
  outsideSettlement: boolean;
  isShipment: boolean;
  upstreamMissionNodeId: string | null;
  upstreamPrcdNodeId: string | null;
  targetNum: string;
  completedNum: string;
  adjustNum: string;
  defectiveNum: string;
  wasteNum: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Reports (any status but voided) exist: the row can no longer be removed or given another node. */
  hasReports: boolean;
}

/** 改期记录: one change of the delivery date. */
export interface MissionDeliveryChange {
  id: string;
  changedAt: string;
  changedBy: string;
  changedByName: string | null;
  oldDeliveryAt: string;
  newDeliveryAt: string;
  /** The mission's status when it was changed. */
  statusBefore: number;
}

/** getFacMission: the card's fields and every field of the form, its lines, nodes and delivery-date log. */
export interface MissionDetail extends MissionListRow {
  version: number;
  customerStyleNo: string | null;
  customerOrderNo: string | null;
  remark: string | null;
  productionOrderGoodsId: string | null;
  bomId: string | null;
  workingSheetName: string | null;
  workingSheetContent: string | null;
  workingSheetAttachmentIds: string[];
  attachmentIds: string[];
  startedAt: string | null;
  finishedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  lines: MissionLineRow[];
  nodeRows: MissionNodeRow[];
  deliveryLog: MissionDeliveryChange[];
  /** Node counters of 节点进度. */
  nodeCounts: { waitStart: number; ongoing: number; finish: number };
}

/** The finish check (PUT status 2 without confirm): how many nodes would be completed automatically. */
export interface MissionFinishCheck {
  needsConfirm: boolean;
  unfinishedNodes: number;
}

/** An operation-log entry of the mission or one of its nodes. */
export interface MissionOpLogRow {
  id: string;
  missionId: string;
  missionNodeId: string | null;
  action: string;
  content: string;
  userId: string;
  userName: string | null;
  createdAt: string;
}
