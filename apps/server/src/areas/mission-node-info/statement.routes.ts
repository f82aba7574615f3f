import { MissionNodeInfoPermission as P, outsideStatementFilter, outsideStatementInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { outsideStatement, outsideStatementExport } from './statement.service.js';

/** The outside statement (SPEC 7 Statements): per outside factory, mission and node; its xlsx. */
export function registerStatementRoutes(app: FastifyInstance): void {
  const tags = ['mission-node-info'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/mission/statement/missions',
    summary: 'Outside statement: sent, returned, passed and payable per outside factory, mission and node',
    tags,
    permission: P.statement,
    body: outsideStatementInput,
    handler: ({ body, ctx }) => outsideStatement(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'fac/mission/statement/missions/export',
    permission: P.statement,
    summary: 'The outside statement as xlsx (number cells, totals)',
    tags,
    body: outsideStatementFilter,
    build: (ctx, body) => outsideStatementExport(db, ctx, body) as ExportDefinition<unknown>,
  });
}
