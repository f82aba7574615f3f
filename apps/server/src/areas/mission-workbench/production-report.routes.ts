import { factoryProgressInput, MissionWorkbenchPermission as P, wageReportInput, workbayProgressInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { factoryProgressExport, wageExport, workbayProgressExport } from './production-report-export.service.js';
import { getFactoryProgress, getWageReport, getWorkbayProgress } from './production-report.service.js';

/** The production reports: 员工计件工资, 工位-节点进度, 工厂进度, each with its xlsx export. */
export function registerProductionReportRoutes(app: FastifyInstance): void {
  const tags = ['mission-workbench'];
  const db = app.db;
  route(app, {
    method: 'POST',
    url: 'fac/report/pieceWages',
    summary: '员工计件工资: reviewed completed and adjusted quantities x the node labour cost, per workbay and node',
    tags,
    permission: P.wages,
    body: wageReportInput,
    handler: ({ body, ctx }) => getWageReport(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'fac/report/pieceWages/export',
    permission: P.wages,
    summary: '员工计件工资 as xlsx',
    tags,
    body: wageReportInput,
    build: async (ctx, body) => (await wageExport(db, ctx, body)) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: 'fac/report/workbayNodeProgress',
    summary: '工位-节点进度: per workbay and mission node, the reviewed quantity beside the node figures',
    tags,
    permission: P.workbayProgress,
    body: workbayProgressInput,
    handler: ({ body, ctx }) => getWorkbayProgress(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'fac/report/workbayNodeProgress/export',
    permission: P.workbayProgress,
    summary: '工位-节点进度 as xlsx',
    tags,
    body: wageReportInput,
    build: (ctx, body) => workbayProgressExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: 'fac/report/factoryProgress',
    summary: '工厂进度: a page of missions with every node progress',
    tags,
    permission: P.factoryProgress,
    body: factoryProgressInput,
    handler: ({ body, ctx }) => getFactoryProgress(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'fac/report/factoryProgress/export',
    permission: P.factoryProgress,
    summary: '工厂进度 as xlsx, one row per mission and node',
    tags,
    body: factoryProgressInput,
    build: (ctx, body) => factoryProgressExport(db, ctx, body) as ExportDefinition<unknown>,
  });
}
