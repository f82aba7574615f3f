import { MaterialPermission, materialListFilter } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, registerImportRoutes, type ExportDefinition } from '../../platform/excel/index.js';
import { materialExport, materialImport } from './material-excel.service.js';

/** fac/materials/importTemplate, importExcel (dry run), importExcel/commit, exportExcel. */
export function registerMaterialExcelRoutes(app: FastifyInstance): void {
  const tags = ['materials'];
  registerImportRoutes(app, { base: 'fac/materials', permission: MaterialPermission.add, definition: materialImport, tags });
  registerExportRoute(app, {
    url: 'fac/materials/exportExcel',
    summary: 'Materials as xlsx, one row per SKU, with the list filters; streamed',
    tags,
    permission: MaterialPermission.list,
    body: materialListFilter,
    build: (ctx, body) => materialExport(app.db, ctx, body) as Promise<ExportDefinition<unknown>>,
  });
}
