import { financeConfigChangeInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { changeConfigure, getConfigure, listBusinessTypes } from './finance-config.service.js';

/** 财务设置: the factory's finance switches (SKU_SALE, ENABLE_PAYMENT_APPLY) with their relation order types. */
export function registerFinanceConfigRoutes(app: FastifyInstance): void {
  const tags = ['finance-config'];
  const db = app.db;

  route(app, {
    method: ['GET', 'POST'],
    url: 'finance/getBusinessTypes',
    summary: 'The finance switches and the order types each may relate to',
    tags,
    permission: null,
    handler: async ({ ctx }) => listBusinessTypes(ctx),
  });
  route(app, {
    method: ['GET', 'POST'],
    url: 'finance/getConfigure',
    summary: "The factory's finance switches (off when never set), read by every finance form",
    tags,
    permission: null,
    handler: ({ ctx }) => getConfigure(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'finance/changeConfigure',
    summary: 'Turn a finance switch on or off with the order types it applies to',
    tags,
    permission: 'finance.config.update',
    body: financeConfigChangeInput,
    handler: ({ body, ctx }) => changeConfigure(db, ctx, body),
  });
}
