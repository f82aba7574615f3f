import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../http/route.js';
import { findColumnSetting, saveColumnSetting } from './column-setting.repository.js';

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
      return { listKey: params.listKey, columns: await findColumnSetting(app.db, ctx.unitId, ctx.userId, params.listKey) };
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
      await saveColumnSetting(app.db, ctx.unitId, ctx.userId, params.listKey, value);
      return { listKey: params.listKey, columns: body.columns };
    },
  });
}
