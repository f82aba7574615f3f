import {
  adjustMaterialsInput,
  adjustOrderActionQuery,
  adjustOrderIdInput,
  adjustOrderListInput,
  adjustSourceInput,
  FAC_PRD_ORDER_ADJUST,
  OrderAdjustPermission as P,
  orderAdjustInput,
  orderAdjustUpdateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { applyAntiReview, submitBill } from '../../bills/workflow.service.js';
import { route } from '../../platform/http/route.js';
import { getAdjustDetail, getAdjustSource, pageAdjusts, previewAdjust } from './order-adjust-query.service.js';
import { createAdjust, updateAdjust } from './order-adjust.service.js';

/** The adjustment bill's own calls; the generic ones are uflo/fac-prd-adjust-order/... (facPrdOrderId = the bill). */
export function registerOrderAdjustRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['order-adjustments'];
  const db = app.db;
  const deps = { db, bills };

  route(app, {
    method: 'POST',
    url: 'facPrdOrder/addAdjustPrdOrder',
    summary: 'Create an adjustment bill (draft) of a reviewed order: the new matrices of the goods blocks that change',
    tags,
    permission: P.add,
    body: orderAdjustInput,
    handler: ({ body, ctx }) => createAdjust(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/updateAdjustOrder',
    summary: 'Re-edit a draft or rejected adjustment bill (old quantities read again from the order)',
    tags,
    permission: P.add,
    body: orderAdjustUpdateInput,
    handler: ({ body, ctx }) => updateAdjust(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/adjustPrdOrderDetail',
    summary: 'One adjustment bill (by id or number): old and new matrices per goods block, material table',
    tags,
    permission: P.query,
    query: adjustOrderIdInput,
    handler: ({ query, ctx }) => getAdjustDetail(db, ctx, query),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/adjustOrderSource',
    summary: 'What a new adjustment of a reviewed order starts from (its matrices and material table)',
    tags,
    permission: P.add,
    body: adjustSourceInput,
    handler: ({ body, ctx }) => getAdjustSource(db, ctx, body.facPrdOrderId),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/adjustOrderMaterials',
    summary: 'The adjustment view for quantities being typed (material table after the change); nothing is saved',
    tags,
    permission: P.add,
    body: adjustMaterialsInput,
    handler: ({ body, ctx }) => previewAdjust(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/adjustOrderPage',
    summary: "The factory's adjustment bills, newest first (keyword: bill or order number)",
    tags,
    permission: P.query,
    body: adjustOrderListInput,
    handler: ({ body, ctx }) => pageAdjusts(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/doAdjustOrder',
    changesData: true,
    summary: '生成单据: submit the bill (straight to reviewed when no review is configured: the order takes the new quantities)',
    tags,
    permission: P.add,
    query: adjustOrderActionQuery,
    handler: ({ query, ctx }) => submitBill(deps, ctx, FAC_PRD_ORDER_ADJUST, query.adjustOrderId),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/undoAdjustOrder',
    changesData: true,
    summary:
      '驳回单据: apply for the un-review of a reviewed bill with a reason (restores the old quantities when no review is configured)',
    tags,
    permission: P.applyAntiReview,
    query: adjustOrderActionQuery,
    handler: ({ query, ctx }) => applyAntiReview(deps, ctx, FAC_PRD_ORDER_ADJUST, query.adjustOrderId, query.message ?? ''),
  });
}
