import {
  orderBatchInput,
  orderListInput,
  orderNosByStyleQuery,
  orderSimpleListQuery,
  orderStatementInput,
  ProductionOrderPermission as P,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { batchOrders, orderNosByStyle, pageOrderList, simpleOrderList } from './order-query.service.js';
import { orderStatement } from './order-statement.service.js';

/** The order lists: paged, simple, dropdowns, by style, several by id, and the statement. */
export function registerOrderListRoutes(app: FastifyInstance): void {
  const tags = ['production-orders'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'facPrdOrder/page',
    summary:
      'Orders, paged: keyword (order/style no), status (default all but 5), kind, goods, processing factory, customer, creator, dates, numbers, category, PO, converted to missions, first order',
    tags,
    permission: P.query,
    body: orderListInput,
    handler: ({ body, ctx }) => pageOrderList(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/facPrdOrderList',
    summary: 'Live formal orders with their goods (simple query, newest first, at most 200)',
    tags,
    permission: P.query,
    body: z.object({ modelName: z.string().trim().max(50).optional() }),
    handler: async ({ ctx }) => ({
      facPrdOrderList: (await pageOrderList(db, ctx, { type: 1, statusList: [0, 1, 2, 3, 4, 6], pageSize: 200 })).list,
    }),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/getSimpleList',
    summary: 'Order-number dropdown: live formal orders whose number contains like (onlyReviewed: status 2)',
    tags,
    permission: P.query,
    query: orderSimpleListQuery,
    handler: ({ query, ctx }) => simpleOrderList(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/orderNosByStyleId',
    summary: 'Numbers of the live formal orders that hold a goods style',
    tags,
    permission: P.query,
    query: orderNosByStyleQuery,
    handler: ({ query, ctx }) => orderNosByStyle(db, ctx, query.styleId),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/batch',
    summary: 'Several orders (list rows with goods) by id, in the order asked; unknown ids are left out',
    tags,
    permission: P.query,
    body: orderBatchInput,
    handler: ({ body, ctx }) => batchOrders(db, ctx, body.facPrdOrderIds),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/statement',
    summary: 'Order statement: quantity and amounts per order and goods, with sums (report: data.dataList)',
    tags,
    permission: P.query,
    body: orderStatementInput,
    handler: ({ body, ctx }) => orderStatement(db, ctx, body),
  });
}
