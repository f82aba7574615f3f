import {
  missionStatementInput,
  outsidePayDetailsInput,
  outsidePayListInput,
  statementListInput,
  StatementPermission as P,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { missionStatementExport, outsidePayDetailsExport, outsidePayListExport } from './outside-statement-export.service.js';
import * as service from './outside-statement.service.js';
import { statementListExport } from './statements-export.service.js';
import { statementList } from './statements.service.js';

/** Outside-factory settlement: the mission statement, the balance statement, outside/factory/pay (issue 14 part 7). */
export function registerOutsideStatementRoutes(app: FastifyInstance): void {
  const tags = ['statements'];
  const db = app.db;
  route(app, {
    method: 'POST',
    url: 'financeMissionStatement',
    summary: 'Per processing factory and mission: what the reviewed node reports came to, paid, offset, open, running balance',
    tags,
    permission: P.list,
    body: missionStatementInput,
    handler: ({ body, ctx }) => service.missionStatement(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'financeMissionStatement/exportExcel',
    summary: 'The mission statement as xlsx, figures summed',
    tags,
    permission: P.export,
    body: missionStatementInput,
    build: (ctx, body) => missionStatementExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  // The balance statement is the processing-factory statement (opening, increases, decreases, closing per factory).
  route(app, {
    method: 'POST',
    url: 'financeOutSideBalanceStatement',
    summary: 'Per processing factory: opening, increases, decreases and closing balance over the period, totals',
    tags,
    permission: P.list,
    body: statementListInput,
    handler: ({ body, ctx }) => statementList(db, ctx, 'OUTSIDE_FACTORY', body),
  });
  registerExportRoute(app, {
    url: 'financeOutSideBalanceStatement/exportExcel',
    summary: 'The outside-factory balance statement as xlsx',
    tags,
    permission: P.export,
    body: statementListInput,
    build: (ctx, body) => statementListExport(db, ctx, 'OUTSIDE_FACTORY', body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: 'outside/factory/pay/list',
    summary: 'Outside-factory settlement: per factory its processing bills, owed, paid, offset, adjusted, open, prepaid',
    tags,
    permission: P.list,
    body: outsidePayListInput,
    handler: ({ body, ctx }) => service.outsidePayList(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'outside/factory/pay/list/exportExcel',
    summary: 'The outside-factory settlement list as xlsx',
    tags,
    permission: P.export,
    body: outsidePayListInput,
    build: (ctx, body) => outsidePayListExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: 'outside/factory/pay/details',
    summary: "One processing factory's postings with the running balance (billType: one kind of source document)",
    tags,
    permission: P.list,
    body: outsidePayDetailsInput,
    handler: ({ body, ctx }) => service.outsidePayDetails(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'outside/factory/pay/exportExcel',
    summary: "One processing factory's postings as xlsx with the running balance",
    tags,
    permission: P.export,
    body: outsidePayDetailsInput,
    build: (ctx, body) => outsidePayDetailsExport(db, ctx, body) as ExportDefinition<unknown>,
  });
}
