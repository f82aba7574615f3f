import { z } from 'zod';
import { dateText, flagInput, versionInput } from '../platform/bounds.js';
import { optionalDecimal } from '../materials/decimal.js';
import { intInput, optionalIntInput } from '../platform/number-input.js';
import { idSchema, optionalText } from '../platform/paging.js';

/** FAC_MISSION status (a 'system' bill): 0 未开始, 1 进行中, 2 已完成, 5 已撤销. */
export const missionStatuses = { waitStart: 0, ongoing: 1, finish: 2, revoked: 5 } as const;
export type MissionStatus = (typeof missionStatuses)[keyof typeof missionStatuses];
export const MISSION_STATUS_CODES = { 0: 'WAIT_START', 1: 'ONGOING', 2: 'FINISH', 5: 'REVOKED' } as const;

/** 优先级: 0 普通, 1 加急, 2 特急. */
export const missionPriorities = { normal: 0, urgent: 1, veryUrgent: 2 } as const;
export type MissionPriority = 0 | 1 | 2;

/** A node instance's status: 0 未开始, 1 进行中, 2 已完成. */
export const missionNodeStatuses = { waitStart: 0, ongoing: 1, finish: 2 } as const;

/** Mission quantities are whole pieces (件), like the order's cells. */
export const MISSION_UNIT = '件';

const flag = z.union([flagInput, z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);
const ids = (max: number) => z.array(idSchema).max(max).default([]);

export const missionPriorityInput = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  message: '优先级只能是 0、1 或 2|priority must be 0, 1 or 2',
});

/** One SKU quantity of a mission (per customer where the order filled by customer). */
export const missionLineInput = z.object({
  goodsSkuId: idSchema,
  customerId: idSchema.nullish().transform((v) => v ?? null),
  num: intInput({ min: 1, max: 99999999, label: '数量|Quantity' }),
});
export type MissionLineInput = z.infer<typeof missionLineInput>;

/**
 * One node row of the mission (工序节点). `id` = an existing node instance kept on edit; `upstreamPrcdNodeId` names
 * an earlier row of the same mission by its node definition (each node definition once per mission).
 */
export const missionNodeInput = z.object({
  id: idSchema.nullish().transform((v) => v ?? null),
  prcdNodeId: idSchema,
  chargerIds: ids(50),
  /** 工价 元/件: 12 integer digits, 3 decimals. */
  labourCost: optionalDecimal({ scale: 3, intDigits: 12, label: '工价|Piece wage' }),
  planEndAt: dateText.nullish().transform((v) => v ?? null),
  /** 预警提醒: days before the end. */
  warnDays: optionalIntInput({ min: 0, max: 365 }).transform((v) => v ?? null),
  /** 差额提醒: the band below (≤ 0) and above (≥ 0) the target. */
  diffMin: optionalDecimal({ scale: 4, intDigits: 14, allowNegative: true }),
  diffMax: optionalDecimal({ scale: 4, intDigits: 14 }),
  outsideSettlement: flag.default(false),
  isShipment: flag.default(false),
  upstreamPrcdNodeId: idSchema.nullish().transform((v) => v ?? null),
});
export type MissionNodeInput = z.infer<typeof missionNodeInput>;

const header = {
  /** 工单号: blank = the numbering rule FAC_MISSION. */
  missionNo: optionalText(30),
  placeorderAt: dateText,
  deliveryAt: dateText,
  priority: missionPriorityInput.default(0),
  customerStyleNo: optionalText(50),
  customerOrderNo: optionalText(15),
  remark: optionalText(200),
  styleId: idSchema,
  customerId: idSchema.nullish().transform((v) => v ?? null),
  lines: z.array(missionLineInput).min(1, '请填写订货数量|enter the quantities').max(2000),
  workingSheetName: optionalText(60),
  workingSheetContent: optionalText(20000),
  workingSheetAttachmentIds: ids(20),
  attachmentIds: ids(20),
  /** 工单BOM: a BOM of the goods style. */
  bomId: idSchema.nullish().transform((v) => v ?? null),
  prcdTemplateId: idSchema.nullish().transform((v) => v ?? null),
  leaderIds: z.array(idSchema).min(1, '负责人不能为空|choose the persons in charge').max(50),
  isOutside: flag.default(false),
  outsideFactoryId: idSchema.nullish().transform((v) => v ?? null),
  /** 加工单价 元/件: 12 integer digits, 2 decimals. */
  machiningUnitPrice: optionalDecimal({ scale: 2, intDigits: 12, label: '加工单价|Processing price' }),
  /** The node rows; left out = the template's rows (dates from the delivery date). */
  nodes: z.array(missionNodeInput).max(100).optional(),
};

export const missionCreateInput = z.object({
  ...header,
  /** 转工单: the reviewed order's goods block this mission is made from. */
  productionOrderGoodsId: idSchema.nullish().transform((v) => v ?? null),
  /** Converting more than the order has left: refused (naming the SKU) unless confirmed. */
  allowOvershoot: flag.default(false),
});
export type MissionCreate = z.infer<typeof missionCreateInput>;

export const missionUpdateInput = z.object({
  id: idSchema,
  version: versionInput.optional(),
  ...header,
  allowOvershoot: flag.default(false),
});
export type MissionUpdate = z.infer<typeof missionUpdateInput>;

/** PUT fac/mission/{missionId}/status/{missionStatus}: 0, 1 or 2 (5 is cancelMission). */
export const missionStatusPath = z.object({
  missionId: idSchema,
  missionStatus: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { message: '状态只能是 0、1 或 2|status must be 0, 1 or 2' })),
});
export const missionStatusBody = z.object({ confirm: flag.default(false) }).partial();

export const missionPriorityPath = z.object({
  missionId: idSchema,
  priorityId: z.coerce.number().pipe(missionPriorityInput),
});

export const missionCancelInput = z.object({ missionId: idSchema, reason: optionalText(200) });
export const missionIdQuery = z.object({ missionId: idSchema });
