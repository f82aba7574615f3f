import {
  attributesPermissions as perm,
  sizeCategoryIdQuery,
  sizeCategoryInput,
  sizeCategoryUpdateInput,
  sizesOfCategoryQuery,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { listSizeCategories } from './size-category.repository.js';
import {
  addSizeCategory,
  deleteSizeCategory,
  notUsedMediumList,
  sizeInfo,
  updateSizeCategory,
  usedMediumList,
} from './size-category.service.js';

const tags = ['sizes'];
const config = 'goodsAttrSizeCategory/config';

/** 尺码组 (size categories): ordered sizes, linked to goods medium categories. */
export function registerSizeCategoryRoutes(app: FastifyInstance): void {
  const db = app.db;
  const anyBody = z.object({}).passthrough().optional();

  route(app, {
    method: 'POST',
    url: `${config}/list`,
    summary: 'Size categories with their sizes in order and their medium categories',
    tags,
    permission: null,
    body: anyBody,
    handler: ({ ctx }) => listSizeCategories(db, ctx.unitId),
  });
  route(app, {
    method: 'POST',
    url: `${config}/add`,
    summary: 'Add a size category',
    tags,
    permission: perm.sizeCategoryEdit,
    body: sizeCategoryInput,
    handler: ({ body, ctx }) => addSizeCategory(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${config}/update`,
    summary: 'Edit a size category (name, sizes and their order, medium categories)',
    tags,
    permission: perm.sizeCategoryEdit,
    body: sizeCategoryUpdateInput,
    handler: ({ body, ctx }) => updateSizeCategory(db, ctx, body),
  });
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: `${config}/delete`,
      changesData: true,
      summary: 'Delete a size category nothing uses',
      tags,
      permission: perm.sizeCategoryEdit,
      ...(method === 'POST' ? { body: sizeCategoryIdQuery } : { query: sizeCategoryIdQuery }),
      handler: async ({ body, query, ctx }) => {
        await deleteSizeCategory(db, ctx, (body ?? query)!.id);
        return null;
      },
    });
  }
  route(app, {
    method: 'GET',
    url: `${config}/categoryMediumUsedList`,
    summary: 'Medium categories already given a size category',
    tags,
    permission: null,
    handler: ({ ctx }) => usedMediumList(db, ctx),
  });
  route(app, {
    method: 'GET',
    url: `${config}/categoryMediumNotUsedList`,
    summary: 'Medium categories without a size category yet',
    tags,
    permission: null,
    handler: ({ ctx }) => notUsedMediumList(db, ctx),
  });
  route(app, {
    method: 'GET',
    url: 'commonSizeCatagory/list',
    summary: 'Size categories of the factory (commonSizeCategoryList)',
    tags,
    permission: null,
    handler: async ({ ctx }) => ({ commonSizeCategoryList: await listSizeCategories(db, ctx.unitId) }),
  });
  route(app, {
    method: 'GET',
    url: 'commonSizeCatagory/getClassifyList',
    summary: 'Size category options: categoryId, category',
    tags,
    permission: null,
    handler: async ({ ctx }) =>
      (await listSizeCategories(db, ctx.unitId)).map(({ categoryId, category }) => ({ categoryId, category })),
  });
  route(app, {
    method: 'GET',
    url: 'fac/goods/getSizeInfoByCategoryMediumId',
    summary: 'Live sizes of a size category (by categoryId, or by medium category attrId), in order',
    tags,
    permission: null,
    query: sizesOfCategoryQuery,
    handler: ({ query, ctx }) => sizeInfo(db, ctx, query),
  });
}
