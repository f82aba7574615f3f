import {
  idSchema,
  materialLotQuery,
  returnableArrivalInput,
  returnAntiReviewInput,
  returnActionInput,
  returnExamineInput,
  returnInput,
  returnPageInput,
  ReturnPermission as P,
  returnUpdateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { listMaterialLots } from '../delivery/index.js';
import { returnExport } from './return-excel.service.js';
import { createReturn, getReturnDetail, listReturnableArrivalLines, pageReturnList, updateReturnBill } from './return.service.js';
import { antiReviewReturn, deleteReturn, examineReturn, invalidateReturn, undoReturn } from './return-workflow.service.js';

const byId = z.object({ id: idSchema });

export function registerReturnRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['returns'];
  const db = app.db;
  const deps = { db, bills };

  route(app, {
    method: 'POST',
    url: 'return/page',
    summary: 'Returns to suppliers, paged, with 应收退款 / 已收款 / 结欠',
    tags,
    permission: P.list,
    body: returnPageInput,
    handler: ({ body, ctx }) => pageReturnList(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'return/lots',
    summary:
      '卷号 picker: the rolls and dye lots of a material SKU holding stock in the return storehouse (roll no, vat no, on hand)',
    tags,
    permission: P.add,
    query: materialLotQuery,
    handler: ({ query, ctx }) => listMaterialLots(db, ctx, query),
  });
  route(app, {
    method: 'POST',
    url: 'return/add',
    summary: 'Create a draft return (blank number = generated)',
    tags,
    permission: P.add,
    body: returnInput,
    handler: ({ body, ctx }) => createReturn(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'return/update',
    summary: 'Edit a draft or rejected return',
    tags,
    permission: P.add,
    body: returnUpdateInput,
    handler: ({ body, ctx }) => updateReturnBill(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'return/detail/:id',
    summary: 'One return with its lines and the refunds settling it',
    tags,
    permission: P.list,
    params: byId,
    handler: ({ params, ctx }) => getReturnDetail(db, ctx, params.id),
  });
  route(app, {
    method: 'POST',
    url: 'return/arriveLines',
    summary: 'Reviewed arrival lines of a supplier with what each may still return (按到料单 dialog)',
    tags,
    permission: P.add,
    body: returnableArrivalInput,
    handler: ({ body, ctx }) => listReturnableArrivalLines(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'return/examine',
    summary: 'Submit a return (reviewed at once without a review config), or decide its pending review',
    tags,
    permission: P.add,
    body: returnExamineInput,
    handler: ({ body, ctx }) => examineReturn(deps, ctx, body),
  });
  route(app, {
    method: ['GET', 'PUT'],
    url: 'return/undo/:id',
    changesData: true,
    summary: 'Withdraw a pending submission or a pending anti-review request',
    tags,
    permission: P.add,
    params: byId,
    handler: ({ params, ctx }) => undoReturn(deps, ctx, params.id),
  });
  route(app, {
    method: 'POST',
    url: 'return/apply-anti-review',
    summary: 'Re-open a reviewed return (stock and receivable reversed once approved)',
    tags,
    permission: P.repeal,
    body: returnAntiReviewInput,
    handler: ({ body, ctx }) => antiReviewReturn(deps, ctx, body.id, body.message),
  });
  route(app, {
    method: 'POST',
    url: 'return/invalid',
    summary: 'Void a draft or rejected return',
    tags,
    permission: P.repeal,
    body: returnActionInput,
    handler: ({ body, ctx }) => invalidateReturn(deps, ctx, body.id, body.message),
  });
  route(app, {
    method: 'POST',
    url: 'return/delete',
    summary: 'Delete a draft return',
    tags,
    permission: P.repeal,
    body: byId,
    handler: async ({ body, ctx }) => {
      await deleteReturn(deps, ctx, body.id);
      return null;
    },
  });
  registerExportRoute(app, {
    url: 'return/returnExcel',
    summary: 'Returns as xlsx, one row per line (streamed)',
    tags,
    permission: P.list,
    body: returnPageInput,
    build: (ctx, body) => returnExport(db, ctx, body) as ExportDefinition<unknown>,
  });
}
