import {
  priceAdjustByOrderInput,
  priceAdjustIdInput,
  priceAdjustListInput,
  PriceAdjustPermission as P,
  priceAdjustSaveInput,
  priceAdjustUndoInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { route } from '../../platform/http/route.js';
import { idSchema } from '@gf/contracts';
import * as service from './price-adjust.service.js';

/** Price adjustment orders (SPEC 7 Purchasing: page, getById, byFacPrdOrderId, save, delete) and undoWorkflow. */
export function registerPriceAdjustRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['order-adjustments'];
  const db = app.db;
  const deps = { db, bills };

  route(app, {
    method: 'POST',
    url: 'priceAdjustmentOrder/page',
    summary: "The factory's price adjustment orders, newest first (keyword: bill or order number)",
    tags,
    permission: P.query,
    body: priceAdjustListInput,
    handler: ({ body, ctx }) => service.pagePriceAdjusts(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'priceAdjustmentOrder/getById',
    summary: 'One price adjustment order (by id or number): old and new prices and amounts per goods',
    tags,
    permission: P.query,
    query: priceAdjustIdInput,
    handler: ({ query, ctx }) => service.getPriceAdjust(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'priceAdjustmentOrder/byFacPrdOrderId',
    summary: "An order's price adjustment orders, and its present prices (what a new one starts from)",
    tags,
    permission: P.query,
    query: priceAdjustByOrderInput,
    handler: ({ query, ctx }) => service.priceAdjustsOfOrder(db, ctx, query.facPrdOrderId),
  });
  route(app, {
    method: 'POST',
    url: 'priceAdjustmentOrder/save',
    summary: 'Create a price adjustment order (draft) of a reviewed order, or re-edit a draft or rejected one',
    tags,
    permission: P.add,
    body: priceAdjustSaveInput,
    handler: ({ body, ctx }) => service.savePriceAdjust(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'priceAdjustmentOrder/delete',
    summary: 'Delete a draft price adjustment order',
    tags,
    permission: P.delete,
    body: z.object({ id: idSchema }),
    handler: ({ body, ctx }) => service.deletePriceAdjust(deps, ctx, body.id),
  });
  route(app, {
    method: 'POST',
    url: 'uflo/price-adjustment-order/undoWorkflow',
    summary: 'Take back the workflow step: withdraw a pending bill or request, or un-review a reviewed bill (reason required)',
    tags,
    permission: null,
    body: priceAdjustUndoInput,
    handler: ({ body, ctx }) => service.undoPriceWorkflow(deps, ctx, body.id, body.message),
  });
}
