import { z } from 'zod';
import type { UnitTotal } from '../decimal/index.js';
import { dateText, statusListInput } from '../platform/bounds.js';
import { idSchema, pagingInput } from '../platform/paging.js';

const ids = z.array(idSchema).max(200).optional();
const yesNo = z.union([z.literal(0), z.literal(1)]).optional();

/** facPrdOrder/page (and its export): every filter of the reference's filter panel. */
export const orderListInput = pagingInput.extend({
  /** 输入订单号/款号搜索. */
  keyWord: z.string().trim().max(100).optional(),
  /** 0-6 (6 = reviewed and no longer un-reviewable), 7 = full mode; default every status but 5. */
  statusList: statusListInput.optional(),
  /** 预下单 (0) / 订单 (1). */
  type: yesNo,
  /** 商品档案: goods styles. */
  styleIds: ids,
  /** 加工厂商 (multi). */
  outsideFactoryIds: ids,
  /** 客户 (multi): a goods block of the order has the customer (per-customer matrix or the style's customer). */
  customerIds: ids,
  /** 创建人 (multi). */
  createByIds: ids,
  placeorderAtStart: dateText.optional(),
  placeorderAtEnd: dateText.optional(),
  deliveryAtStart: dateText.optional(),
  deliveryAtEnd: dateText.optional(),
  /** 单据号 (multi, partial match). */
  orderNos: z.array(z.string().trim().max(50)).max(200).optional(),
  /** 下单类型 (multi). */
  placeOrderTypeIds: ids,
  /** 采购单号 (partial match). */
  buyNo: z.string().trim().max(100).optional(),
  /** 已转工单 (1) / 未转工单 (0). */
  isToMission: yesNo,
  /** 是否首单. */
  isFirstOrder: yesNo,
  sortField: z.enum(['orderNo', 'placeorderAt']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export type OrderListQuery = z.infer<typeof orderListInput>;

/** One goods block as the list shows it (one line per goods inside the cell). */
export interface OrderListGoods {
  id: string;
  styleId: string;
  styleNo: string;
  styleName: string;
  /** Customers of the block joined with 、 (per-customer matrices) or the style's customer. */
  custName: string;
  totalNum: string;
  goodsDeliveryAt: string;
  /** Converted into missions so far (the missions issue fills it; 0 until then). */
  toMissionNum: string;
}

export interface OrderListRow {
  id: string;
  orderNo: string;
  /** 0 pre-order, 1 formal order. */
  type: 0 | 1;
  placeorderAt: string;
  isOutsideFac: boolean;
  commonOutsideFactoryId: string | null;
  commonOutsideFactoryName: string | null;
  chargerIds: string[];
  /** Names joined with 、. */
  chargerName: string;
  goods: OrderListGoods[];
  createBy: string;
  createByName: string;
  createdAt: string;
  buyNo: string | null;
  placeOrderTypeId: string | null;
  placeOrderType: string | null;
  /** The pre-order a formal order was turned from, or the formal order a pre-order became (关联订单号). */
  concatPrdOrderNo: string | null;
  remark: string | null;
  /** Stored status; displayStatus is 6 when reviewed and no longer un-reviewable. */
  status: number;
  displayStatus: number;
  /** Reviewers of the open task (待审核 by whom). */
  auditorUsers: string[];
  /** Their user ids: the row offers 通过 / 驳回 (or 同意 / 拒绝) to these users only. */
  auditorUserIds: string[];
  /** 审批备注: the message of the last review action. */
  lastReviewLog: string | null;
  isFirstOrder: boolean;
  /** Any goods converted into missions (false until the missions issue). */
  isToMission: boolean;
  totals: UnitTotal[];
  version: number;
}

export interface OrderListPage {
  list: OrderListRow[];
  totalCount: number;
}

/** facPrdOrder/statement: amounts per order and goods (report: data.dataList). */
export const orderStatementInput = z.object({
  placeorderAtStart: dateText.optional(),
  placeorderAtEnd: dateText.optional(),
  customerIds: ids,
  outsideFactoryIds: ids,
  styleIds: ids,
  /** Default: reviewed orders (2 and 6). */
  statusList: statusListInput.optional(),
});
export type OrderStatementQuery = z.infer<typeof orderStatementInput>;

export interface OrderStatementRow {
  facPrdOrderId: string;
  orderNo: string;
  placeorderAt: string;
  styleNo: string;
  styleName: string;
  custName: string;
  totalNum: string;
  noTaxPrice: string;
  taxRate: string;
  noTaxAmount: string;
  taxAmount: string;
  amount: string;
  processUnitPrice: string;
  processAmount: string;
  commonOutsideFactoryName: string | null;
}

export interface OrderStatement {
  dataList: OrderStatementRow[];
  /** Sums of the rows: pieces per unit, money in 2 decimals. */
  totals: { quantity: UnitTotal[]; noTaxAmount: string; taxAmount: string; amount: string; processAmount: string };
}

/** facPrdOrder/getSimpleList. */
export interface OrderSimpleItem {
  id: string;
  orderNo: string;
  status: number;
}
