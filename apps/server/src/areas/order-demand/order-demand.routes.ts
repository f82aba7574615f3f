import {
  backCalcQuery,
  cancelPurchaseInput,
  demandRecalcQuery,
  OrderDemandPermission as P,
  orderDemandQuery,
  purchasePlanInput,
  purchaseStatusInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { backCalculate } from './order-back-calc.service.js';
import { cancelPurchasePlan } from './order-demand-cancel.service.js';
import { recalcOrderDemand } from './order-demand-recalc.service.js';
import { getOrderDemand } from './order-demand-view.service.js';
import { generatePurchasePlan, setOrderMaterialComplete } from './order-demand.service.js';

/** The order detail's 物料需求, 一键生成采购计划, 标完成 per material and 物料反算. */
export function registerOrderDemandRoutes(app: FastifyInstance): void {
  const tags = ['order-demand'];
  const db = app.db;
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/materialDemand',
    summary: "The order's material demand per goods and material SKU (用料货品数, 合计数量, 物料需求, stock, plan, purchased)",
    tags,
    permission: P.query,
    query: orderDemandQuery,
    handler: ({ query, ctx }) => getOrderDemand(db, ctx, query),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/purchasePlan',
    summary: '一键生成采购计划: explode the BOMs of a reviewed order (or one goods) into purchase demand lines',
    tags,
    permission: P.plan,
    body: purchasePlanInput,
    handler: ({ body, ctx }) => generatePurchasePlan(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/updatePurchaseStatus',
    summary: '标完成 (1) or 撤销完成 (0) of one material of the order',
    tags,
    permission: P.complete,
    body: purchaseStatusInput,
    handler: ({ body, ctx }) => setOrderMaterialComplete(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/canclePurchase',
    summary: '撤销采购计划 of one material of one goods block (nothing purchased or reserved on its board line yet)',
    tags,
    permission: P.plan,
    body: cancelPurchaseInput,
    handler: ({ body, ctx }) => cancelPurchasePlan(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/demandRecalc',
    summary: "需求重算: the order's current BOMs and quantities against what the purchase plan was made for",
    tags,
    permission: P.query,
    query: demandRecalcQuery,
    handler: ({ query, ctx }) => recalcOrderDemand(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/materialBackCalc',
    summary: '物料反算: how many garments of each goods the material on hand makes, in the order mix',
    tags,
    permission: P.backCalc,
    query: backCalcQuery,
    handler: ({ query, ctx }) => backCalculate(db, ctx, query),
  });
}
