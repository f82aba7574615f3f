import {
  attributesPermissions as perm,
  batchStopUseInput,
  changeColorCategoryInput,
  colorCategoryDeleteInput,
  colorCategoryInput,
  colorCategoryListInput,
  colorCategoryUpdateInput,
  facCommonListInput,
  pageOf,
  skuAttrAddInput,
  skuAttrListInput,
  skuAttrOptionsInput,
  skuAttrUpdateInput,
  stopUseInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerImportRoutes } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { addColorCategory, deleteColorCategory, listColorCategories, updateColorCategory } from './color-category.service.js';
import { colorImport, sizeImport } from './sku-attr-excel.service.js';
import {
  addSkuAttr,
  changeColorCategory,
  colorGroups,
  pageSkuAttrList,
  setStopUse,
  skuAttrList,
  skuAttrOptions,
  updateSkuAttr,
} from './sku-attr.service.js';

const tags = ['attributes'];
const settings = 'fac/common/settings';

/**
 * 规格库: colours (with colour groups), sizes, standard lengths and free SKU attributes. Lists read the company's
 * rows and the factory's own (or one level, `level`); writes say their level and need its code (so the routes
 * declare none: fac.specLibrary.edit for the factory's own, company.specLibrary.edit for the company's).
 */
export function registerSkuAttrRoutes(app: FastifyInstance): void {
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/unit/settings/getCommonSkuAttrList',
    summary:
      'SKU attribute values of the company and the factory (type, keyword, ids, colour groups, level); colours also grouped',
    tags,
    permission: null,
    body: skuAttrListInput,
    handler: ({ body, ctx }) =>
      skuAttrList(
        db,
        ctx,
        {
          type: body.type,
          keyword: body.keyword,
          ids: body.skuAttrIds,
          categoryIds: body.classifys,
          includeStopped: body.includeStopped,
        },
        body.level,
      ),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/getFacCommonList`,
    summary: "The library list of one kind, paged, the company's first (stop-used included unless asked otherwise)",
    tags,
    permission: null,
    body: facCommonListInput,
    handler: async ({ body, ctx }) => {
      const { pageNo, pageSize, offset } = pageOf(body);
      const filter = {
        type: body.type,
        keyword: body.keyword,
        categoryIds: body.categoryId ? [body.categoryId] : undefined,
        includeStopped: body.includeStopped,
      };
      const page = await pageSkuAttrList(db, ctx, filter, { level: body.level, limit: pageSize, offset });
      return { ...page, pageNo, pageSize };
    },
  });
  route(app, {
    method: 'GET',
    url: `${settings}/skuAttrOptions`,
    summary: 'Dropdown options of colours, sizes, standard lengths...; withAll puts 全部… (id ALL) first',
    tags,
    permission: null,
    query: skuAttrOptionsInput,
    handler: ({ query, ctx }) => skuAttrOptions(db, ctx, query),
  });
  route(app, {
    method: ['GET', 'POST'],
    url: `${settings}/findColorCategorys`,
    summary: 'Live colours grouped by colour group: [{categoryId, category, colorList}]',
    tags,
    permission: null,
    query: z.object({ keyword: z.string().trim().max(50).optional() }).optional(),
    handler: ({ query, ctx }) => colorGroups(db, ctx, { keyword: query?.keyword }),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/addCommonSkuAttr`,
    summary: 'Add a colour, size, standard length or SKU attribute value (level COMPANY: to the company library)',
    tags,
    permission: null,
    body: skuAttrAddInput,
    handler: ({ body, ctx }) => addSkuAttr(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/updateCommonSkuAttr`,
    summary: 'Edit a value (name, code, colour group, sort) at its level',
    tags,
    permission: null,
    body: skuAttrUpdateInput,
    handler: ({ body, ctx }) => updateSkuAttr(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/stopUse`,
    summary: 'Stop using (or resume) one value: it leaves the option lists but stays readable',
    tags,
    permission: null,
    body: stopUseInput,
    handler: ({ body, ctx }) => setStopUse(db, ctx, { ids: [body.id], isStopped: body.isStopped, level: body.level }),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/batchStopUse`,
    summary: 'Stop using (or resume) several values of one level',
    tags,
    permission: null,
    body: batchStopUseInput,
    handler: ({ body, ctx }) => setStopUse(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/updateCategorys`,
    summary: 'Move colours to another colour group (修改分组)',
    tags,
    permission: null,
    body: changeColorCategoryInput,
    handler: ({ body, ctx }) => changeColorCategory(db, ctx, body),
  });

  // 从Excel导入: template, dry run, commit (platform/excel) for colours and for sizes, into the factory's own library.
  registerImportRoutes(app, { base: `${settings}/color`, permission: perm.specLibraryEdit, definition: colorImport, tags });
  registerImportRoutes(app, { base: `${settings}/size`, permission: perm.specLibraryEdit, definition: sizeImport, tags });

  // Colour groups: GET list, POST add, PUT edit, DELETE (only when empty).
  route(app, {
    method: 'GET',
    url: `${settings}/Category`,
    summary: 'Colour groups of the company and the factory (or one level) with their colour counts',
    tags,
    permission: null,
    query: colorCategoryListInput.optional(),
    handler: ({ query, ctx }) => listColorCategories(db, ctx, query?.level),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/Category`,
    summary: 'Add a colour group (level COMPANY: to the company library)',
    tags,
    permission: null,
    body: colorCategoryInput,
    handler: ({ body, ctx }) => addColorCategory(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: `${settings}/Category`,
    summary: 'Rename or re-sort a colour group at its level',
    tags,
    permission: null,
    body: colorCategoryUpdateInput,
    handler: ({ body, ctx }) => updateColorCategory(db, ctx, body),
  });
  route(app, {
    method: 'DELETE',
    url: `${settings}/Category`,
    summary: 'Delete an empty colour group at its level',
    tags,
    permission: null,
    query: colorCategoryDeleteInput,
    handler: async ({ query, ctx }) => {
      await deleteColorCategory(db, ctx, query);
      return null;
    },
  });
}
