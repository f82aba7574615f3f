import {
  idSchema,
  remnantAddInput,
  remnantFactoryReceiptsInput,
  RemnantPermission,
  remnantQueryInput,
  remnantUpdateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { remnantExport } from './remnant-export.service.js';
import {
  addRemnant,
  applyAntiReviewRemnant,
  deleteRemnant,
  examineRemnant,
  factoryReceipts,
  getRemnant,
  invalidRemnant,
  queryRemnants,
  queryRepeat,
  undoRemnant,
  updateRemnant,
} from './remnant.service.js';

/** The reference's prefix for leftover-material bills: /v1/bill/remaind/... (no /api). */
const base = '/v1/bill/remaind';
const P = RemnantPermission;
const byId = z.object({ id: idSchema, message: z.string().trim().max(200).optional() });

export function registerRemnantRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['remnant'];
  const db = app.db;
  const deps = { db, bills };

  route(app, {
    method: 'POST',
    url: `${base}/add`,
    summary: 'Create a draft remnant put-away (余料入库单); blank number = generated',
    tags,
    permission: P.add,
    body: remnantAddInput,
    handler: ({ body, ctx }) => addRemnant(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    summary: 'Edit a draft or rejected remnant put-away (lines replaced)',
    tags,
    permission: P.add,
    body: remnantUpdateInput,
    handler: ({ body, ctx }) => updateRemnant(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/query`,
    summary: 'Remnant put-away list, paged',
    tags,
    permission: P.query,
    body: remnantQueryInput,
    handler: ({ body, ctx }) => queryRemnants(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/detail`,
    summary: 'One remnant put-away with its lines (skuDetails)',
    tags,
    permission: P.query,
    query: z.object({ id: idSchema }),
    handler: ({ query, ctx }) => getRemnant(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: `${base}/examine`,
    summary: 'Submit a draft (straight to reviewed and posted without a review configuration) or decide a pending review',
    tags,
    permission: P.add,
    body: byId.extend({ result: z.boolean().optional() }),
    handler: ({ body, ctx }) => examineRemnant(deps, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/undo`,
    changesData: true,
    summary: '撤销: pending → draft; anti-review pending → reviewed; reviewed → un-reviewed (stock reversed)',
    tags,
    permission: P.repeal,
    query: byId,
    handler: ({ query, ctx }) => undoRemnant(deps, ctx, query.id, query.message),
  });
  route(app, {
    method: 'POST',
    url: `${base}/apply-anti-review`,
    summary: 'Apply to re-open a reviewed remnant put-away, with a reason',
    tags,
    permission: P.repeal,
    body: z.object({ id: idSchema, message: z.string().trim().min(1, '请输入反审原因|a reason is required').max(200) }),
    handler: ({ body, ctx }) => applyAntiReviewRemnant(deps, ctx, body.id, body.message),
  });
  for (const method of ['POST', 'DELETE'] as const) {
    route(app, {
      method,
      url: `${base}/invalid`,
      summary: 'Void a draft or rejected remnant put-away',
      tags,
      permission: P.add,
      ...(method === 'POST' ? { body: byId } : { query: byId }),
      handler: ({ body, query, ctx }) => invalidRemnant(deps, ctx, (body ?? query)!.id, (body ?? query)!.message),
    });
    route(app, {
      method,
      url: `${base}/delete`,
      summary: 'Delete a draft remnant put-away',
      tags,
      permission: P.add,
      ...(method === 'POST' ? { body: byId } : { query: byId }),
      handler: ({ body, query, ctx }) => deleteRemnant(deps, ctx, (body ?? query)!.id),
    });
  }
  route(app, {
    method: 'POST',
    url: `${base}/factoryReceipts`,
    summary: '已送料 / 已余料入库 per SKU of a processing factory (posted deliveries to it, posted remnant bills from it)',
    tags,
    permission: P.add,
    body: remnantFactoryReceiptsInput,
    handler: ({ body, ctx }) => factoryReceipts(db, ctx, body),
  });
  // Under /v1/api (not the reference's /v1/bill/remaind): the shared web ExportButton downloads from the api base.
  registerExportRoute(app, {
    url: 'bill/remaind/exportExcel',
    summary: '余料入库单 list as xlsx (the list filters), streamed',
    tags,
    permission: P.query,
    body: remnantQueryInput,
    build: (ctx, body) => remnantExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'GET',
    url: `${base}/queryRepeat`,
    summary: 'Is this remnant bill number taken in the unit?',
    tags,
    permission: null,
    query: z.object({ orderNo: z.string().trim().min(1).max(50), id: idSchema.optional() }),
    handler: ({ query, ctx }) => queryRepeat(db, ctx, query.orderNo, query.id),
  });
}
