import {
  idSchema,
  manualArriveInput,
  purchaseBatchInput,
  purchaseBillInput,
  purchaseBillUpdateInput,
  purchaseCloseInput,
  purchaseIdQuery,
  purchaseListInput,
  PurchasePermission,
  purchaseStatementInput,
  remitInput,
  remitUndoInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { streamXlsx } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import * as actions from './purchase-action.service.js';
import { createPurchase, createPurchaseBatch, updatePurchase } from './purchase-bill.service.js';
import { purchaseExport } from './purchase-export.service.js';
import { pagePurchaseList } from './purchase-list.service.js';
import * as query from './purchase-query.service.js';

export function registerPurchaseBillRoutes(app: FastifyInstance): void {
  const tags = ['purchasing'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'purchase/add',
    summary: 'Create a draft purchase bill (belongModule 0 material, 1 sample); blank orderNo = generated',
    tags,
    permission: PurchasePermission.add,
    body: purchaseBillInput,
    handler: ({ body, ctx }) => createPurchase(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/add/batch',
    summary: 'Create one draft purchase bill per supplier from lines that carry their supplier',
    tags,
    permission: PurchasePermission.add,
    body: purchaseBatchInput,
    handler: ({ body, ctx }) => createPurchaseBatch(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/update',
    summary: 'Re-edit a draft or rejected purchase bill (lines replaced)',
    tags,
    permission: PurchasePermission.add,
    body: purchaseBillUpdateInput,
    handler: ({ body, ctx }) => updatePurchase(db, ctx, body),
  });
  for (const url of ['purchase/purchaseList', 'purchase/purchaseList-v2']) {
    route(app, {
      method: 'POST',
      url,
      summary:
        'Purchase bills, paged: status, arrival, expected-delivery (1 due, 2 overdue, 3 arrived), closed, cancel, 生产单号, 物料, 商品, 标签 filters; labels and totals per stock unit',
      tags,
      permission: PurchasePermission.list,
      body: purchaseListInput,
      handler: ({ body, ctx }) => pagePurchaseList(db, ctx, body),
    });
  }
  route(app, {
    method: 'GET',
    url: 'purchase/purchaseDetail',
    summary: 'One purchase bill with its lines, their demand splits and the payments',
    tags,
    permission: PurchasePermission.list,
    query: purchaseIdQuery,
    handler: ({ query: q, ctx }) => query.getPurchase(db, ctx, { id: q.billMaterialPurchaseId, orderNo: q.orderNo }),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/checkIsExceed',
    summary: 'Which demand lines this bill would buy beyond their plan (submit refuses the same)',
    tags,
    permission: PurchasePermission.add,
    body: z.object({ billMaterialPurchaseId: idSchema }),
    handler: ({ body, ctx }) => query.checkIsExceed(db, ctx, body.billMaterialPurchaseId),
  });
  route(app, {
    method: 'GET',
    url: 'material/purchase/cancel/:id',
    changesData: true,
    summary: 'Cancel (撤销) a draft or rejected purchase bill',
    tags,
    permission: PurchasePermission.delete,
    params: z.object({ id: idSchema }),
    handler: ({ params, ctx }) => actions.cancelPurchase(db, ctx, params.id),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/close',
    summary: 'Close (closed=true) or reopen a reviewed purchase bill',
    tags,
    permission: PurchasePermission.close,
    body: purchaseCloseInput,
    handler: ({ body, ctx }) => actions.closePurchase(db, ctx, body.id, body.closed),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/remit',
    summary: 'Record a payment against a reviewed purchase bill (never above the unpaid amount)',
    tags,
    permission: PurchasePermission.pay,
    body: remitInput,
    handler: ({ body, ctx }) => actions.remitPurchase(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'purchase/remit/undo',
    changesData: true,
    summary: 'Undo a payment record',
    tags,
    permission: PurchasePermission.pay,
    query: remitUndoInput,
    handler: ({ query: q, ctx }) => actions.undoRemit(db, ctx, q.remittanceId),
  });
  route(app, {
    method: 'PUT',
    url: 'purchase/manual-arrive-complete',
    summary: 'Mark a purchase line (bill x SKU) arrived in full by hand (手动到齐); values in the query',
    tags,
    permission: PurchasePermission.add,
    query: manualArriveInput,
    handler: ({ query: q, ctx }) => actions.setManualArrive(db, ctx, q, true),
  });
  route(app, {
    method: 'GET',
    url: 'purchase/manual-not-arrive',
    changesData: true,
    summary: 'Undo 手动到齐 of a purchase line',
    tags,
    permission: PurchasePermission.add,
    query: manualArriveInput,
    handler: ({ query: q, ctx }) => actions.setManualArrive(db, ctx, q, false),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/statement',
    summary: 'Purchase statement per supplier: amount, paid, unpaid (report: data.dataList)',
    tags,
    permission: PurchasePermission.list,
    body: purchaseStatementInput,
    handler: ({ body, ctx }) => query.purchaseStatement(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/exportPurchaseListExcel',
    summary: 'Export the purchase list (same filters)',
    tags,
    permission: PurchasePermission.list,
    body: purchaseListInput,
    raw: true,
    handler: async ({ body, ctx, reply, req }) => streamXlsx(reply, ctx.lang, purchaseExport(db, ctx, body), req.log),
  });
}
