import {
  advanceOrderInput,
  advanceOrderUpdateInput,
  orderActionQuery,
  orderBatchReviewInput,
  orderIdInput,
  productionOrderInput,
  ProductionOrderPermission as P,
  productionOrderUpdateInput,
  taxRateInput,
  updateOrderBomInput,
  updateOrderNoInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { route } from '../../platform/http/route.js';
import * as actions from './order-action.service.js';
import { getOrderDetail } from './order-query.service.js';
import { createAdvanceOrder, createOrder, updateAdvanceOrder, updateOrder } from './production-order.service.js';

/** Saving, reading and the order screens' own review calls (the generic ones are uflo/FAC_PRD_ORDER/...). */
export function registerProductionOrderRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['production-orders'];
  const db = app.db;
  const deps = { db, bills };

  route(app, {
    method: 'POST',
    url: 'facPrdOrder/add',
    summary: 'Create a formal production order as a draft (blank orderNo = numbering rule; advanceOrderId = 转订单)',
    tags,
    permission: P.add,
    body: productionOrderInput,
    handler: ({ body, ctx }) => createOrder(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/updateFacPrdOrder',
    summary: 'Re-edit a draft or rejected formal order (goods blocks and cells keep their ids)',
    tags,
    permission: P.add,
    body: productionOrderUpdateInput,
    handler: ({ body, ctx }) => updateOrder(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/addAdvanceOrder',
    summary: 'Create a pre-order (预下单): quantities per colour',
    tags,
    permission: P.advance,
    body: advanceOrderInput,
    handler: ({ body, ctx }) => createAdvanceOrder(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/updateAdvanceOrder',
    summary: 'Re-edit a pre-order that has not been turned into an order',
    tags,
    permission: P.advance,
    body: advanceOrderUpdateInput,
    handler: ({ body, ctx }) => updateAdvanceOrder(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/facPrdOrderDetail',
    summary: 'One order (by id or orderNo): goods with matrices and per-customer matrices, 订货合计, prices, history',
    tags,
    permission: P.query,
    body: orderIdInput,
    handler: ({ body, ctx }) => getOrderDetail(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/pass',
    changesData: true,
    summary: "Approve the caller's open review task of the order",
    tags,
    permission: null,
    query: orderActionQuery,
    handler: ({ query, ctx }) => actions.passOrder(deps, ctx, query.facPrdOrderId, query.message),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/reject',
    changesData: true,
    summary: "Reject the caller's open review task of the order (message required)",
    tags,
    permission: null,
    query: orderActionQuery,
    handler: ({ query, ctx }) => actions.rejectOrder(deps, ctx, query.facPrdOrderId, query.message),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/cancel',
    changesData: true,
    summary: 'Void (作废) a draft or rejected order or pre-order',
    tags,
    permission: P.cancel,
    query: orderActionQuery,
    handler: ({ query, ctx }) => actions.cancelOrder(deps, ctx, query.facPrdOrderId),
  });
  route(app, {
    method: 'POST',
    url: 'uflo/fac-prd-order/batchReview',
    summary: 'Pass (or reject) several orders at once; each is decided on its own and the answer lists every result',
    tags,
    permission: null,
    body: orderBatchReviewInput,
    handler: ({ body, ctx }) => actions.batchReviewOrders(deps, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/updateFacPrdOrderNo',
    summary: 'Change the number of a live order (unique in the factory)',
    tags,
    permission: P.update,
    body: updateOrderNoInput,
    handler: ({ body, ctx }) => actions.updateOrderNo(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/updateBomPrice',
    summary: 'Change the BOM a goods block of a live formal order is priced and exploded by (null: none)',
    tags,
    permission: P.update,
    body: updateOrderBomInput,
    handler: ({ body, ctx }) => actions.updateOrderBom(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/tax-rate',
    summary: 'Prices of a goods block from a price without (or with) tax, a tax rate and a quantity',
    tags,
    permission: P.query,
    body: taxRateInput,
    handler: async ({ body }) => actions.taxRateBreakdown(body),
  });
}
