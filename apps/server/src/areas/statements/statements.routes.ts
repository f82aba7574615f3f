import {
  agedReportInput,
  statementDetailInput,
  statementListInput,
  statementPartnerTypes,
  StatementPermission as P,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { agedExport, statementDetailExport, statementListExport } from './statements-export.service.js';
import * as service from './statements.service.js';

/** Supplier and processing-factory statements, the aged report (SPEC 7 finance statements; issue 14 part 7). */
export function registerStatementRoutes(app: FastifyInstance): void {
  const tags = ['statements'];
  const db = app.db;
  for (const type of statementPartnerTypes) {
    const list = `finance/statement/supplier/list/${type}`;
    const detail = `finance/statement/supplier/po/detail/list/${type}`;
    route(app, {
      method: 'POST',
      url: list,
      summary: `${type} statements: per partner opening, increases, decreases and closing over the period, totals`,
      tags,
      permission: P.list,
      body: statementListInput,
      handler: ({ body, ctx }) => service.statementList(db, ctx, type, body),
    });
    route(app, {
      method: 'POST',
      url: detail,
      summary: `One ${type} statement line by line with the running balance and each line's source bill`,
      tags,
      permission: P.list,
      body: statementDetailInput,
      handler: ({ body, ctx }) => service.statementDetail(db, ctx, type, body),
    });
    registerExportRoute(app, {
      url: `${list}/exportExcel`,
      summary: `${type} statements as xlsx, money columns summed`,
      tags,
      permission: P.export,
      body: statementListInput,
      build: (ctx, body) => statementListExport(db, ctx, type, body) as ExportDefinition<unknown>,
    });
    registerExportRoute(app, {
      url: `${detail}/exportExcel`,
      summary: `One ${type} statement as xlsx with the running balance, increases and decreases summed`,
      tags,
      permission: P.export,
      body: statementDetailInput,
      build: (ctx, body) => statementDetailExport(db, ctx, type, body) as ExportDefinition<unknown>,
    });
  }
  route(app, {
    method: 'POST',
    url: 'finance/statement/aged',
    summary: 'Aged payables and receivables: open amounts per partner by age (current, 1-30, 31-60, 61-90, 90+ days)',
    tags,
    permission: P.list,
    body: agedReportInput,
    handler: ({ body, ctx }) => service.agedReport(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'finance/statement/aged/exportExcel',
    summary: 'The aged report as xlsx, every bucket summed',
    tags,
    permission: P.export,
    body: agedReportInput,
    build: (ctx, body) => agedExport(db, ctx, body) as ExportDefinition<unknown>,
  });
}
