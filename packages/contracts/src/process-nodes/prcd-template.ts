import { z } from 'zod';
import { Dec } from '../decimal/decimal.js';
import { columnInt, flagInput } from '../platform/bounds.js';
import { optionalDecimalInput } from '../platform/number-input.js';
import { idSchema, pagingInput } from '../platform/paging.js';
import type { NodeTypeCode } from './node-types.js';
import type { NodeReportReview } from './prcd-node.js';

/**
 * 工序模板: an ordered list of node rows with their defaults, copied into each mission made with it. Rules that need
 * the node definitions (outsourcing allowed, upstream type) are the server's; the rest are here.
 */
export const TEMPLATE_NAME_MAX = 30;
export const TEMPLATE_ROWS_MAX = 50;

const flag = flagInput.optional().transform((v) => v ?? false);
const ids = z
  .array(idSchema)
  .max(50)
  .optional()
  .transform((v) => v ?? []);

export const templateRowInput = z.object({
  prcdNodeId: idSchema,
  /** 默认负责人. */
  chargerIds: ids,
  /** 默认工价 per piece: at most 12 integer digits and 3 decimals. */
  labourCost: optionalDecimalInput({ scale: 3, intDigits: 12, label: '默认工价|Default wage' }),
  /** 默认结束时间: delivery date minus this many days. */
  endDaysBefore: columnInt('integer', { min: 0, max: 3650, label: '交货前天数|Days before delivery' })
    .nullish()
    .transform((v) => v ?? null),
  /** 预警提醒: warn this many days before the node's end. */
  warnDays: columnInt('integer', { min: 0, max: 365, label: '预警天数|Warning days' })
    .nullish()
    .transform((v) => v ?? null),
  /** 差额提醒: the band of completed − target that raises no reminder (min ≤ 0 ≤ max). */
  diffMin: optionalDecimalInput({ scale: 4, intDigits: 14, allowNegative: true, label: '差额下限|Difference min' }),
  diffMax: optionalDecimalInput({ scale: 4, intDigits: 14, allowNegative: true, label: '差额上限|Difference max' }),
  /** 外发结算: reports of this node are settled with its outside factory. */
  outsideSettlement: flag,
  /** 上报为工单出货数. */
  isShipment: flag,
  /** 上游节点: an earlier row's node, whose completed quantity limits this one. */
  upstreamPrcdNodeId: idSchema.nullish().transform((v) => v ?? null),
});
export type TemplateRowInput = z.infer<typeof templateRowInput>;

const templateShape = z.object({
  /** Given on update (PUT prcd-templates). */
  id: idSchema.optional(),
  name: z.string().trim().min(1, '请输入模板名称|template name is required').max(TEMPLATE_NAME_MAX),
  chargerIds: ids,
  defaultAllOrderOutside: flag,
  reportNeedsReview: flag,
  delayNotify: flag,
  delayNotifyNodeId: idSchema.nullish().transform((v) => v ?? null),
  delayNotifyNodeStatus: z
    .union([z.literal(1), z.literal(2), z.enum(['1', '2']).transform(Number)])
    .nullish()
    .transform((v) => (v ? (v as 1 | 2) : null)),
  nodes: z.array(templateRowInput).min(1, '请至少添加一个节点|add at least one node').max(TEMPLATE_ROWS_MAX),
});
type TemplateDraft = z.infer<typeof templateShape>;

export interface TemplateProblem {
  field: string;
  message: string;
}

