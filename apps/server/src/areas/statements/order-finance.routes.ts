import { orderFinanceDetailInput, orderFinanceInput, StatementPermission as P } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { orderFinanceExport } from './order-finance-export.service.js';
import { orderFinanceDetail, orderFinanceStatement } from './order-finance.service.js';

/**
 * The production-order finance statement (issue 14 part 7). facPrdOrder/statement itself is the production-orders
 * area's quantity and price report; the money side read from the journal answers under …/finance.
 */
export function registerOrderFinanceRoutes(app: FastifyInstance): void {
  const tags = ['statements'];
  const db = app.db;
  const url = 'facPrdOrder/statement/finance';
  route(app, {
    method: 'POST',
    url,
    summary: 'Per production order: its amount, the receivable on it and its outside processing, owed, paid and open',
    tags,
    permission: P.list,
    body: orderFinanceInput,
    handler: ({ body, ctx }) => orderFinanceStatement(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${url}/detail`,
    summary: "One production order's figures and every bill counted on it (drill-down to the bill)",
    tags,
    permission: P.list,
    body: orderFinanceDetailInput,
    handler: ({ body, ctx }) => orderFinanceDetail(db, ctx, body.id),
  });
  registerExportRoute(app, {
    url: `${url}/exportExcel`,
    summary: 'The production-order finance statement as xlsx, figures summed',
    tags,
    permission: P.export,
    body: orderFinanceInput,
    build: (ctx, body) => orderFinanceExport(db, ctx, body) as ExportDefinition<unknown>,
  });
}
