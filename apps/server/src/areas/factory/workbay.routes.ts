import {
  addWorkbayInput,
  adminResetWorkbayPasswordInput,
  banWorkbayInput,
  checkWorkbayInput,
  judgeRepeatWorkbayInput,
  listWorkbayInput,
  updateWorkbayInput,
  workbayIdInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { assertMayCreateWorkbay } from './workbay-creation.service.js';
import {
  banWorkbay,
  createFacWorkbay,
  getWorkbay,
  pageWorkbayList,
  resetWorkbayPassword,
  updateFacWorkbay,
  workbayIdByNo,
} from './workbay.service.js';

/** Workbays (本厂工位): workstation accounts of the company that work in this factory. */
export function registerWorkbayRoutes(app: FastifyInstance): void {
  const tags = ['workbays'];
  const db = app.db;
  const checkCreation = (trx: typeof db, bossUnitId: string) => assertMayCreateWorkbay(app, trx, bossUnitId);

  route(app, {
    method: 'POST',
    url: 'fac/facWorkBay/listFacWorkBay',
    summary: 'Workbays of the factory, paged; keyword on name and number, groupsFilter',
    tags,
    permission: 'fac.workbay.list',
    body: listWorkbayInput,
    handler: ({ body, ctx }) => pageWorkbayList(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/facWorkBay/getFacWorkBayDetail',
    summary: 'One workbay with its roles, groups and factories',
    tags,
    permission: 'fac.workbay.list',
    query: workbayIdInput,
    handler: ({ query, ctx }) => getWorkbay(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: 'fac/facWorkBay/addFacWorkBay',
    summary: 'Create a workbay in this factory (number unique in the company)',
    tags,
    permission: 'fac.workbay.add',
    body: addWorkbayInput,
    handler: ({ body, ctx }) => createFacWorkbay(db, ctx, body, checkCreation),
  });
  route(app, {
    method: 'POST',
    url: 'fac/facWorkBay/updateFacWorkBay',
    summary: 'Edit a workbay: number, name, optional new password, roles and groups of this factory',
    tags,
    permission: 'fac.workbay.update',
    body: updateWorkbayInput,
    handler: ({ body, ctx }) => updateFacWorkbay(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/facWorkBay/judgeRepeatWorkBay',
    summary: 'Is this workbay number taken in the company? (workBayId: the one being edited)',
    tags,
    permission: null,
    query: judgeRepeatWorkbayInput,
    handler: async ({ query, ctx }) => {
      const id = await workbayIdByNo(db, ctx, query.workBayNo);
      return { exists: Boolean(id && id !== query.workBayId) };
    },
  });
  route(app, {
    method: 'POST',
    url: 'facUser/checkWorkbay',
    summary: 'Is this workbay login name taken in the company?',
    tags,
    permission: null,
    body: checkWorkbayInput,
    handler: async ({ body, ctx }) => ({ exists: Boolean(await workbayIdByNo(db, ctx, body.loginName)) }),
  });
  route(app, {
    method: 'POST',
    url: 'facUser/banWorkbay',
    summary: 'Ban (type 1) or un-ban (type 0) a workbay; a ban ends its sessions',
    tags,
    permission: 'fac.workbay.ban',
    body: banWorkbayInput,
    handler: ({ body, ctx }) => banWorkbay(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/facWorkBay/resetPassword',
    summary: 'An administrator sets a new workbay password; its sessions end',
    tags,
    permission: 'fac.workbay.resetPassword',
    body: adminResetWorkbayPasswordInput,
    handler: async ({ body, ctx }) => {
      await resetWorkbayPassword(db, ctx, body);
      return null;
    },
  });
}
