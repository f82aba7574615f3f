import {
  addFactoryInput,
  checkUnitNameInput,
  deleteFactoryInput,
  editFactoryInput,
  factoryDetailInput,
  unitListInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { deleteFactory } from './factory-delete.service.js';
import {
  addFactory,
  checkUnitName,
  easyFactorys,
  editFactory,
  factoryDetail,
  limitFactorys,
  unitList,
} from './factory.service.js';

/**
 * The company's factories (工厂管理). Company-level calls: a session needs no current factory (a company registered
 * without one adds its first here), and `facId` / `unitId` name the factory worked on, checked to be one of the
 * company's that the caller may enter.
 */
export function registerFactoryRoutes(app: FastifyInstance): void {
  const tags = ['company'];
  const db = app.db;
  const defaults = app.config.chargeLimitDefaults;

  route(app, {
    method: 'GET',
    url: 'fac/getEasyFactorys',
    summary: 'The factories the caller may enter (the factory switcher): id, name, logo; and the current one',
    tags,
    auth: 'user',
    permission: null,
    handler: ({ ctx }) => easyFactorys(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'fac/getUnitListByUserId',
    summary: 'The factories the caller may enter, filtered by name keyword: unitList of { id, name }',
    tags,
    auth: 'user',
    permission: null,
    body: unitListInput,
    handler: ({ body, ctx }) => unitList(db, ctx, body.keyword),
  });
  route(app, {
    method: 'GET',
    url: 'fac/getEasyLimitFactorys',
    summary: '工厂管理: the factories the caller may enter with contacts, phones, region and address; canCreate under the quota',
    tags,
    auth: 'user',
    permission: 'company.factory.view',
    handler: ({ ctx }) => limitFactorys(db, ctx, defaults),
  });
  route(app, {
    method: 'POST',
    url: 'unit/checkUnitName',
    summary: 'Whether another factory of the company has this name ({ exists }); id: the factory being edited',
    tags,
    auth: 'user',
    permission: null,
    body: checkUnitNameInput,
    handler: ({ body, ctx }) => checkUnitName(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/getFactoryDetail',
    summary: 'One factory of the company for its form (storehouse links, top-level groups); no id: a blank factory',
    tags,
    auth: 'user',
    permission: 'company.factory.view',
    query: factoryDetailInput,
    handler: ({ query, ctx }) => factoryDetail(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: 'fac/addFactory',
    summary: 'Add a factory to the company (within the charge limit) with its information, storehouses and groups',
    tags,
    auth: 'user',
    permission: 'company.factory.add',
    body: addFactoryInput,
    handler: ({ body, ctx }) => addFactory(db, ctx, defaults, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/editFacInfo',
    summary: 'Edit one factory of the company (id): information, linked storehouses and default, top-level groups',
    tags,
    auth: 'user',
    permission: 'company.factory.update',
    body: editFactoryInput,
    handler: ({ body, ctx }) => editFactory(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/deleteFactory',
    summary: "Delete a factory holding no data (not the company's last), confirmed with the caller's password",
    tags,
    auth: 'user',
    permission: 'company.factory.delete',
    body: deleteFactoryInput,
    handler: ({ body, ctx }) => deleteFactory(db, ctx, body),
  });
}
