import { z } from 'zod';
import { flagInput } from '../platform/bounds.js';
import { optionalDecimalInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import {
  billKindsOf,
  isQuantityType,
  NODE_TYPE_CODES,
  REPORT_BILL_FIELDS,
  REPORT_BILL_KINDS,
  type NodeTypeCode,
  type ReportBillKind,
} from './node-types.js';

/**
 * 工序节点: a node definition of the factory (type and options), which templates order and missions copy. Its type
 * and options lock once a mission uses it or a template takes it as an upstream node (the server checks that).
 */
export const NODE_NAME_MAX = 20;
export const NODE_TAG_MAX = 20;
export const NODE_TAG_NAME_MAX = 20;

const flag = flagInput.optional().transform((v) => v ?? false);

export const nodeTagInput = z.object({
  /** An existing tag keeps its id (missions' nodes refer to it); a new one has none. */
  id: idSchema.optional(),
  name: z.string().trim().min(1, '请输入标签名称|tag name is required').max(NODE_TAG_NAME_MAX),
});

export const billConfigInput = z.object({
  billName: z.string().trim().min(1, '请输入单据名称|bill name is required').max(20),
  fields: z.array(z.enum(REPORT_BILL_FIELDS)).max(REPORT_BILL_FIELDS.length),
});
export type BillConfig = z.infer<typeof billConfigInput>;

/** The options that lock once the node is used (type included): the names the refusal gives. */
export const LOCKED_NODE_FIELDS = [
  'typeCode',
  'associateWym',
  'associateLigation',
  'associateInStore',
  'allowOutside',
  'outsideFollowPre',
  'doac',
  'allowCompleteExcess',
  'completeExcessPercent',
  'allowAdjustNum',
] as const;
export type LockedNodeField = (typeof LOCKED_NODE_FIELDS)[number];

/**
 * 上报需审核 per node: follow the template's switch (inherit), or always / never whatever the template says. The
 * node's choice wins over the template's switch.
 */
export const NODE_REPORT_REVIEWS = ['inherit', 'always', 'never'] as const;
export type NodeReportReview = (typeof NODE_REPORT_REVIEWS)[number];

/**
 * Whether a report on the node goes through review: the node's own choice, else the mission's template switch, else
 * (no template) review as the engine's configuration says.
 */
export function reportNeedsReviewOf(nodeReview: NodeReportReview | null | undefined, templateSwitch: boolean | null): boolean {
  if (nodeReview === 'always') return true;
  if (nodeReview === 'never') return false;
  return templateSwitch ?? true;
}

const nodeShape = z.object({
  /** Given on update (PUT prcd-nodes); left out on create. */
  id: idSchema.optional(),
  name: z.string().trim().min(1, '请输入节点名称|node name is required').max(NODE_NAME_MAX),
  typeCode: z.enum(NODE_TYPE_CODES, '请选择节点类型|choose the node type'),
  workshopSectionId: idSchema.nullish().transform((v) => v ?? null),
  tags: z
    .array(nodeTagInput)
    .max(NODE_TAG_MAX)
    .optional()
    .transform((v) => v ?? []),
  materialKindIds: z
    .array(idSchema)
    .max(50)
    .optional()
    .transform((v) => v ?? []),
  associateWym: flag,
  associateLigation: flag,
  associateInStore: flag,
  selectDefaultStore: flag,
  defaultStorehouseId: idSchema.nullish().transform((v) => v ?? null),
  allowOutside: flag,
  outsideFollowPre: flag,
  doac: flag,
  allowCompleteExcess: flag,
  completeExcessPercent: optionalDecimalInput({ scale: 2, intDigits: 3, label: '超报比例|Over-report tolerance' }),
  allowAdjustNum: flag,
  /** 允许跳序扫描: a bundle may be scanned here before the node before has done it (areas/scanning). */
  scanOutOfOrder: flag,
  reportSendSelectUser: flag,
  reportSendDefComplete: flag,
  reportReview: z
    .enum(NODE_REPORT_REVIEWS)
    .optional()
    .transform((v) => v ?? 'inherit'),
  billConfigs: z
    .partialRecord(z.enum(REPORT_BILL_KINDS), billConfigInput)
    .optional()
    .transform((v) => v ?? {}),
  remark: optionalText(200),
});

type NodeDraft = z.infer<typeof nodeShape>;

/** A rule broken by a node's options: the field to name and the words "中文|English". */
export interface NodeOptionProblem {
  field: string;
  message: string;
}

/** The option rules of the reference, as one pure check (the form and the server say the same). */
export function nodeOptionProblems(n: NodeDraft): NodeOptionProblem[] {
  const out: NodeOptionProblem[] = [];
  const no = (field: string, message: string) => out.push({ field, message });
  const type: NodeTypeCode = n.typeCode;
  const quantity = isQuantityType(type);
  const codes = n.associateWym || n.associateLigation;
  if (n.associateWym && n.associateLigation)
    no('associateLigation', '关联唯一码与关联扎号只能选一个|unique codes and bundles exclude each other');
  if (type === 'actual_cutting_wym' && n.associateLigation)
    no('associateLigation', '唯一码裁床节点不能关联扎号|a unique-code cutting node cannot link bundles');
  if (type === 'actual_cutting_ligation' && n.associateWym)
    no('associateWym', '扎号裁床节点不能关联唯一码|a bundle cutting node cannot link unique codes');
  if (!quantity) {
    const quantityOnly = [
      'associateWym',
      'associateLigation',
      'associateInStore',
      'allowOutside',
      'doac',
      'allowCompleteExcess',
      'allowAdjustNum',
    ] as const;
    for (const f of quantityOnly)
      if (n[f]) no(f, '该节点类型不上报数量，不能选此项|this node type reports no quantities; the option does not apply');
  }
  if (codes) {
    for (const f of ['associateInStore', 'allowOutside', 'allowAdjustNum'] as const)
      if (n[f]) no(f, '关联唯一码或扎号的节点不能选此项|not with unique codes or bundles');
  }
  if (n.outsideFollowPre && !n.allowOutside) no('outsideFollowPre', '请先允许外发|allow outsourcing first');
  if (n.selectDefaultStore && !n.associateInStore && type !== 'tail_in_store')
    no('selectDefaultStore', '入库的节点才能选默认仓库|only a node putting into stock has a default storehouse');
  if (n.selectDefaultStore && !n.defaultStorehouseId) no('defaultStorehouseId', '请选择默认仓库|choose the default storehouse');
  if (n.allowCompleteExcess && n.completeExcessPercent === null)
    no('completeExcessPercent', '请填写允许超出的比例|enter the tolerance percent');
  if (n.materialKindIds.length > 0 && type !== 'material')
    no('materialKindIds', '只有到料型节点选择物料分类|only a material node chooses material kinds');
  if (n.reportSendDefComplete && !n.reportSendSelectUser)
    no('reportSendDefComplete', '请先选择上报发往|choose to report the sent-to first');
  const kinds = billKindsOf(type, n.allowAdjustNum);
  for (const kind of Object.keys(n.billConfigs) as ReportBillKind[])
    if (!kinds.includes(kind)) no(`billConfigs.${kind}`, '该节点没有这种单据|this node has no such bill');
  const names = new Set<string>();
  n.tags.forEach((tag, i) => {
    const key = tag.name.toLowerCase();
    if (names.has(key)) no(`tags.${i}.name`, '标签名称重复|the tag name repeats');
    names.add(key);
  });
  return out;
}

export const prcdNodeInput = nodeShape
  .transform((n) => ({
    ...n,
    // Hidden options are not kept: a tolerance without the switch, a storehouse without auto-pick.
    completeExcessPercent: n.allowCompleteExcess ? n.completeExcessPercent : null,
    defaultStorehouseId: n.selectDefaultStore ? n.defaultStorehouseId : null,
  }))
  .superRefine((n, ctx) => {
    for (const p of nodeOptionProblems(n)) ctx.addIssue({ code: 'custom', path: p.field.split('.'), message: p.message });
  });
export type PrcdNodeInput = z.infer<typeof prcdNodeInput>;

export const prcdNodeUpdateInput = prcdNodeInput.superRefine((n, ctx) => {
  if (!n.id) ctx.addIssue({ code: 'custom', path: ['id'], message: '请指定要修改的节点|the node id is required' });
});
export type PrcdNodeUpdateInput = z.infer<typeof prcdNodeUpdateInput>;

export const prcdNodePageInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  typeCode: z.enum(NODE_TYPE_CODES).optional(),
  workshopSectionId: idSchema.optional(),
});

