import {
  barcodeAssignInput,
  barcodeDeleteInput,
  barcodeExistsQuery,
  barcodeGenerateInput,
  barcodeListInput,
  barcodeUpdate,
  GoodsPermission,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerImportRoutes } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import {
  assignBarcodeToSku,
  barcodeExists,
  barcodeImport,
  deleteBarcodeBatch,
  generateSkuBarcodes,
  pageBarcodeList,
  updateBarcodeRecord,
} from './goods-barcode.service.js';

/**
 * gbcode/*: goods barcodes, the company's (ADR 0011: unique in the company, at most one per SKU); a factory lists and
 * changes the free ones and those of its own SKUs, under the company-level code. Import through platform/excel.
 */
export function registerGoodsBarcodeRoutes(app: FastifyInstance): void {
  const tags = ['goods barcodes'];
  const db = app.db;
  const permission = GoodsPermission.barcode;
  route(app, {
    method: 'POST',
    url: 'gbcode/list',
    summary:
      "Barcodes of the factory's SKUs and the company's free ones, paged (keyword on barcode / national code / style no, style, assigned, has national code)",
    tags,
    permission,
    body: barcodeListInput,
    handler: ({ body, ctx }) => pageBarcodeList(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'gbcode/update',
    summary: 'Change a barcode or its national code',
    tags,
    permission,
    body: barcodeUpdate,
    handler: ({ body, ctx }) => updateBarcodeRecord(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'gbcode/assign',
    summary: 'Assign a barcode to a SKU of a style (skuId null takes it off)',
    tags,
    permission,
    body: barcodeAssignInput,
    handler: ({ body, ctx }) => assignBarcodeToSku(db, ctx, body.id, body.skuId),
  });
  route(app, {
    method: 'POST',
    url: 'fac/barcode/generatorSkuBarcodes',
    summary: 'A new barcode (numbering key GOODS_BARCODE) for every SKU without one, of styleIds or of all styles',
    tags,
    permission,
    body: barcodeGenerateInput,
    handler: ({ body, ctx }) => generateSkuBarcodes(db, ctx, body?.styleIds),
  });
  route(app, {
    method: 'POST',
    url: 'gbcode/delete',
    summary: 'Delete barcodes',
    tags,
    permission,
    body: barcodeDeleteInput,
    handler: ({ body, ctx }) => deleteBarcodeBatch(db, ctx, body.ids),
  });
  route(app, {
    method: 'GET',
    url: 'fac/barcode/isExist',
    summary: 'Whether a barcode already exists in the company (besides barcodeId)',
    tags,
    permission: null,
    query: barcodeExistsQuery,
    handler: ({ query, ctx }) => barcodeExists(db, ctx, query.barcode, query.barcodeId),
  });
  registerImportRoutes(app, { base: 'gbcode', permission, definition: barcodeImport, tags });
}
