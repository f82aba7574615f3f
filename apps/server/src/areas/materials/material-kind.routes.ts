import { idSchema, MaterialPermission, materialKindInput, materialKindListInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { getKind, kindTree, listKinds, removeKind, saveKind } from './material-kind.service.js';

export function registerMaterialKindRoutes(app: FastifyInstance): void {
  const tags = ['materials'];
  const db = app.db;

  route(app, {
    method: 'GET',
    url: 'fac/materials/listMaterialsKinds',
    summary: 'Material kinds, paged (key: number or name; upDown 0 ascending, 1 descending); also the kind dropdown',
    tags,
    permission: MaterialPermission.list,
    query: materialKindListInput,
    handler: ({ query, ctx }) => listKinds(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/kinds/tree',
    summary: 'All material kinds of the factory as a tree, with SKU counts',
    tags,
    permission: MaterialPermission.list,
    handler: ({ ctx }) => kindTree(db, ctx),
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/kinds/detail',
    summary: 'One material kind',
    tags,
    permission: MaterialPermission.list,
    query: z.object({ id: idSchema }),
    handler: ({ query, ctx }) => getKind(db, ctx, query.id),
  });
  for (const url of ['fac/materials/addOrUpdateMaterialsKinds', 'fac/materials/kinds/add', 'fac/materials/kinds/update']) {
    route(app, {
      method: 'POST',
      url,
      summary:
        url.endsWith('update') && !url.includes('addOr')
          ? 'Edit a material kind'
          : 'Add a material kind, or edit one when an id is given',
      tags,
      permission: MaterialPermission.kinds,
      body: url.endsWith('kinds/update') ? materialKindInput.required({ id: true }) : materialKindInput,
      handler: ({ body, ctx }) => saveKind(db, ctx, body),
    });
  }
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'fac/materials/deleteMaterialsKinds',
      changesData: true,
      summary: 'Delete a material kind nothing uses',
      tags,
      permission: MaterialPermission.kinds,
      ...(method === 'GET' ? { query: z.object({ id: idSchema }) } : { body: z.object({ id: idSchema }) }),
      handler: async ({ body, query, ctx }) => {
        await removeKind(db, ctx, (body ?? query)!.id);
        return null;
      },
    });
  }
}
