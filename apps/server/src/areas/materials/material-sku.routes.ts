import {
  idSchema,
  MaterialPermission,
  materialBatchStopUseInput,
  materialStopUseInput,
  skuListByStyleInput,
  skuListInput,
  skuSupplierUpdateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import {
  checkDeleteSku,
  checkDeleteSkuSupplier,
  listSkus,
  listSkusByStyle,
  setSkuStopUse,
  skuSuppliers,
  updateSkuSupplier,
} from './material-sku.service.js';

const bySku = z.object({ materialsSkuId: idSchema });

export function registerMaterialSkuRoutes(app: FastifyInstance): void {
  const tags = ['materials'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/materials/stopUse',
    summary: 'Stop (stopUse true) or resume using one material SKU',
    tags,
    permission: MaterialPermission.update,
    body: materialStopUseInput,
    handler: ({ body, ctx }) => setSkuStopUse(db, ctx, [body.id], body.stopUse),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/batchStopUse',
    summary: 'Stop or resume using several material SKUs',
    tags,
    permission: MaterialPermission.update,
    body: materialBatchStopUseInput,
    handler: ({ body, ctx }) => setSkuStopUse(db, ctx, body.ids, body.stopUse),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/skulist',
    summary: 'Material SKUs for pickers: reviewed and in use unless asked otherwise',
    tags,
    permission: MaterialPermission.list,
    body: skuListInput,
    handler: ({ body, ctx }) => listSkus(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/skulistByStyle',
    summary: 'Material SKUs of the materials linked to a goods style (关联商品款号), for the BOM material picker',
    tags,
    permission: MaterialPermission.list,
    body: skuListByStyleInput,
    handler: ({ body, ctx }) => listSkusByStyle(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/materialsSkuSupplierList',
    summary: 'The suppliers of one material SKU with their prices',
    tags,
    permission: MaterialPermission.list,
    body: bySku,
    handler: ({ body, ctx }) => skuSuppliers(db, ctx, body.materialsSkuId),
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/materialsSkuSupplierList/v2',
    summary: 'The suppliers of one material SKU with their prices',
    tags,
    permission: MaterialPermission.list,
    query: bySku,
    handler: ({ query, ctx }) => skuSuppliers(db, ctx, query.materialsSkuId),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/updateMaterialsSkuSupplier',
    summary: 'Add or edit one supplier of a SKU (style no, colour no, prices, default)',
    tags,
    permission: MaterialPermission.update,
    body: skuSupplierUpdateInput,
    handler: ({ body, ctx }) => updateSkuSupplier(db, ctx, body.materialsSkuId, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/check/delete-materials-sku',
    summary: 'Before removing a SKU: what uses it',
    tags,
    permission: MaterialPermission.list,
    query: bySku,
    handler: ({ query, ctx }) => checkDeleteSku(db, ctx, query.materialsSkuId),
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/check/delete-supplier',
    summary: 'Before removing a supplier from a SKU: what uses that pair',
    tags,
    permission: MaterialPermission.list,
    query: bySku.extend({ supplierId: idSchema }),
    handler: ({ query, ctx }) => checkDeleteSkuSupplier(db, ctx, query.materialsSkuId, query.supplierId),
  });
}
