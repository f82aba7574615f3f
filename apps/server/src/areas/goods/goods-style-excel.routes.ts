import { GoodsPermission, goodsStyleExportInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, registerImportRoutes, type ExportDefinition } from '../../platform/excel/index.js';
import { styleImport } from './goods-style-excel.service.js';
import { styleExport } from './goods-style-export.service.js';

/** fac/goods/importTemplate, importExcel (dry run), importExcel/commit; fac/goods/exportGoodsStyle (streamed). */
export function registerGoodsStyleExcelRoutes(app: FastifyInstance): void {
  const tags = ['goods'];
  registerImportRoutes(app, { base: 'fac/goods', permission: GoodsPermission.add, definition: styleImport, tags });
  registerExportRoute(app, {
    url: 'fac/goods/exportGoodsStyle',
    summary: 'Goods styles as xlsx (the list filters), with the enabled custom fields; streamed',
    tags,
    permission: GoodsPermission.list,
    body: goodsStyleExportInput,
    build: (ctx, body) => styleExport(app.db, ctx, body) as Promise<ExportDefinition<unknown>>,
  });
}
