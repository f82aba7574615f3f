import {
  addBalanceInput,
  balanceDetailInput,
  balanceFilterInput,
  balanceIdInput,
  balancePageInput,
  balanceUpdateInput,
  stockBalancePermissions as P,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { balanceExport } from './stock-balance-export.service.js';
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
    query: balanceFilterInput.pick({ keyword: true }),
    handler: ({ query, ctx }) => service.balanceStorehouses(db, ctx, query.keyword),
  });
  route(app, {
    method: 'GET',
    url: 'materials/balance/getBalanceOrderFilter',
    summary: "Production orders named by the movements of the factory's closed periods (or of one: balanceId)",
    tags,
    permission: P.list,
    query: balanceFilterInput,
    handler: ({ query, ctx }) => service.balanceOrders(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'materials/balance/getBalanceSupplierFilter',
    summary: "Suppliers of the material SKUs in the factory's closed periods (or in one: balanceId)",
    tags,
    permission: P.list,
    query: balanceFilterInput,
    handler: ({ query, ctx }) => service.balanceSuppliers(db, ctx, query),
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
    summary: 'One period with its lines per SKU and totals per stock unit; one production order or supplier when asked',
    tags,
    permission: P.list,
    body: balanceDetailInput,
    handler: ({ body, ctx }) => service.balanceDetail(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'materials/balance/exportExcel',
    summary: "One period's lines as xlsx (order / supplier filter applied), quantities totalled per stock unit",
    tags,
    permission: P.export,
    body: balanceDetailInput,
    build: (ctx, body) => balanceExport(db, ctx, body) as ExportDefinition<unknown>,
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
