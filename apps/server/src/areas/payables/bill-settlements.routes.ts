import { PayablesPermission as P, billSettlementsInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { billSettlements } from './bill-settlements.service.js';

/** needPayNeedReceiveOrderApi/billSettlements: the 财务收支 tab of an arrival, a return or a purchase. */
export function registerBillSettlementRoutes(app: FastifyInstance): void {
  route(app, {
    method: ['GET', 'POST'],
    url: 'needPayNeedReceiveOrderApi/billSettlements',
    summary:
      "A bill's payables / receivables (a purchase: those of its arrivals) with what each came to, every settlement " +
      '(payment, prepayment used, offset, adjustment) and what is open; totals per ledger',
    tags: ['payables'],
    permission: P.query,
    query: billSettlementsInput,
    handler: ({ query, ctx }) => billSettlements(app.db, ctx, query),
  });
}
