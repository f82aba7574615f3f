import { z } from 'zod';
import { idSchema, pagingInput } from '../platform/paging.js';

/** The bill id under any of the names the original families send it (id, billId, facPrdOrderId). */
export const billRefInput = z
  .object({
    id: idSchema.optional(),
    billId: idSchema.optional(),
    facPrdOrderId: idSchema.optional(),
    message: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.id ?? v.billId ?? v.facPrdOrderId, { message: '请指定单据|id is required', path: ['id'] });

export const reviewInput = z.object({
  taskId: idSchema.optional(),
  id: idSchema.optional(),
  billId: idSchema.optional(),
  result: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  message: z.string().trim().max(500).optional(),
});

export const applyAntiReviewInput = z.object({
  id: idSchema.optional(),
  billId: idSchema.optional(),
  facPrdOrderId: idSchema.optional(),
  message: z.string().trim().min(1, '请填写申请反审原因|a reason is required').max(500),
});

export const taskListInput = pagingInput.extend({
  billType: z.string().optional(),
  keyWord: z.string().trim().max(100).optional(),
  billNos: z.array(z.string()).optional(),
  billIds: z.array(idSchema).optional(),
  dateStart: z.string().optional(),
  dateEnd: z.string().optional(),
});

/** A column a bill type adds to its review-desk table: the key of ReviewTaskRow.extra and its titles. */
export interface DeskColumn {
  key: string;
  zh: string;
  en: string;
  /** yesNo: a flag (true/false, 1/0) shown as 是/否. Default: text; lists are joined. */
  format?: 'yesNo';
}

/** The answer of uflo/{type}/task: the page of tasks and the bill type's own columns (title in the session's language). */
export interface ReviewTaskPage {
  list: ReviewTaskRow[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  columns: (DeskColumn & { title: string })[];
}

export interface ReviewTaskRow {
  taskId: string;
  taskName: 'NORMAL_REVIEW' | 'ANTI_REVIEW';
  billId: string;
  billType: string;
  billNo: string | null;
  billName: string | null;
  status: number;
  reviewStatusText: string;
  lastReviewLog: string | null;
  submitterName: string | null;
  dateOperate: string;
  /** Type-specific columns the bill type adds (supplier contacts, amounts, ...). */
  extra: Record<string, unknown>;
}

export interface BillEventRow {
  id: string;
  billType: string;
  billId: string;
  billNo: string | null;
  action: string;
  actionText: string;
  fromStatus: number | null;
  toStatus: number | null;
  message: string | null;
  operatorId: string;
  operatorName: string | null;
  createdAt: string;
}

/** What the engine lets the current user do with a bill right now (drives the BillDetail buttons). */
export interface BillWorkflowState {
  billType: string;
  billId: string;
  status: number;
  statusText: string;
  reviewEnabled: boolean;
  openTask: {
    taskId: string;
    taskName: 'NORMAL_REVIEW' | 'ANTI_REVIEW';
    assigneeNames: string[];
    stepIndex: number;
    stepCount: number;
  } | null;
  allowed: {
    edit: boolean;
    submit: boolean;
    approve: boolean;
    reject: boolean;
    undoSubmit: boolean;
    applyAntiReview: boolean;
    antiReviewApprove: boolean;
    antiReviewRefuse: boolean;
    undoAntiReview: boolean;
    void: boolean;
    delete: boolean;
  };
  history: BillEventRow[];
}

export const reviewStepInput = z.object({
  mode: z.enum(['ANY', 'ALL']).default('ANY'),
  userIds: z.array(idSchema).default([]),
  roleIds: z.array(idSchema).default([]),
});

export const reviewConfigInput = z.object({
  billType: z.string().min(1),
  isUse: z.boolean().default(true),
  steps: z.array(reviewStepInput).max(10).optional(),
  /** The original desk dialog's shape: one step of reviewer users. */
  normalReviewer: z.array(idSchema).optional(),
  antiReviewer: z.union([idSchema, z.array(idSchema)]).optional(),
  antiReviewerRoleIds: z.array(idSchema).optional(),
});

export type ReviewConfigInput = z.infer<typeof reviewConfigInput>;

export interface ReviewConfigRow {
  billType: string;
  billTypeName: string;
  isUse: boolean;
  steps: { mode: 'ANY' | 'ALL'; userIds: string[]; roleIds: string[] }[];
  normalReviewer: string[];
  antiReviewer: string[];
  antiReviewerRoleIds: string[];
}

export const historyListInput = pagingInput.extend({
  queryColumn: z.string().trim().max(100).optional(),
  billTypes: z.array(z.string()).optional(),
  operatorIds: z.array(idSchema).optional(),
  operateTypes: z.array(z.string()).optional(),
  dateStart: z.string().optional(),
  dateEnd: z.string().optional(),
  billId: idSchema.optional(),
});