/** The template rules that need no node definitions, as one pure check. */
export function templateProblems(t: TemplateDraft): TemplateProblem[] {
  const out: TemplateProblem[] = [];
  const no = (field: string, message: string) => out.push({ field, message });
  const seen = new Map<string, number>();
  t.nodes.forEach((row, i) => {
    if (seen.has(row.prcdNodeId)) no(`nodes.${i}.prcdNodeId`, '节点重复|the node is already in the template');
    if (row.diffMin !== null && Dec.of(row.diffMin).gt(0))
      no(`nodes.${i}.diffMin`, '差额下限不能大于 0|the difference min must not be above 0');
    if (row.diffMax !== null && Dec.of(row.diffMax).lt(0))
      no(`nodes.${i}.diffMax`, '差额上限不能小于 0|the difference max must not be below 0');
    if (row.upstreamPrcdNodeId !== null) {
      const at = seen.get(row.upstreamPrcdNodeId);
      if (at === undefined)
        no(`nodes.${i}.upstreamPrcdNodeId`, '上游节点须是排在前面的节点|the upstream node must be an earlier row');
    }
    if (!seen.has(row.prcdNodeId)) seen.set(row.prcdNodeId, i);
  });
  const shipments = t.nodes.flatMap((r, i) => (r.isShipment ? [i] : []));
  for (const i of shipments.slice(1))
    no(`nodes.${i}.isShipment`, '只能有一个节点上报为工单出货数|only one node reports the shipped quantity');
  if (t.defaultAllOrderOutside) {
    const outside = t.nodes.flatMap((r, i) => (r.outsideSettlement ? [i] : []));
    for (const i of outside.slice(1))
      no(
        `nodes.${i}.outsideSettlement`,
        '整单外发时只能有一个外发结算节点|with the whole order outside, one settlement node only',
      );
  }
  if (t.delayNotify) {
    if (!t.delayNotifyNodeId) no('delayNotifyNodeId', '请选择延误提醒的节点|choose the node of the delay rule');
    else if (!seen.has(t.delayNotifyNodeId))
      no('delayNotifyNodeId', '延误提醒的节点须在模板中|the delay rule’s node must be in the template');
    if (!t.delayNotifyNodeStatus) no('delayNotifyNodeStatus', '请选择节点状态|choose the node status');
  }
  return out;
}

export const prcdTemplateInput = templateShape
  .transform((t) => ({
    ...t,
    delayNotifyNodeId: t.delayNotify ? t.delayNotifyNodeId : null,
    delayNotifyNodeStatus: t.delayNotify ? t.delayNotifyNodeStatus : null,
  }))
  .superRefine((t, ctx) => {
    for (const p of templateProblems(t)) ctx.addIssue({ code: 'custom', path: p.field.split('.'), message: p.message });
  });
export type PrcdTemplateInput = z.infer<typeof prcdTemplateInput>;

export const prcdTemplateUpdateInput = prcdTemplateInput.superRefine((t, ctx) => {
  if (!t.id) ctx.addIssue({ code: 'custom', path: ['id'], message: '请指定要修改的模板|the template id is required' });
});

export const prcdTemplatePageInput = pagingInput.extend({ keyword: z.string().trim().max(50).optional() });
export const templateReviewInput = z.object({ reportNeedsReview: flagInput });
export const checkTemplateNameInput = z.object({
  name: z.string().trim().min(1, '请输入模板名称|template name is required').max(TEMPLATE_NAME_MAX),
  /** The template being edited (its own name is not a duplicate). */
  id: idSchema.optional(),
});

export interface TemplateRow {
  id: string;
  sort: number;
  prcdNodeId: string;
  nodeName: string;
  typeCode: NodeTypeCode;
  allowOutside: boolean;
  /** The node's 上报需审核: always / never win over the template's switch. */
  reportReview: NodeReportReview;
  chargerIds: string[];
  chargerNames: string[];
  labourCost: string | null;
  endDaysBefore: number | null;
  warnDays: number | null;
  diffMin: string | null;
  diffMax: string | null;
  outsideSettlement: boolean;
  isShipment: boolean;
  upstreamPrcdNodeId: string | null;
  upstreamNodeName: string | null;
}

export interface PrcdTemplateDetail {
  id: string;
  name: string;
  chargerIds: string[];
  chargerNames: string[];
  defaultAllOrderOutside: boolean;
  reportNeedsReview: boolean;
  delayNotify: boolean;
  delayNotifyNodeId: string | null;
  delayNotifyNodeName: string | null;
  delayNotifyNodeStatus: 1 | 2 | null;
  nodes: TemplateRow[];
  /** Missions made with it (they keep their own copy of the rows). */
  missionCount: number;
}

export interface PrcdTemplateListRow {
  id: string;
  name: string;
  chargerNames: string[];
  nodeNames: string[];
  defaultAllOrderOutside: boolean;
  reportNeedsReview: boolean;
  createdAt: string;
}
