import {
  attributesPermissions as perm,
  batchStopUseInput,
  changeColorCategoryInput,
  colorCategoryInput,
  colorCategoryUpdateInput,
  facCommonListInput,
  idSchema,
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
import { addColorCategory, deleteColorCategory, updateColorCategory } from './color-category.service.js';
import { listColorCategories } from './color-category.repository.js';
import { colorImport, sizeImport } from './sku-attr-excel.service.js';
import { pageSkuAttrs } from './sku-attr.repository.js';
import {
  addSkuAttr,
  changeColorCategory,
  colorGroups,
  setStopUse,
  skuAttrList,
  skuAttrOptions,
  updateSkuAttr,
} from './sku-attr.service.js';

const tags = ['attributes'];
const settings = 'fac/common/settings';

/** 规格库: colours (with colour groups), sizes, standard lengths and free SKU attributes. */
export function registerSkuAttrRoutes(app: FastifyInstance): void {
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/unit/settings/getCommonSkuAttrList',
    summary: 'SKU attribute values (type, keyword, ids, colour groups); colours also grouped',
    tags,
    permission: null,
    body: skuAttrListInput,
    handler: ({ body, ctx }) =>
      skuAttrList(db, ctx, {
        type: body.type,
        keyword: body.keyword,
        ids: body.skuAttrIds,
        categoryIds: body.classifys,
        includeStopped: body.includeStopped,
      }),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/getFacCommonList`,
    summary: 'The library list of one kind, paged (stop-used values included unless asked otherwise)',
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
      return { ...(await pageSkuAttrs(db, ctx.unitId, filter, pageSize, offset)), pageNo, pageSize };
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
    summary: 'Add a colour, size, standard length or SKU attribute value',
    tags,
    permission: perm.specLibraryEdit,
    body: skuAttrAddInput,
    handler: ({ body, ctx }) => addSkuAttr(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/updateCommonSkuAttr`,
    summary: 'Edit a value (name, code, colour group, sort)',
    tags,
    permission: perm.specLibraryEdit,
    body: skuAttrUpdateInput,
    handler: ({ body, ctx }) => updateSkuAttr(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/stopUse`,
    summary: 'Stop using (or resume) one value: it leaves the option lists but stays readable',
    tags,
    permission: perm.specLibraryEdit,
    body: stopUseInput,
    handler: ({ body, ctx }) => setStopUse(db, ctx, [body.id], body.isStopped),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/batchStopUse`,
    summary: 'Stop using (or resume) several values',
    tags,
    permission: perm.specLibraryEdit,
    body: batchStopUseInput,
    handler: ({ body, ctx }) => setStopUse(db, ctx, body.ids, body.isStopped),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/updateCategorys`,
    summary: 'Move colours to another colour group (修改分组)',
    tags,
    permission: perm.specLibraryEdit,
    body: changeColorCategoryInput,
    handler: ({ body, ctx }) => changeColorCategory(db, ctx, body.ids, body.categoryId),
  });

  // 从Excel导入: template, dry run, commit (platform/excel) for colours and for sizes.
  registerImportRoutes(app, { base: `${settings}/color`, permission: perm.specLibraryEdit, definition: colorImport, tags });
  registerImportRoutes(app, { base: `${settings}/size`, permission: perm.specLibraryEdit, definition: sizeImport, tags });

  // Colour groups: GET list, POST add, PUT edit, DELETE (only when empty).
  route(app, {
    method: 'GET',
    url: `${settings}/Category`,
    summary: 'Colour groups with their colour counts',
    tags,
    permission: null,
    handler: ({ ctx }) => listColorCategories(db, ctx.unitId),
  });
  route(app, {
    method: 'POST',
    url: `${settings}/Category`,
    summary: 'Add a colour group',
    tags,
    permission: perm.specLibraryEdit,
    body: colorCategoryInput,
    handler: ({ body, ctx }) => addColorCategory(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: `${settings}/Category`,
    summary: 'Rename or re-sort a colour group',
    tags,
    permission: perm.specLibraryEdit,
    body: colorCategoryUpdateInput,
    handler: ({ body, ctx }) => updateColorCategory(db, ctx, body),
  });
  route(app, {
    method: 'DELETE',
    url: `${settings}/Category`,
    summary: 'Delete an empty colour group',
    tags,
    permission: perm.specLibraryEdit,
    query: z.object({ id: idSchema }),
    handler: async ({ query, ctx }) => {
      await deleteColorCategory(db, ctx, query.id);
      return null;
    },
  });
}
