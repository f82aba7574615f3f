import { GoodsPermission, goodsImportInput, goodsImportListInput, importSourceInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { importStyles, listImportableStyles, sourceCategoryTree } from './goods-import.service.js';

/** 从体系导入: goods styles of another factory of the company, copied into this one (the target's add permission). */
export function registerGoodsImportRoutes(app: FastifyInstance): void {
  const tags = ['goods'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/goods/commonStyleListNoUnit',
    summary: "Another factory's goods styles to import, paged (sourceUnitId, keyword, its categoryIds)",
    tags,
    permission: GoodsPermission.add,
    body: goodsImportListInput,
    handler: ({ body, ctx }) => listImportableStyles(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/goods/commonStyleCategoryTree',
    summary: "Another factory's goods category tree (the import list's category filter)",
    tags,
    permission: GoodsPermission.add,
    query: importSourceInput,
    handler: ({ query, ctx }) => sourceCategoryTree(db, ctx, query.sourceUnitId),
  });
  route(app, {
    method: 'POST',
    url: 'fac/goods/commonStyleImport',
    summary: 'Import goods styles of another factory of the company (skips style nos this factory has)',
    tags,
    permission: GoodsPermission.add,
    body: goodsImportInput,
    handler: ({ body, ctx }) => importStyles(db, ctx, body),
  });
}
