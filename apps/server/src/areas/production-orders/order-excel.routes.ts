import { orderListInput, ProductionOrderPermission as P } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, registerImportRoutes, type ExportDefinition } from '../../platform/excel/index.js';
import { orderExport } from './order-export.service.js';
import { orderImport } from './order-import.service.js';

/** facPrdOrder/exportExcel (the list's filters), facPrdOrder/importTemplate, importExcel (dry run), importExcel/commit. */
export function registerOrderExcelRoutes(app: FastifyInstance): void {
  const tags = ['production-orders'];
  registerImportRoutes(app, { base: 'facPrdOrder', permission: P.add, definition: orderImport, tags });
  registerExportRoute(app, {
    url: 'facPrdOrder/exportExcel',
    summary: 'Orders as xlsx, one row per ordered goods (the list filters), streamed',
    tags,
    permission: P.query,
    body: orderListInput,
    build: (ctx, body) => orderExport(app.db, ctx, body) as ExportDefinition<unknown>,
  });
}
