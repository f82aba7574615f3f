import { partnerAmountBySourceInput, partnerAmountPageInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { amountsOfSource, pagePartnerAmounts } from './partner-amount.service.js';

/** Payables and receivables recorded by reviewed bills: per bill (its finance tab) and per partner. */
export function registerPartnerAmountRoutes(app: FastifyInstance): void {
  const tags = ['payables'];
  route(app, {
    method: 'GET',
    url: 'partner-amount/bySource',
    summary: 'The payable / receivable rows one bill recorded (incl. reversals), with their total',
    tags,
    permission: null,
    query: partnerAmountBySourceInput,
    handler: ({ query, ctx }) => amountsOfSource(app.db, ctx, query.billType, query.billId),
  });
  route(app, {
    method: 'POST',
    url: 'partner-amount/page',
    summary: 'Payables and receivables by partner, kind and date, newest first, with the filtered total',
    tags,
    permission: 'fac.purchaseOrder.pay',
    body: partnerAmountPageInput,
    handler: ({ body, ctx }) => pagePartnerAmounts(app.db, ctx, body),
  });
}
