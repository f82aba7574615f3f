import { GoodsPermission, goodsPartInput, goodsPartSortInput, goodsPartUpdate, idSchema } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { addPart, listParts, removePart, renamePart, sortParts } from './goods-part.service.js';

/** common-goods-style/part: the parts (部位) of a style, with their order. */
export function registerGoodsPartRoutes(app: FastifyInstance): void {
  const tags = ['goods'];
  const db = app.db;
  const url = 'common-goods-style/part';
  route(app, {
    method: 'GET',
    url,
    summary: "A style's parts in order",
    tags,
    permission: GoodsPermission.list,
    query: z.object({ styleId: idSchema }),
    handler: ({ query, ctx }) => listParts(db, ctx, query.styleId),
  });
  route(app, {
    method: 'POST',
    url,
    summary: 'Add a part (name unique within the style), placed last',
    tags,
    permission: GoodsPermission.update,
    body: goodsPartInput,
    handler: ({ body, ctx }) => addPart(db, ctx, body.styleId, body.name),
  });
  route(app, {
    method: 'PUT',
    url,
    summary: 'Rename a part',
    tags,
    permission: GoodsPermission.update,
    body: goodsPartUpdate,
    handler: ({ body, ctx }) => renamePart(db, ctx, body.id, body.name),
  });
  route(app, {
    method: 'DELETE',
    url: `${url}/:id`,
    summary: 'Delete a part',
    tags,
    permission: GoodsPermission.update,
    params: z.object({ id: idSchema }),
    handler: async ({ params, ctx }) => {
      await removePart(db, ctx, params.id);
      return null;
    },
  });
  route(app, {
    method: 'PUT',
    url: `${url}/sort`,
    summary: "Reorder a style's parts (ids: all of them, in the new order)",
    tags,
    permission: GoodsPermission.update,
    body: goodsPartSortInput,
    handler: ({ body, ctx }) => sortParts(db, ctx, body.styleId, body.ids),
  });
}
