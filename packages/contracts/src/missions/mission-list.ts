import { z } from 'zod';
import { dateTimeFilter, flagInput } from '../platform/bounds.js';
import { idSchema, pagingInput } from '../platform/paging.js';

const flag = z.union([flagInput, z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);
const idList = z.array(idSchema).max(200).optional();
const smallList = (max: number) => z.array(z.coerce.number().int().min(0).max(max)).max(10).optional();

export const missionSorts = ['default', 'placeorderAt', 'deliveryAt', 'styleNo', 'missionNo'] as const;
export type MissionSort = (typeof missionSorts)[number];

/**
 * queryFacMissionList (v2): 20 a page; every filter of the reference. Node filters match missions having one node
 * meeting all given node conditions. `waitingForMe`: a node charged to the session's user, not finished.
 */
export const missionListInput = pagingInput.extend({
  /** 工单号 / 款号 / 货品名称. */
  keyword: z.string().trim().max(50).optional(),
  styleIds: idList,
  customerIds: idList,
  leaderIds: idList,
  placeorderFrom: dateTimeFilter,
  placeorderTo: dateTimeFilter,
  deliveryFrom: dateTimeFilter,
  deliveryTo: dateTimeFilter,
  /** 整单外发厂; `noOutsideFactory` adds "无" (missions not sent out whole). */
  outsideFactoryIds: idList,
  noOutsideFactory: flag.optional(),
  productionOrderIds: idList,
  templateIds: idList,
  isFirstOrder: flag.optional(),
  /** 是否改期: the delivery date was changed at least once. */
  isDeliveryChanged: flag.optional(),
  /** 是否延误: past the delivery date and not finished (or the template's delay rule not yet met). */
  isDelayed: flag.optional(),
  priorities: smallList(2),
  /** Default: 0, 1, 2 (revoked missions are the cancelled list's). */
  statuses: smallList(2),
  nodeIds: idList,
  nodeChargerIds: idList,
  nodeOutsideFactoryIds: idList,
  nodeEndFrom: dateTimeFilter,
  nodeEndTo: dateTimeFilter,
  nodeStatuses: smallList(2),
  waitingForMe: flag.optional(),
  sort: z.enum(missionSorts).default('default'),
  sortDesc: flag.default(true),
});
export type MissionListInput = z.infer<typeof missionListInput>;

/** /cancelOrder: revoked missions, search by number. */
export const missionCancelledListInput = pagingInput.extend({ keyword: z.string().trim().max(50).optional() });

/** The node strip's flags: 预警 (within warn days of the end), 延误 (past its end, unfinished), 差额 (outside the band). */
export const missionNodeAlerts = ['preWarning', 'delay', 'difference'] as const;
export type MissionNodeAlert = (typeof missionNodeAlerts)[number];

export interface MissionNodeStripItem {
  id: string;
  prcdNodeId: string;
  name: string;
  typeCode: string;
  sort: number;
  status: number;
  completedNum: string;
  targetNum: string;
  adjustNum: string;
  planEndAt: string | null;
  finishedAt: string | null;
  chargerIds: string[];
  tagIds: string[];
  alerts: MissionNodeAlert[];
}

/** One mission of the list: everything the card (and the table view's mission columns) show, plus the node strip. */
export interface MissionListRow {
  id: string;
  missionNo: string;
  status: number;
  priority: number;
  placeorderAt: string;
  deliveryAt: string;
  deliveryChangeCount: number;
  styleId: string;
  styleNo: string;
  styleName: string;
  /** The goods' picture (stored file id), null when none. */
  pictureId: string | null;
  /** 首单: no earlier live mission of the same goods style. */
  isFirstOrder: boolean;
  /** 床次: lay numbers reported on its cutting nodes. */
  lathes: string[];
  totalNum: string;
  actualCutNum: string;
  shippedNum: string;
  isOutside: boolean;
  outsideFactoryId: string | null;
  outsideFactoryName: string | null;
  customerId: string | null;
  customerName: string | null;
  leaderIds: string[];
  leaderNames: string[];
  machiningUnitPrice: string | null;
  productionOrderId: string | null;
  productionOrderNo: string | null;
  prcdTemplateId: string | null;
  templateName: string | null;
  /** 节点外发厂: the processing factories of its nodes. */
  nodeOutsideFactoryNames: string[];
  /** Days to delivery (≥ 0) while unfinished and not late; null otherwise. */
  daysLeft: number | null;
  /** 延误 N 天: days past delivery while unfinished and the template's delay rule is not met; null otherwise. */
  delayDays: number | null;
  createdAt: string;
  nodes: MissionNodeStripItem[];
}

export interface MissionListPage {
  list: MissionListRow[];
  total: number;
  pageNo: number;
  pageSize: number;
}