export const prcdNodeDetailsInput = z.object({ keyword: z.string().trim().max(50).optional() });

export const nodeTagUpdateInput = z.object({
  prcdNodeId: idSchema,
  tags: z.array(nodeTagInput).max(NODE_TAG_MAX),
});

export const billConfigFieldInput = z.object({
  prcdNodeId: idSchema.optional(),
  billType: z.enum(REPORT_BILL_KINDS),
});

export interface PrcdNodeTag {
  id: string;
  name: string;
}

/** Why a node's type and options are locked, when they are. */
export interface NodeLock {
  missionCount: number;
  /** Templates taking the node as an upstream node. */
  upstreamInTemplates: string[];
}

export interface PrcdNodeRow {
  id: string;
  name: string;
  typeCode: NodeTypeCode;
  workshopSectionId: string | null;
  workshopSectionName: string | null;
  materialKindIds: string[];
  associateWym: boolean;
  associateLigation: boolean;
  associateInStore: boolean;
  selectDefaultStore: boolean;
  defaultStorehouseId: string | null;
  allowOutside: boolean;
  outsideFollowPre: boolean;
  doac: boolean;
  allowCompleteExcess: boolean;
  completeExcessPercent: string | null;
  allowAdjustNum: boolean;
  scanOutOfOrder: boolean;
  reportSendSelectUser: boolean;
  reportSendDefComplete: boolean;
  reportReview: NodeReportReview;
  billConfigs: Partial<Record<ReportBillKind, BillConfig>>;
  remark: string | null;
  tags: PrcdNodeTag[];
  /** Set when the type and options are locked (used by a mission, or an upstream node of a template). */
  lock: NodeLock | null;
  /** Live templates with this node (deleting it is refused while any). */
  templateCount: number;
}

/** The light list for template forms and pickers (prcd-nodes/details, quantity-details). */
export interface PrcdNodeBrief {
  id: string;
  name: string;
  typeCode: NodeTypeCode;
  allowOutside: boolean;
  associateWym: boolean;
  associateLigation: boolean;
  /** 上报需审核: the node's own choice (the mission form's rows show it). */
  reportReview: NodeReportReview;
}
