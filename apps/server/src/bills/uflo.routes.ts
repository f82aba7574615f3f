import { applyAntiReviewInput, billRefInput, idSchema, reviewInput, taskListInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../platform/http/route.js';
import { listDeskTasks } from './desk.service.js';
import type { BillRegistry } from './registry.js';
import { getWorkflowState } from './workflow-state.service.js';
import { applyAntiReview, reviewBill, submitBill, undoAntiReview, undoSubmit, voidBill } from './workflow.service.js';

const refId = (v: { id?: string | undefined; billId?: string | undefined; facPrdOrderId?: string | undefined }) =>
  (v.id ?? v.billId ?? v.facPrdOrderId) as string;
/** undo-status and undo arrive as GET with a query, or PUT with a body or a URL query (SPEC 7, reference 26). */
const refQuery = z.object({ id: idSchema.optional(), billId: idSchema.optional(), facPrdOrderId: idSchema.optional() });

/**
 * The generic approval workflow (SPEC 7 "Generic approval workflow"): uflo/{orderType}/... where
 * orderType is a registered bill type or one of its family names. Permissions are the bill type's,
 * checked by the engine, so the routes themselves only require a session.
 */
export function registerUfloRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const deps = { db: app.db, bills };
  const prefixes = [
    'uflo/:orderType',
    ...bills.list().flatMap((d) => (d.families ?? []).filter((f) => f.includes('/')).map((f) => `uflo/${f}`)),
  ];
  for (const prefix of prefixes) {
    const fixed = prefix.includes(':') ? undefined : prefix.slice('uflo/'.length);
    const typeOf = (params: unknown) => fixed ?? (params as { orderType: string }).orderType;
    const tags = ['workflow'];

    route(app, {
      method: 'POST',
      url: `${prefix}/submit`,
      summary: 'Submit a bill (straight to reviewed when no review is configured)',
      tags,
      permission: null,
      body: billRefInput,
      handler: ({ body, params, ctx }) => submitBill(deps, ctx, typeOf(params), refId(body)),
    });
    route(app, {
      method: 'POST',
      url: `${prefix}/pass`,
      summary: 'Submit and pass a bill where no review desk is used',
      tags,
      permission: null,
      body: billRefInput,
      handler: ({ body, params, ctx }) => submitBill(deps, ctx, typeOf(params), refId(body)),
    });
    route(app, {
      method: 'POST',
      url: `${prefix}/review`,
      summary: 'Approve or reject the current review step (result true/false, message)',
      tags,
      permission: null,
      body: reviewInput,
      handler: ({ body, params, ctx }) =>
        reviewBill(deps, ctx, typeOf(params), {
          taskId: body.taskId,
          billId: body.id ?? body.billId,
          result: body.result,
          message: body.message,
        }),
    });
    route(app, {
      method: 'POST',
      url: `${prefix}/apply-anti-review`,
      summary: 'Apply to re-open a reviewed bill, with a reason',
      tags,
      permission: null,
      body: applyAntiReviewInput,
      handler: ({ body, params, ctx }) => applyAntiReview(deps, ctx, typeOf(params), refId(body), body.message),
    });
    for (const method of ['GET', 'PUT'] as const) {
      route(app, {
        method,
        url: `${prefix}/undo-status`,
        changesData: true,
        summary: 'Withdraw a pending anti-review request (or a pending submission)',
        tags,
        permission: null,
        ...(method === 'GET'
          ? {
              query: refQuery.refine((v) => v.id ?? v.billId ?? v.facPrdOrderId, {
                message: '请指定单据|id is required',
                path: ['id'],
              }),
            }
          : {}),
        handler: async ({ body, query, req, params, ctx }) => {
          // PUT declares no schema: the id is parsed here, so a non-numeric one is 40001 before it reaches SQL.
          const ref = refId(
            refQuery.parse({ ...(req.query as object), ...(query ?? {}), ...((body as object | undefined) ?? {}) }),
          );
          const state = await getWorkflowState(app.db, bills, ctx, typeOf(params), ref);
          return state.status === 1 ? undoSubmit(deps, ctx, typeOf(params), ref) : undoAntiReview(deps, ctx, typeOf(params), ref);
        },
      });
    }
    route(app, {
      method: 'PUT',
      url: `${prefix}/undo`,
      summary: 'Withdraw a pending submission back to draft',
      tags,
      permission: null,
      handler: ({ body, req, params, ctx }) =>
        undoSubmit(
          deps,
          ctx,
          typeOf(params),
          refId(refQuery.parse({ ...(req.query as object), ...((body as object | undefined) ?? {}) })),
        ),
    });
    route(app, {
      method: 'POST',
      url: `${prefix}/void`,
      summary: 'Void (invalidate) a draft or rejected bill',
      tags,
      permission: null,
      body: billRefInput,
      handler: ({ body, params, ctx }) => voidBill(deps, ctx, typeOf(params), refId(body), body.message),
    });
    route(app, {
      method: 'POST',
      url: `${prefix}/task`,
      summary: 'The review desk: open tasks of this bill type waiting for me',
      tags,
      permission: null,
      body: taskListInput,
      handler: ({ body, params, ctx }) => listDeskTasks(app.db, bills, ctx, typeOf(params), body),
    });
    route(app, {
      method: 'GET',
      url: `${prefix}/state`,
      summary: 'Status, allowed actions and history of one bill',
      tags,
      permission: null,
      query: z.object({ id: idSchema }),
      handler: ({ query, params, ctx }) => getWorkflowState(app.db, bills, ctx, typeOf(params), query.id),
    });
  }
}
