import {
  addBalanceInput,
  balanceIdInput,
  balancePageInput,
  balanceUpdateInput,
  stockBalancePermissions as P,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import * as service from './stock-balance.service.js';

/** Period-end balance (期末结存, SPEC 7 materials/balance). */
export function registerStockBalanceRoutes(app: FastifyInstance): void {
  const tags = ['stock-balance'];
  const db = app.db;
  route(app, {
    method: 'GET',
    url: 'materials/balance/getBalanceStorehouseFilter',
    summary: 'Storehouses a period can be closed for (those linked to the factory)',
    tags,
    permission: P.list,
    handler: ({ ctx }) => service.balanceStorehouses(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'materials/balance/addBalance',
    summary: "Close a storehouse's period: per SKU opening, in, out, closing; later postings dated inside it are refused",
    tags,
    permission: P.add,
    body: addBalanceInput,
    handler: ({ body, ctx }) => service.addBalance(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'materials/balance/page',
    summary: 'Closed (and cancelled) periods with their value totals',
    tags,
    permission: P.list,
    body: balancePageInput,
    handler: ({ body, ctx }) => service.pageBalances(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'materials/balance/detail',
    summary: 'One period with its lines per SKU',
    tags,
    permission: P.list,
    body: balanceIdInput,
    handler: ({ body, ctx }) => service.balanceDetail(db, ctx, body.id),
  });
  route(app, {
    method: 'POST',
    url: 'materials/balance/cancel',
    summary: "Cancel the storehouse's latest closed period: postings dated inside it are accepted again",
    tags,
    permission: P.cancel,
    body: balanceIdInput,
    handler: ({ body, ctx }) => service.cancelBalance(db, ctx, body.id),
  });
  route(app, {
    method: 'PUT',
    url: 'materials/balance/update',
    summary: "A period's remark",
    tags,
    permission: P.update,
    body: balanceUpdateInput,
    handler: ({ body, ctx }) => service.updateBalance(db, ctx, body.id, body.remark ?? null),
  });
}
