import { MaterialPermission, materialSpecDeleteInput, materialSpecInput, materialSpecListInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { listSpecs, removeSpec, saveSpec } from './material-spec.service.js';

/**
 * Material specifications: the company's (level COMPANY, 多厂通用设置) and the factory's own. The list reads both
 * (or one level); add, edit and delete say their level and need its code, so those routes declare none.
 */
export function registerMaterialSpecRoutes(app: FastifyInstance): void {
  const tags = ['materials'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/materials/getMaterialsSpecifications',
    summary:
      "Material specifications (id, no, remark, noName, level), the company's first, paged; materialId: the ones its SKUs use",
    tags,
    permission: MaterialPermission.list,
    body: materialSpecListInput,
    handler: ({ body, ctx }) => listSpecs(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/addOrUpdateCommonMaterialsSpecifications',
    summary: 'Add a specification (blank no = generated), or edit one when an id is given, at the level given',
    tags,
    permission: null,
    body: materialSpecInput,
    handler: ({ body, ctx }) => saveSpec(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/deleteCommonMaterialsSpecifications',
    changesData: true,
    summary: 'Delete a specification no SKU uses, at its level',
    tags,
    permission: null,
    query: materialSpecDeleteInput,
    handler: async ({ query, ctx }) => {
      await removeSpec(db, ctx, query);
      return null;
    },
  });
}
