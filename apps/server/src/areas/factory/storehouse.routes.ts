import { z } from 'zod';
import { addStorehouseInput, idSchema, storehouseIdInput, storehousePageInput, updateStorehouseInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import * as repo from './storehouse.repository.js';
import {
  createStorehouse,
  getStorehouse,
  makeDefaultStorehouse,
  pageStorehouseList,
  removeStorehouse,
  storehouseOptions,
  storehousesOfUnit,
  updateStorehouseRecord,
} from './storehouse.service.js';

/**
 * Storehouses as a factory sees them (仓库管理): fac/storehouse/*, storehouses/{unitId},
 * commonDropDownList/getStroehouseByUnitId. The company's screens are in storehouse-company.routes.ts.
 */
export function registerStorehouseRoutes(app: FastifyInstance): void {
  const tags = ['storehouses'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/storehouse/queryStorehousePage',
    summary: 'The storehouses linked to the factory, paged',
    tags,
    permission: null,
    body: storehousePageInput,
    handler: ({ body, ctx }) => pageStorehouseList(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/storehouse/getStorehousesByUnitId',
    summary:
      'The storehouses linked to the factory (默认仓 first) with kind, operableType, linkKind and the negative-stock switches (notAllowNegativeMaterial, notAllowNegativeGoods)',
    tags,
    permission: null,
    handler: ({ ctx }) => repo.listStorehouses(db, ctx.unitId, { linkedOnly: true }),
  });
  route(app, {
    method: 'GET',
    url: 'storehouses/:unitId',
    summary: 'Storehouse dropdown of a unit: only the signed-in factory (else 40302)',
    tags,
    permission: null,
    params: z.object({ unitId: idSchema }),
    handler: ({ params, ctx }) => storehousesOfUnit(db, ctx, params.unitId),
  });
  route(app, {
    method: 'POST',
    url: 'commonDropDownList/getStroehouseByUnitId',
    summary: 'Storehouse option pairs [{id, name}]: those linked to the factory',
    tags,
    permission: null,
    // The select searches as the clerk types: a company with many storehouses must find any of them by name.
    handler: async ({ ctx, req }) => {
      const sent = (req.body as { keyword?: unknown } | undefined)?.keyword;
      const keyword = typeof sent === 'string' ? sent.trim().toLowerCase() : '';
      return (await storehouseOptions(db, ctx))
        .filter(({ name }) => !keyword || name.toLowerCase().includes(keyword))
        .map(({ id, name }) => ({ id, name }));
    },
  });
  route(app, {
    method: 'GET',
    url: 'fac/storehouse/detail',
    summary: 'One storehouse linked to the factory',
    tags,
    permission: null,
    query: storehouseIdInput,
    handler: ({ query, ctx }) => getStorehouse(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: 'fac/storehouse/addStorehouse',
    summary:
      'Create a company storehouse linked to the factory (its default when asked or when it has none, else shared; negative stock forbidden for both kinds unless told otherwise)',
    tags,
    permission: 'fac.storehouse.add',
    body: addStorehouseInput,
    handler: ({ body, ctx }) => createStorehouse(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/storehouse/updateStorehouse',
    summary: 'Edit a storehouse: name, kind, forbid negative stock per kind (absent: kept), operable types, default',
    tags,
    permission: 'fac.storehouse.update',
    body: updateStorehouseInput,
    handler: ({ body, ctx }) => updateStorehouseRecord(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/storehouse/setDefault',
    summary: 'Make a storehouse the default of the factory',
    tags,
    permission: 'fac.storehouse.update',
    body: storehouseIdInput,
    handler: async ({ body, ctx }) => {
      await makeDefaultStorehouse(db, ctx, body.id);
      return null;
    },
  });
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'fac/storehouse/deleteStorehouse',
      changesData: true,
      summary: 'Delete a storehouse nothing uses and no other factory is linked to',
      tags,
      permission: 'fac.storehouse.delete',
      ...(method === 'POST' ? { body: storehouseIdInput } : { query: storehouseIdInput }),
      handler: async ({ body, query, ctx }) => {
        await removeStorehouse(db, ctx, (body ?? query)!.id);
        return null;
      },
    });
  }
}
