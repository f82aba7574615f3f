import { historyListInput, idSchema, reviewConfigInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../platform/http/route.js';
import { billTypeName, deskBillTypes } from './desk.service.js';
import { listApprovalHistory } from './history.service.js';
import type { BillRegistry } from './registry.js';
import { getReviewConfigs, isReviewConfigUsed, updateOneReviewConfig } from './review-config.service.js';
import { getWorkflowState } from './workflow-state.service.js';

/** The approval history page (审批记录) and its calls; a bill's own history comes with uflo/{type}/state. */
const approvalHistory = 'fac.review.history';

export function registerReviewDeskRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['review desk'];
  route(app, {
    method: 'GET',
    url: 'bill-review/bill-type',
    summary: 'Bill types with open review tasks for me, with counts',
    tags,
    permission: null,
    handler: ({ ctx }) => deskBillTypes(app.db, ctx),
  });
  route(app, {
    method: 'GET',
    url: 'bill-review-config',
    summary: 'Review configuration of every bill type of the unit',
    tags,
    permission: null,
    handler: ({ ctx }) => getReviewConfigs(app.db, bills, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'bill-review-config',
    summary: 'Save several review configurations',
    tags,
    permission: 'fac.review.config',
    body: z.object({ configs: z.array(reviewConfigInput).max(100) }),
    handler: async ({ body, ctx }) => {
      // One transaction would hide which row failed; each config is validated before any is saved.
      const rows = [];
      for (const config of body.configs) rows.push(await updateOneReviewConfig(app.db, bills, ctx, config));
      return { configs: rows };
    },
  });
  route(app, {
    method: 'POST',
    url: 'bill-review-config/updateOneConfig',
    summary: 'Save the review configuration of one bill type',
    tags,
    permission: 'fac.review.config',
    body: reviewConfigInput,
    handler: ({ body, ctx }) => updateOneReviewConfig(app.db, bills, ctx, body),
  });
  route(app, {
    method: ['POST', 'GET'],
    url: 'bill-review-config/isUsedConfig',
    summary: 'Whether review is in use for a bill type',
    tags,
    permission: null,
    handler: ({ body, req, ctx }) => {
      const input = z
        .object({ billType: z.string().min(1) })
        .parse({ ...(req.query as object), ...((body as object | undefined) ?? {}) });
      return isReviewConfigUsed(app.db, bills, ctx, input.billType);
    },
  });
  route(app, {
    method: ['PUT', 'POST'],
    url: 'bill-report/list',
    summary: 'Approval history (审批记录) of the unit',
    tags,
    permission: approvalHistory,
    body: historyListInput,
    handler: ({ body, ctx }) => listApprovalHistory(app.db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'bill-report/detail/:billId',
    summary: 'One bill: status, allowed actions, approval history',
    tags,
    permission: approvalHistory,
    params: z.object({ billId: idSchema }),
    query: z.object({ billType: z.string().min(1) }),
    handler: ({ params, query, ctx }) => getWorkflowState(app.db, bills, ctx, query.billType, params.billId),
  });
  route(app, {
    method: 'GET',
    url: 'bill-report/billTypes',
    summary: 'Bill types known to the engine',
    tags,
    permission: approvalHistory,
    handler: async ({ ctx }) => bills.list().map((d) => ({ billType: d.type, billTypeName: billTypeName(d.type, ctx.lang) })),
  });
}
