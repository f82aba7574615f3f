import { z } from 'zod';
import { dateText, statusListInput } from '../platform/bounds.js';
import { idSchema, pagingInput } from '../platform/paging.js';
import { NODE_REPORT_BILL_TYPES, NODE_REPORT_STATUS_CODES } from './report-types.js';

const billTypeList = z.array(z.enum(NODE_REPORT_BILL_TYPES)).max(4);
/** Statuses as numbers (0-4) or the reference's texts (DRAFT, AUDITING, PASS, REJECT, PENDING_APPROVAL). */
const statusList = z.union([
  statusListInput,
  z
    .array(z.enum(Object.keys(NODE_REPORT_STATUS_CODES) as [keyof typeof NODE_REPORT_STATUS_CODES]))
    .max(5)
    .transform((texts) => texts.map((t) => NODE_REPORT_STATUS_CODES[t])),
]);

/**
 * PUT fac-mission-prcd-node-reports/bills (/allReportBill; the reference's bill-report/list, whose path the bill
 * engine's approval history holds): every filter of the reference.
 */
export const reportListInput = pagingInput.extend({
  missionId: idSchema.optional(),
  /** 节点. */
  missionPrcdNodeId: idSchema.optional(),
  /** 单据 (remote search picks bills by id). */
  billIds: z.array(idSchema).max(200).optional(),
  billNo: z.string().trim().max(100).optional(),
  dateCompletedStart: dateText.optional(),
  dateCompletedEnd: dateText.optional(),
  /** 完成人员. */
  finishUserIds: z.array(idSchema).max(200).optional(),
  billTypes: billTypeList.optional(),
  statuses: statusList.optional(),
});
export type ReportListQuery = z.infer<typeof reportListInput>;

/** POST fac-mission-prcd-node-reports/easy-bills (bill-report/listEasyBill): the 单据 filter's remote search. */
export const easyBillInput = z.object({
  missionPrcdNodeId: idSchema.optional(),
  keyword: z.string().trim().max(100).optional(),
});

/** GET fac-mission-prcd-node-reports/bills/{billId} (bill-report/detail/{billId}). */
export const reportDetailParams = z.object({ billId: idSchema });

/** DELETE fac-mission-prcd-node-reports/undo/{logId}: void a draft / rejected bill, or un-review a reviewed one. */
export const reportUndoParams = z.object({ logId: idSchema });

/** GET fac-mission-prcd-node-reports/{instanceId}/{type}: a node's report records. */
export const reportRecordParams = z.object({ instanceId: idSchema, type: z.string().trim().min(1).max(40) });

export interface ReportLineRow {
  id: string;
  goodsSkuId: string | null;
  colorName: string | null;
  sizeName: string | null;
  kind: string;
  num: string;
  defectLabelIds: string[];
  defectLabelNames: string[];
  storehouseId: string | null;
  remark: string | null;
}

/** A row of /allReportBill (and of a node's records): the reference's columns. */
export interface ReportBillRow {
  id: string;
  billType: string;
  /** 单据: the node's configured bill name, else the type's. */
  billName: string;
  billNo: string;
  status: number;
  missionId: string;
  missionNo: string;
  missionNodeId: string;
  nodeName: string;
  typeCode: string;
  dateCompleted: string;
  finishUserId: string | null;
  finishUserName: string | null;
  /** 床次 (cutting). */
  lathe: string | null;
  outsideFactoryId: string | null;
  outsideFactoryName: string | null;
  storehouseId: string | null;
  storehouseName: string | null;
  customerId: string | null;
  customerName: string | null;
  toStorehouseId: string | null;
  toStorehouseName: string | null;
  /** 完成数量 / 调整数量 / 次品 / 废品 (the bill's total). */
  totalNum: string;
  /** (超N): how far the node's reviewed completed quantity is over its target, when it is. */
  overNum: string | null;
  defectLabelNames: string[];
  adjustReason: string | null;
  reviewRemark: string | null;
  remark: string | null;
  createdBy: string;
  createdAt: string;
  version: number;
  /** The engine's actions open to the signed-in user on this bill (提报, 通过, 驳回, 申请反审, ...). */
  actions: string[];
}

export interface ReportBillPage {
  list: ReportBillRow[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  /** Sum of totalNum over the filtered bills. */
  sum: string;
}

export interface ReportBillDetail extends ReportBillRow {
  lines: ReportLineRow[];
  sendToFactoryId: string | null;
  sendToUserId: string | null;
  /** The node's configured fields of this bill type (bill_configs[billType].fields). */
  fields: string[];
}
