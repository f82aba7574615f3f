import {
  companyWorkbayAddInput,
  companyWorkbayIdInput,
  companyWorkbayListInput,
  companyWorkbayUpdateInput,
  factoryWorkbaysInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import {
  createCompanyWorkbay,
  getCompanyWorkbay,
  pageCompanyWorkbays,
  updateCompanyWorkbay,
  workbayFactoryOptions,
} from './workbay-company.service.js';
import { assertMayCreateWorkbay } from './workbay-creation.service.js';
import { listEnabledWorkbays } from './workbay.repository.js';

/** Workbays across the company's factories (工位管理, /workermanager), bounded by the factories the caller may enter. */
export function registerCompanyWorkbayRoutes(app: FastifyInstance): void {
  const tags = ['workbays'];
  const db = app.db;
  const checkCreation = (trx: typeof db, bossUnitId: string) => assertMayCreateWorkbay(app, trx, bossUnitId);

  route(app, {
    method: 'POST',
    url: 'facUser/getWorkbayList',
    summary: 'Workbays of the factories the caller may enter, paged; facIds, groupIds, keyword; canCreate (quota)',
    tags,
    permission: 'company.employee.list',
    body: companyWorkbayListInput,
    handler: ({ body, ctx }) => pageCompanyWorkbays(db, ctx, body, checkCreation),
  });
  route(app, {
    method: 'POST',
    url: 'facUser/getOneWorkbay',
    summary: 'One workbay with facInfos: per factory the caller may enter, its roles and groups there',
    tags,
    permission: 'company.employee.list',
    body: companyWorkbayIdInput,
    handler: ({ body, ctx }) => getCompanyWorkbay(db, ctx, body.workbayId),
  });
  route(app, {
    method: 'POST',
    url: 'facUser/workbayFactoryOptions',
    summary: 'The factories the caller may enter, each with its valid roles and its groups (the 工厂和分组 table)',
    tags,
    permission: null,
    handler: ({ ctx }) => workbayFactoryOptions(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'facUser/addWorkbay',
    summary: 'Create a workbay in one or more factories (facInfos: roles and groups per factory; or facIds + groupIds)',
    tags,
    permission: 'company.employee.workbay.add',
    body: companyWorkbayAddInput,
    handler: ({ body, ctx }) => createCompanyWorkbay(db, ctx, body, checkCreation),
  });
  route(app, {
    method: 'POST',
    url: 'facUser/updateWorkbay',
    summary: 'Edit a workbay: number, name, password, and its factories with roles and groups (a factory left out is unlinked)',
    tags,
    permission: 'company.employee.workbay.update',
    body: companyWorkbayUpdateInput,
    handler: ({ body, ctx }) => updateCompanyWorkbay(db, ctx, body),
  });
  for (const url of ['facUser/workbays', 'facUser/getWorkbayListByFactoryId']) {
    route(app, {
      method: 'POST',
      url,
      summary: 'Enabled workbays of the signed-in factory, not paged (pickers); groupIds and keyword narrow them',
      tags,
      permission: null,
      body: factoryWorkbaysInput.optional(),
      handler: ({ body, ctx }) => listEnabledWorkbays(db, ctx, { keyword: body?.keyword, groupsFilter: body?.groupIds }),
    });
  }
}
