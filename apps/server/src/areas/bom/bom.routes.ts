import {
  bomCopyInput,
  bomCreateInput,
  bomDefaultInput,
  bomIdQuery,
  bomListQuery,
  bomLogDetailQuery,
  bomLogListQuery,
  bomOrderListInput,
  bomOrderUpdateInput,
  BomPermission,
  bomRepeatNameQuery,
  bomSkuDetailQuery,
  bomStyleSkuQuery,
  bomUpdateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { route } from '../../platform/http/route.js';
import { copyBom } from './bom-copy.service.js';
import { getBomLog, listBomLogs } from './bom-log.service.js';
import { listBomOrders, moveOrdersToBom } from './bom-orders.service.js';
import { bomSkuViews, styleAttrs } from './bom-query.service.js';
import { checkBomName, createBom, deleteBom, getBomDetail, listBoms, setDefaultBom, updateBom } from './bom.service.js';

/** The goods BOM calls (SPEC 7 "Materials, BOM, sizes"; reference api/08-bom.md rows 4-13). */
export function registerBomRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['bom'];
  const db = app.db;

  for (const url of ['fac/commonBom/list', 'fac/commonBom/easyBomList'])
    route(app, {
      method: 'GET',
      url,
      summary: "The goods style's BOMs, the default first (easyBomList: filtered by name)",
      tags,
      permission: BomPermission.list,
      query: bomListQuery,
      handler: async ({ query, ctx }) => {
        const list = await listBoms(db, ctx, query.styleId, query.name);
        return { commonBomList: list };
      },
    });
  route(app, {
    method: 'GET',
    url: 'fac/commonBom/bomDetail',
    summary: "One BOM with its rows, locks and the style's colours, sizes, lengths and parts",
    tags,
    permission: BomPermission.list,
    query: bomIdQuery,
    handler: async ({ query, ctx }) => ({ commonBom: await getBomDetail(db, bills, ctx, query.id) }),
  });
  route(app, {
    method: 'POST',
    url: 'fac/commonBom/addCommonBom',
    summary: "Create a draft BOM of a goods style (optionally from a template); the style's first BOM is its default",
    tags,
    permission: BomPermission.add,
    body: bomCreateInput,
    handler: ({ body, ctx }) => createBom(db, bills, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/commonBom/updateCommonBom',
    summary: 'Edit a draft or rejected BOM (rows keep their ids; locked rows must come back unchanged)',
    tags,
    permission: BomPermission.update,
    body: bomUpdateInput,
    handler: ({ body, ctx }) => updateBom(db, bills, ctx, body),
  });
  for (const method of ['GET', 'POST'] as const)
    route(app, {
      method,
      url: 'fac/commonBom/deleteCommonBom',
      changesData: true,
      summary: 'Delete a draft BOM (another BOM of the style becomes the default)',
      tags,
      permission: BomPermission.delete,
      ...(method === 'GET' ? { query: bomIdQuery } : { body: bomIdQuery }),
      handler: async ({ body, query, ctx }) => {
        await deleteBom(db, bills, ctx, (body ?? query)!.id);
        return null;
      },
    });
  route(app, {
    method: 'POST',
    url: 'fac/commonBom/copyCommonBom',
    summary: '复制BOM: a new draft BOM with the same rows, of the same style or of styleId (dropped: what that style lacks)',
    tags,
    permission: BomPermission.add,
    body: bomCopyInput,
    handler: ({ body, ctx }) => copyBom(db, bills, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/commonBom/queryRepeatName',
    summary: 'Is this BOM name taken by another BOM of the style? (exists, id)',
    tags,
    permission: BomPermission.list,
    query: bomRepeatNameQuery,
    handler: ({ query, ctx }) => checkBomName(db, ctx, query),
  });
  for (const url of ['uflo/common/bom/updateDefaultBom', 'spl/bom/updateDefaultBom'])
    route(app, {
      method: 'PUT',
      url,
      summary: "The BOM becomes its goods style's default",
      tags,
      permission: BomPermission.update,
      body: bomDefaultInput,
      handler: ({ body, ctx }) => setDefaultBom(db, ctx, body.id),
    });
  for (const url of ['fac/commonBom/commonBomSkuDetail', 'fac/commonBom/colorItemBomDetail'])
    route(app, {
      method: 'GET',
      url,
      summary: 'The BOM per goods SKU: each SKU with its materials (mapped colour, size usage)',
      tags,
      permission: BomPermission.list,
      query: bomSkuDetailQuery,
      handler: async ({ query, ctx }) => ({ commonStyleSkuList: await bomSkuViews(db, bills, ctx, query) }),
    });
  route(app, {
    method: 'GET',
    url: 'fac/commonStyleSku/list',
    summary: "The goods style's colours, sizes and lengths for the BOM's 用于 selects (withAll: 全部 first)",
    tags,
    permission: BomPermission.list,
    query: bomStyleSkuQuery,
    handler: ({ query, ctx }) => styleAttrs(db, ctx, query.styleId, query.withAll),
  });
  route(app, {
    method: 'GET',
    url: 'fac/commonBom/logList',
    summary: 'Operation records of a BOM, newest first',
    tags,
    permission: BomPermission.list,
    query: bomLogListQuery,
    handler: ({ query, ctx }) => listBomLogs(db, ctx, query),
  });
  route(app, {
    method: 'POST',
    url: 'fac/commonBom/bomOrderList',
    summary: 'The production orders whose goods use this BOM (or take it as the style default), newest first',
    tags,
    permission: BomPermission.list,
    body: bomOrderListInput,
    handler: ({ body, ctx }) => listBomOrders(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/commonBom/updateBomOrderList',
    summary: 'These goods blocks of live formal orders (of the BOM’s style) now use this BOM; all or nothing',
    tags,
    permission: BomPermission.update,
    body: bomOrderUpdateInput,
    handler: ({ body, ctx }) => moveOrdersToBom(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/commonBom/logDetail',
    summary: 'One operation record with the BOM before and after',
    tags,
    permission: BomPermission.list,
    query: bomLogDetailQuery,
    handler: ({ query, ctx }) => getBomLog(db, ctx, query.logId),
  });
}
