import {
  idSchema,
  refundInput,
  refundPageInput,
  refundUpdateInput,
  returnCollectInput,
  ReturnPermission as P,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import {
  collectOnReturn,
  createRefund,
  getRefundDetail,
  pageRefundList,
  undoRefund,
  updateRefundRecord,
} from './refund.service.js';
import { refundExport } from './refund-export.service.js';
import { returnNoOptions } from './return.service.js';

const byId = z.object({ id: idSchema });

export function registerRefundRoutes(app: FastifyInstance): void {
  const tags = ['returns'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'refund/list',
    summary: 'Refunds (回款) of returns, paged',
    tags,
    permission: P.list,
    body: refundPageInput,
    handler: ({ body, ctx }) => pageRefundList(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'refund/add',
    summary: "A supplier's refund settling reviewed returns (amount = the sum of the links)",
    tags,
    permission: P.refund,
    body: refundInput,
    handler: ({ body, ctx }) => createRefund(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'refund/update',
    summary: 'Edit an active refund (its amount row is reversed and recorded anew)',
    tags,
    permission: P.refund,
    body: refundUpdateInput,
    handler: ({ body, ctx }) => updateRefundRecord(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'refund/detail/:id',
    summary: 'One refund with the returns it settles',
    tags,
    permission: P.list,
    params: byId,
    handler: ({ params, ctx }) => getRefundDetail(db, ctx, params.id),
  });
  route(app, {
    method: ['GET', 'PUT'],
    url: 'refund/undo/:id',
    changesData: true,
    summary: 'Undo a refund: it no longer settles its returns; its amount row is reversed',
    tags,
    permission: P.refundUndo,
    params: byId,
    handler: ({ params, ctx }) => undoRefund(db, ctx, params.id),
  });
  registerExportRoute(app, {
    url: 'refund/excel',
    summary: 'Refunds as xlsx (streamed)',
    tags,
    permission: P.list,
    body: refundPageInput,
    build: (ctx, body) => refundExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: 'return/collect',
    summary: '收款 on one return: creates a refund of its supplier settling it',
    tags,
    permission: P.refund,
    body: returnCollectInput,
    handler: ({ body, ctx }) => collectOnReturn(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'return',
    summary: 'Return number search (billReturnId, billReturnNo); reviewed returns of a supplier when supplierId is given',
    tags,
    permission: null,
    body: z
      .object({
        keyword: z.string().trim().max(50).optional(),
        supplierId: idSchema.optional(),
        reviewedOnly: z.boolean().optional(),
      })
      .optional(),
    handler: ({ body, ctx }) => returnNoOptions(db, ctx, body ?? {}),
  });
}
