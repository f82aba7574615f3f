import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { idSchema, pagingInput } from '../platform/paging.js';

/** The wages and workbay-progress reports' filters: the reports' completion day range, a workbay, a node definition. */
export const wageReportInput = z.object({
  dateFrom: dateText,
  dateTo: dateText,
  finishUserId: idSchema.optional(),
  prcdNodeId: idSchema.optional(),
});
export type WageReportInput = z.infer<typeof wageReportInput>;

/** 工位-节点进度报表: the wages filters, paged (200 rows by default on the screen). */
export const workbayProgressInput = wageReportInput.extend(pagingInput.shape);
export type WorkbayProgressInput = z.infer<typeof workbayProgressInput>;

/** 员工计件工资报表: one row per workbay (finishing user) and node definition. */
export interface WageRow {
  finishUserId: string;
  loginName: string;
  userName: string;
  prcdNodeId: string;
  nodeName: string;
  /** Σ reviewed completed and adjusted quantities in the period. */
  num: string;
  /** Σ quantity × the mission node's labour cost (计件工资), 3 decimals. */
  amount: string;
}

export interface WageReport {
  list: WageRow[];
  /** Per workbay: Σ amount. */
  totals: { finishUserId: string; loginName: string; userName: string; num: string; amount: string }[];
  amount: string;
}

/** 工位-节点进度报表: per workbay × mission node. */
export interface WorkbayProgressRow {
  finishUserId: string;
  loginName: string;
  userName: string;
  missionId: string;
  missionNo: string;
  styleNo: string;
  missionNodeId: string;
  nodeName: string;
  labourCost: string | null;
  /** 工单上报数: this workbay's reviewed quantity on the node in the period. */
  num: string;
  /** 总上报数: the node's completed figure (all workbays, all time). */
  nodeCompletedNum: string;
  nodeTargetNum: string;
  nodeStatus: number;
  planEndAt: string | null;
  /** Quality and sampling nodes: what this workbay inspected in the period (reviewed), else null. */
  qualifiedNum: string | null;
  defectiveNum: string | null;
  wasteNum: string | null;
  /** 合格率 = qualified ÷ (qualified + defective + waste), 2 places; null when nothing inspected or not an inspection node. */
  passRate: string | null;
}

/** 工厂进度报表: the factory's missions with every node's progress (filters as the workbench list). */
export const factoryProgressInput = pagingInput.extend({
  status: z
    .array(
      z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(5)], {
        message: '工单状态只能是0、1、2或5|status must be 0, 1, 2 or 5',
      }),
    )
    .max(4)
    .optional(),
  deliveryFrom: dateText.optional(),
  deliveryTo: dateText.optional(),
  keyword: z.string().trim().max(60).optional(),
});
export type FactoryProgressInput = z.infer<typeof factoryProgressInput>;

export interface FactoryProgressNode {
  missionNodeId: string;
  name: string;
  status: number;
  targetNum: string;
  completedNum: string;
  adjustNum: string;
  planEndAt: string | null;
}

export interface FactoryProgressRow {
  missionId: string;
  missionNo: string;
  status: number;
  styleNo: string;
  customerName: string | null;
  placeorderAt: string;
  deliveryAt: string;
  leaderNames: string[];
  nodes: FactoryProgressNode[];
}
