import { idSchema, MaterialPermission, materialSpecInput, materialSpecListInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { listSpecs, removeSpec, saveSpec } from './material-spec.service.js';

export function registerMaterialSpecRoutes(app: FastifyInstance): void {
  const tags = ['materials'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/materials/getMaterialsSpecifications',
    summary: 'Material specifications (id, no, remark, noName), paged; materialId: the ones its SKUs use',
    tags,
    permission: MaterialPermission.list,
    body: materialSpecListInput,
    handler: ({ body, ctx }) => listSpecs(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/addOrUpdateCommonMaterialsSpecifications',
    summary: 'Add a specification (blank no = generated), or edit one when an id is given',
    tags,
    permission: MaterialPermission.update,
    body: materialSpecInput,
    handler: ({ body, ctx }) => saveSpec(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/deleteCommonMaterialsSpecifications',
    changesData: true,
    summary: 'Delete a specification no SKU uses',
    tags,
    permission: MaterialPermission.delete,
    query: z.object({ id: idSchema }),
    handler: async ({ query, ctx }) => {
      await removeSpec(db, ctx, query.id);
      return null;
    },
  });
}
