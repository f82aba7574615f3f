import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../http/route.js';

const listKey = z.object({ listKey: z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/, '列表标识不正确|letters, digits, _ . - only') });
const columns = z
  .array(z.object({ key: z.string().min(1).max(80), visible: z.boolean(), width: z.number().int().min(40).max(2000).optional() }))
  .max(200);

/** Per-user column choices of a list (which columns, in which order): ListPage's column chooser. */
export function registerColumnSettingRoutes(app: FastifyInstance): void {
  const tags = ['preferences'];
  route(app, {
    method: 'GET',
    url: 'column-settings/:listKey',
    summary: "The user's column settings of a list",
    tags,
    permission: null,
    params: listKey,
    handler: async ({ params, ctx }) => {
      const row = await app.db
        .selectFrom('columnSetting')
        .select('columns')
        .where('unitId', '=', ctx.unitId)
        .where('userId', '=', ctx.userId)
        .where('listKey', '=', params.listKey)
        .executeTakeFirst();
      return { listKey: params.listKey, columns: row?.columns ?? null };
    },
  });
  route(app, {
    method: 'PUT',
    url: 'column-settings/:listKey',
    summary: "Save the user's column settings of a list",
    tags,
    permission: null,
    params: listKey,
    body: z.object({ columns }),
    handler: async ({ params, body, ctx }) => {
      const value = JSON.stringify(body.columns);
      await app.db
        .insertInto('columnSetting')
        .values({ unitId: ctx.unitId, userId: ctx.userId, listKey: params.listKey, columns: value })
        .onConflict((oc) => oc.columns(['unitId', 'userId', 'listKey']).doUpdateSet({ columns: value, updatedAt: new Date() }))
        .execute();
      return { listKey: params.listKey, columns: body.columns };
    },
  });
}
