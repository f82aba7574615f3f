import {
  addBossStorehouseInput,
  bossStorehousePageInput,
  setUpStorehouseUnitInput,
  storehouseIdInput,
  storehouseUnitDetailInput,
  updateBossStorehouseInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import {
  createBossStorehouse,
  deleteBossStorehouse,
  pageBossStorehouses,
  setUpStorehouseUnits,
  storehouseUnitDetail,
  updateBossStorehouse,
} from './storehouse-company.service.js';

/**
 * The company's storehouses (集团设置 · 自用仓库 / 加工厂仓库): every storehouse of the company and each factory's link
 * (默认仓 / 共用仓 / 无关联), under the company.storehouse.* codes (a boss account holds every code).
 */
export function registerStorehouseCompanyRoutes(app: FastifyInstance): void {
  const tags = ['storehouses'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/storehouse/getBossStorehouses',
    summary:
      "The company's storehouses of one owner kind (OWN 自用仓库 / PROCESSING 加工厂仓库), paged, each with every factory's link (units) and, for processing-factory storehouses, the processing factories keeping stock there",
    tags,
    permission: 'company.storehouse.list',
    body: bossStorehousePageInput,
    handler: ({ body, ctx }) => pageBossStorehouses(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/storehouse/queryStorehouseUnitDetail',
    summary: 'Every factory of the company with its link to one storehouse: DEFAULT, SHARED or NONE',
    tags,
    permission: 'company.storehouse.list',
    body: storehouseUnitDetailInput,
    handler: ({ body, ctx }) => storehouseUnitDetail(db, ctx, body.storehouseId),
  });
  route(app, {
    method: 'POST',
    url: 'fac/storehouse/setUpStorehouseUnit',
    summary:
      "Set one storehouse's link per factory (DEFAULT: the factory's only default; SHARED; NONE: unlinked); factories left out keep theirs",
    tags,
    permission: 'company.storehouse.link',
    body: setUpStorehouseUnitInput,
    handler: ({ body, ctx }) => setUpStorehouseUnits(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/storehouse/addBossStorehouse',
    summary: 'Create a company storehouse (ownerKind OWN or PROCESSING), optionally linked to factories at once',
    tags,
    permission: 'company.storehouse.add',
    body: addBossStorehouseInput,
    handler: ({ body, ctx }) => createBossStorehouse(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/storehouse/updateBossStorehouse',
    summary: 'Edit a company storehouse: name, kind, negative stock per kind (absent: kept), operable types, remark',
    tags,
    permission: 'company.storehouse.update',
    body: updateBossStorehouseInput,
    handler: ({ body, ctx }) => updateBossStorehouse(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/storehouse/deleteBossStorehouse',
    summary: 'Delete a company storehouse nothing of any factory uses (stock, processing factories); its links go with it',
    tags,
    permission: 'company.storehouse.delete',
    body: storehouseIdInput,
    handler: async ({ body, ctx }) => {
      await deleteBossStorehouse(db, ctx, body.id);
      return null;
    },
  });
}
