import {
  PAYMENT,
  PAYMENT_APPLY,
  PaymentPermission as P,
  openOrdersInput,
  outsideFactoryPayInput,
  paymentAntiReviewInput,
  paymentApplyInput,
  paymentInput,
  paymentListInput,
  paymentRefInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { applyAntiReview, submitBill, undoAntiReview, undoSubmit } from '../../bills/workflow.service.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { saveApply } from './payment-apply.service.js';
import { collectionUnits } from './open-item.repository.js';
import { availableBalance, getPaymentDetail, listOpenOrders, listPayments, paymentListExport } from './payment-query.service.js';
import { savePayment } from './payment.service.js';
import { payOutsideFactory } from './outside-pay.service.js';

const typeOf = (type: number) => (type === 0 ? PAYMENT : PAYMENT_APPLY);

/** finance/payment/*: the bills' own calls; the generic ones are uflo/payment/... and uflo/payment-apply/... */
export function registerPaymentRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['payments'];
  const db = app.db;
  const deps = { db, bills };
  const submitted = async (ctx: RequestContext, type: string, saved: { id: string }, submit: boolean) => ({
    ...saved,
    status: submit ? (await submitBill(deps, ctx, type, saved.id)).status : 0,
  });

  route(app, {
    method: 'POST',
    url: 'finance/payment/list',
    summary: 'Payments (type 0) or payment applications (type 1), newest first, with the filter’s totals',
    tags,
    permission: P.query,
    body: paymentListInput,
    handler: ({ body, ctx }) => listPayments(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'finance/payment/exportExcel',
    permission: P.query,
    summary: "The list's payments or applications (its filter, every page) as xlsx, amounts summed",
    tags,
    body: paymentListInput,
    build: (ctx, body) => paymentListExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  for (const [url, summary] of [
    ['finance/payment/addPayment', 'Save a new payment (draft; submit: true submits it at once)'],
    ['finance/payment/updatePayment', 'Save a draft or rejected payment again (id required)'],
  ] as const)
    route(app, {
      method: 'POST',
      url,
      summary,
      tags,
      permission: P.add,
      body: url.endsWith('updatePayment') ? paymentInput.required({ id: true }) : paymentInput,
      handler: async ({ body, ctx }) => submitted(ctx, PAYMENT, await savePayment(db, ctx, body), body.submit),
    });
  route(app, {
    method: 'POST',
    url: 'outside/factory/pay/add',
    summary: 'Pay a processing factory: a payment settling its open processing bills oldest first, submitted at once',
    tags,
    permission: P.add,
    body: outsideFactoryPayInput,
    handler: async ({ body, ctx }) => submitted(ctx, PAYMENT, await payOutsideFactory(db, ctx, body), true),
  });
  for (const [url, summary] of [
    ['finance/payment/addPaymentApply', 'Save a new payment application (draft; submit: true submits it)'],
    ['finance/payment/updatePaymentApply', 'Save a draft or rejected application again (id required)'],
  ] as const)
    route(app, {
      method: 'POST',
      url,
      summary,
      tags,
      permission: P.add,
      body: url.endsWith('updatePaymentApply') ? paymentApplyInput.required({ id: true }) : paymentApplyInput,
      handler: async ({ body, ctx }) => submitted(ctx, PAYMENT_APPLY, await saveApply(db, ctx, body), body.submit),
    });
  route(app, {
    method: 'GET',
    url: 'finance/payment/detail',
    summary: 'One payment (type 0) or application (type 1) with its extOrders and financeInvoices',
    tags,
    permission: P.query,
    query: paymentRefInput,
    handler: ({ query, ctx }) => getPaymentDetail(db, ctx, query.type as 0 | 1, query.id),
  });
  route(app, {
    method: 'POST',
    url: 'finance/payment/payApplyDetails',
    summary: 'One payment application with its bills and what reviewed payments left of it',
    tags,
    permission: P.query,
    body: z.object({ id: paymentRefInput.shape.id }),
    handler: ({ body, ctx }) => getPaymentDetail(db, ctx, 1, body.id),
  });
  route(app, {
    method: 'PUT',
    url: 'finance/payment/antiReview',
    summary: '申请反审 of a reviewed payment or application (straight back to draft, reversed, in direct mode)',
    tags,
    permission: P.applyAntiReview,
    body: paymentAntiReviewInput,
    handler: ({ body, ctx }) => applyAntiReview(deps, ctx, typeOf(body.type), body.id, body.message),
  });
  route(app, {
    method: 'PUT',
    url: 'finance/payment/undo',
    summary: '撤回: a pending payment or application back to draft, or a pending anti-review request withdrawn',
    tags,
    permission: P.applyAntiReview,
    body: paymentRefInput,
    handler: async ({ body, ctx }) => {
      const type = typeOf(body.type);
      const detail = await getPaymentDetail(db, ctx, body.type as 0 | 1, body.id);
      return detail.status === 3 ? undoAntiReview(deps, ctx, type, body.id) : undoSubmit(deps, ctx, type, body.id);
    },
  });
  route(app, {
    method: 'GET',
    url: 'finance/payment/openOrders',
    summary: "A partner's bills with something open (what each came to and what is open) and its balance ahead",
    tags,
    permission: P.query,
    query: openOrdersInput,
    handler: ({ query, ctx }) => listOpenOrders(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'finance/payment/outsideBalanceMissionDetail',
    summary: "A processing factory's open outside-processing bills (what is open on each) and its prepaid balance",
    tags,
    permission: P.query,
    query: z.object({ outsideFactoryId: paymentRefInput.shape.id }),
    handler: ({ query, ctx }) =>
      listOpenOrders(db, ctx, { kind: 'PAY', partnerType: 'OUTSIDE_FACTORY', partnerId: query.outsideFactoryId }),
  });
  route(app, {
    method: 'GET',
    url: 'finance/payment/getAvailablePrepayBalance',
    summary: "A partner's prepaid balance left (received ahead, kind COLLECT)",
    tags,
    permission: P.query,
    query: openOrdersInput,
    handler: ({ query, ctx }) => availableBalance(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'finance/payment/getCollectionUnitList',
    summary: 'The partners owing the factory something (open receivables), with what each owes',
    tags,
    permission: P.query,
    handler: ({ ctx }) => collectionUnits(db, ctx.unitId),
  });
}
