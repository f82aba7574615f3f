import {
  GoodsPermission,
  goodsCategoryAdd,
  goodsCategoryIdInput,
  goodsCategorySort,
  goodsCategoryStopUse,
  goodsCategoryUpdate,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import {
  addCategory,
  categoryTree,
  deleteCategory,
  setCategoryStopped,
  sortCategories,
  updateCategory,
} from './goods-category.service.js';

/** fac/goods/category/*: the unit's goods category tree (品类: 大类 / 中类 / 小类). */
export function registerGoodsCategoryRoutes(app: FastifyInstance): void {
  const tags = ['goods'];
  const db = app.db;
  const base = 'fac/goods/category';
  route(app, {
    method: 'GET',
    url: `${base}/tree`,
    summary: 'The whole category tree, stop-used ones flagged, with path names',
    tags,
    permission: GoodsPermission.list,
    handler: ({ ctx }) => categoryTree(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: `${base}/add`,
    summary: 'Add a category under parentId (none = a big category); at most three levels',
    tags,
    permission: GoodsPermission.update,
    body: goodsCategoryAdd,
    handler: ({ body, ctx }) => addCategory(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    summary: 'Rename a category (unique among its siblings), optionally change its sort',
    tags,
    permission: GoodsPermission.update,
    body: goodsCategoryUpdate,
    handler: ({ body, ctx }) => updateCategory(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/stopUse`,
    summary: 'Stop-use or re-enable a category (a stopped one cannot be newly chosen on a style)',
    tags,
    permission: GoodsPermission.update,
    body: goodsCategoryStopUse,
    handler: ({ body, ctx }) => setCategoryStopped(db, ctx, body.id, body.isStopped),
  });
  route(app, {
    method: 'POST',
    url: `${base}/delete`,
    summary: 'Delete a category; refused while child categories or goods styles use it',
    tags,
    permission: GoodsPermission.update,
    body: goodsCategoryIdInput,
    handler: async ({ body, ctx }) => {
      await deleteCategory(db, ctx, body.id);
      return null;
    },
  });
  route(app, {
    method: 'POST',
    url: `${base}/sort`,
    summary: 'Reorder the children of parentId (all of them, in the new order); answers the tree',
    tags,
    permission: GoodsPermission.update,
    body: goodsCategorySort,
    handler: ({ body, ctx }) => sortCategories(db, ctx, body.parentId, body.ids),
  });
}
