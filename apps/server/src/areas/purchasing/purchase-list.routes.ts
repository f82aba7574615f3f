import { idSchema, purchaseLabelsInput, purchaseLinesCompleteInput, purchaseListInput, PurchasePermission } from '@gf/contracts';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { streamXlsx } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { purchaseLineExport } from './purchase-line-export.service.js';
import { getPurchaseLabels, pagePurchaseLines, setLinesCompleteByHand, setPurchaseLabels } from './purchase-list.service.js';

/** The purchase list's 明细 view, 批量标完成 / 批量撤销完成 and bill labels (the 单据 view is purchase/purchaseList). */
export function registerPurchaseListRoutes(app: FastifyInstance): void {
  const tags = ['purchasing'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'purchase/purchaseLineList',
    summary:
      'Purchase lines, paged (明细 view): the purchase list filters pick bills; 生产单号, 物料, 商品, 是否到齐 and the keyword pick lines; summary per stock unit',
    tags,
    permission: PurchasePermission.list,
    body: purchaseListInput,
    handler: ({ body, ctx }) => pagePurchaseLines(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/exportPurchaseLineExcel',
    summary: 'Export the 明细 view (same filters): one row per purchase line, quantities totalled per unit',
    tags,
    permission: PurchasePermission.list,
    body: purchaseListInput,
    raw: true,
    handler: ({ body, ctx, reply, req }) => streamXlsx(reply, ctx.lang, purchaseLineExport(db, ctx, body), req.log),
  });
  route(app, {
    method: 'PUT',
    url: 'purchase/batch-arrive-complete',
    summary:
      '批量标完成 (complete=true) / 批量撤销完成: purchase lines of reviewed bills marked 到齐 by hand, or no longer; all or nothing',
    tags,
    permission: PurchasePermission.add,
    body: purchaseLinesCompleteInput,
    handler: ({ body, ctx }) => setLinesCompleteByHand(db, ctx, body.purchaseLineIds, body.complete),
  });
  route(app, {
    method: 'GET',
    url: 'purchase/billLabels',
    summary: "A purchase bill's labels (the detail shows and edits them)",
    tags,
    permission: PurchasePermission.list,
    query: z.object({ billMaterialPurchaseId: idSchema }),
    handler: ({ query, ctx }) => getPurchaseLabels(db, ctx, query.billMaterialPurchaseId),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/billLabels',
    summary: "A purchase bill's labels (the factory's MATERIALS_PURCHASE labels); the list replaces the set",
    tags,
    permission: PurchasePermission.add,
    body: purchaseLabelsInput,
    handler: ({ body, ctx }) => setPurchaseLabels(db, ctx, body),
  });
}
