import {
  attributesPermissions as perm,
  pageOf,
  sizeTableIdParams,
  sizeTableInput,
  sizeTableListInput,
  sizeTableTemplateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { pageSizeTables } from './size-table.repository.js';
import { createSizeTable, deleteSizeTable, getSizeTable, updateSizeTable } from './size-table.service.js';

const tags = ['sizes'];

/** 尺寸表 (size-table) and 尺寸表模板 (size-table/template): the same five calls each. */
export function registerSizeTableRoutes(app: FastifyInstance): void {
  const db = app.db;
  for (const isTemplate of [false, true]) {
    const base = isTemplate ? 'size-table/template' : 'size-table';
    const what = isTemplate ? 'size table template' : 'size table';
    const body = isTemplate ? sizeTableTemplateInput : sizeTableInput;

    route(app, {
      method: 'POST',
      url: `${base}/list`,
      summary: `${what}s, paged`,
      tags,
      permission: null,
      body: sizeTableListInput,
      handler: async ({ body: input, ctx }) => {
        const { pageNo, pageSize, offset } = pageOf(input);
        return { ...(await pageSizeTables(db, ctx.unitId, isTemplate, input, pageSize, offset)), pageNo, pageSize };
      },
    });
    route(app, {
      method: 'POST',
      url: base,
      summary: isTemplate ? 'Create a size table template' : 'Create a size table (optionally from a template)',
      tags,
      permission: perm.sizeTableEdit,
      body,
      handler: ({ body: input, ctx }) => createSizeTable(db, ctx, input, isTemplate),
    });
    route(app, {
      method: 'GET',
      url: `${base}/:id`,
      summary: `One ${what}: sizes of its category and the measurement grid`,
      tags,
      permission: null,
      params: sizeTableIdParams,
      handler: ({ params, ctx }) => getSizeTable(db, ctx, params.id, isTemplate),
    });
    route(app, {
      method: 'PUT',
      url: `${base}/:id`,
      summary: `Replace a ${what}`,
      tags,
      permission: perm.sizeTableEdit,
      params: sizeTableIdParams,
      body,
      handler: ({ params, body: input, ctx }) => updateSizeTable(db, ctx, params.id, input, isTemplate),
    });
    route(app, {
      method: 'DELETE',
      url: `${base}/:id`,
      summary: `Delete a ${what}`,
      tags,
      permission: perm.sizeTableEdit,
      params: sizeTableIdParams,
      handler: async ({ params, ctx }) => {
        await deleteSizeTable(db, ctx, params.id, isTemplate);
        return null;
      },
    });
  }
}
