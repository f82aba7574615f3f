import { z } from 'zod';
import { idSchema } from '../platform/paging.js';

/** GET fac-mission-prcd-nodes/{id}/progress (the reference's instanceWorkflowId): the node panel's report part. */
export const nodeProgressParams = z.object({ id: idSchema });

/** Figures of one goods SKU on a node (reviewed reports only; pending ones shown apart). */
export interface NodeSkuFigures {
  goodsSkuId: string;
  colorName: string;
  sizeName: string;
  /** 订货数 on the mission line. */
  orderedNum: string;
  /** 实裁数 on the mission line (set by cutting reports). */
  actualCutNum: string;
  /** The node's target for this SKU (reference 03 §4): 实裁数 when the node says 以实裁数为准, else 订货数. */
  targetNum: string;
  completedNum: string;
  /** max(target − completed, 0). */
  remainingNum: string;
  adjustNum: string;
  defectiveNum: string;
  wasteNum: string;
  /**
   * The most that may still be reported here: the limit (the upstream node's passed quantity, else the target) ×
   * (1 + excess %) − used − pending.
   */
  allowanceNum: string;
  /** Quantities in bills not yet reviewed (草稿 not counted). */
  pendingNum: string;
}

/** The completed quantities per SKU that one outside factory reported on the node (per-factory sub-matrix). */
export interface NodeOutsideFactoryFigures {
  outsideFactoryId: string;
  name: string;
  unitPrice: string | null;
  completedNum: string;
  adjustNum: string;
  skus: { goodsSkuId: string; completedNum: string; adjustNum: string }[];
}

export interface NodeProgressHeader {
  missionId: string;
  missionNo: string;
  missionStatus: number;
  missionNodeId: string;
  nodeName: string;
  typeCode: string;
  /** 0 未开始, 1 进行中, 2 已完成. */
  status: number;
  /** What the target is: 'actualCut' = 实裁数 (以实裁数为准, shown with 订货数 N), 'ordered' = 订货数. */
  targetBasis: 'actualCut' | 'ordered';
  /**
   * What a report may not exceed (before the tolerance): 'upstream' = the upstream node's passed quantity (a 以实裁数为准
   * node takes the actual cut instead), else the target.
   */
  limitBasis: 'upstream' | 'actualCut' | 'ordered';
  /** The limit's quantity before the tolerance, summed over the SKUs. */
  limitNum: string;
  upstreamMissionNodeId: string | null;
  upstreamNodeName: string | null;
  orderedNum: string;
  actualCutNum: string;
  targetNum: string;
  completedNum: string;
  adjustNum: string;
  defectiveNum: string;
  wasteNum: string;
  /** 上报不允许超过目标数的 X %; null = no tolerance. */
  completeExcessPercent: string | null;
  allowAdjustNum: boolean;
  reportSendSelectUser: boolean;
  reportSendDefComplete: boolean;
  associateInStore: boolean;
  defaultStorehouseId: string | null;
  isOutsideSettlement: boolean;
  isShipment: boolean;
  /** Whole mission sent to one factory: the report's 完成工厂 is locked to it. */
  missionOutsideFactoryId: string | null;
  chargerIds: string[];
  labourCost: string | null;
  /** False = direct mode: a submitted report is posted at once (prcd_template.report_needs_review). */
  reportNeedsReview: boolean;
  /** The signed-in user may report here (permission code plus the per-node check). */
  canReport: boolean;
  /** Lays (床次) already used on the mission (cutting nodes). */
  usedLathes: string[];
  /** 未处理: bills of this node in draft, pending or rejected. */
  unprocessedBillCount: number;
  /** Per bill type, the name the node configures (完成数单 unless renamed). */
  billNames: Record<string, string>;
  /**
   * Quality and sampling nodes: posted 合格 / 次品 / 废品 and 合格率 = qualified ÷ (qualified + defective + waste), 2
   * places, null when nothing was inspected. null on other node types.
   */
  inspection: { qualified: string; defective: string; waste: string; passRate: string | null } | null;
}

export interface NodeProgress {
  header: NodeProgressHeader;
  skus: NodeSkuFigures[];
  outsideFactories: NodeOutsideFactoryFigures[];
}

/** GET fac-mission-prcd-node-reports/checkReportPermission. */
export const checkReportPermissionInput = z.object({ facMissionPrcdNodeId: idSchema });
