import { chargeLimitDetailInput, chargeLimitListInput, chargeLimitUpdateInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { getChargeLimit, listChargeLimits, updateChargeLimit } from './charge-limit.service.js';

/** 收费限制 (/chargeLimit): the company's quotas of factories and workbays. */
export function registerChargeLimitRoutes(app: FastifyInstance): void {
  const tags = ['company'];
  const db = app.db;
  const defaults = app.config.chargeLimitDefaults;

  route(app, {
    method: 'POST',
    url: 'unit/chargeManage/list',
    summary: "The caller's company with its factories, workbays and their quotas (found by boss code, name or phone)",
    tags,
    auth: 'user',
    permission: 'company.chargeLimit.view',
    body: chargeLimitListInput,
    handler: ({ body, ctx }) => listChargeLimits(db, ctx, defaults, body),
  });
  route(app, {
    method: 'GET',
    url: 'unit/chargeManage/detail',
    summary: "The company's quotas and what it has now (bossUnitId: the caller's company only)",
    tags,
    auth: 'user',
    permission: 'company.chargeLimit.view',
    query: chargeLimitDetailInput,
    handler: ({ query, ctx }) => getChargeLimit(db, ctx, defaults, query.bossUnitId),
  });
  route(app, {
    method: 'POST',
    url: 'unit/chargeManage/update',
    summary: "Set the company's quotas of factories and workbays (the boss account only; not below what it has)",
    tags,
    auth: 'user',
    permission: 'company.chargeLimit.update',
    body: chargeLimitUpdateInput,
    handler: ({ body, ctx }) => updateChargeLimit(db, ctx, defaults, body),
  });
}
