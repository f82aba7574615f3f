import type { FastifyInstance } from 'fastify';
import { registerExportRoute, registerImportRoutes, type ExportDefinition } from '../../platform/excel/index.js';
import { supplierExport, supplierExportInput, supplierImport } from './supplier-excel.service.js';

/** supplier/importTemplate, supplier/importExcel (dry run), supplier/importExcel/commit, supplier/exportExcel. */
export function registerSupplierExcelRoutes(app: FastifyInstance): void {
  const tags = ['suppliers'];
  registerImportRoutes(app, { base: 'supplier', permission: 'fac.supplier.add', definition: supplierImport, tags });
  registerExportRoute(app, {
    url: 'supplier/exportExcel',
    summary: 'Suppliers as xlsx (the list filters: keyword, statuses), streamed',
    tags,
    permission: 'fac.supplier.list',
    body: supplierExportInput,
    build: (ctx, body) => supplierExport(app.db, ctx, body) as ExportDefinition<unknown>,
  });
}
