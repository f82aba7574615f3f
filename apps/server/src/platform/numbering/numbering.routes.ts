import { NumberingPermission } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../http/route.js';
import { dateParts, numberRuleSegments, renderNumber } from './number-rule.js';
import { editNumberRule, FACTORY_TIME_ZONE, getOwnRule, listNumberRuleTargets, restoreDefaultRule } from './numbering.service.js';

const billType = z.string().regex(/^[A-Z][A-Z0-9_]{1,60}$/, '单据类型不正确|must be a bill type code like MATERIALS_PURCHASE');
const permission = NumberingPermission.manage;

/** Auto-numbering rules (自动编号设置): one rule per company and registered bill type or archive (ADR 0011). */
export function registerNumberingRoutes(app: FastifyInstance): void {
  const tags = ['numbering'];
  route(app, {
    method: 'GET',
    url: 'new/custom/rule/list',
    summary: "Every registered numbering key: its default rule, the company's own rule, the next number",
    tags,
    permission,
    handler: async ({ ctx }) => listNumberRuleTargets(app.db, ctx),
  });
  route(app, {
    method: 'GET',
    url: 'new/custom/rule/get',
    summary: 'The numbering rule of one bill type (null: the built-in default applies)',
    tags,
    permission: null,
    query: z.object({ billType }),
    handler: async ({ query, ctx }) => getOwnRule(app.db, ctx, query.billType),
  });
  route(app, {
    method: 'POST',
    url: 'new/custom/rule/edit',
    summary: 'Save the numbering rule of a registered bill type or archive',
    tags,
    permission,
    body: z.object({ billType, segments: numberRuleSegments }),
    handler: async ({ body, ctx }) => editNumberRule(app.db, ctx, body.billType, body.segments),
  });
  route(app, {
    method: 'POST',
    url: 'new/custom/rule/restore',
    summary: "Restore the default: drop the company's own rule of a bill type",
    tags,
    permission,
    body: z.object({ billType }),
    handler: async ({ body, ctx }) => restoreDefaultRule(app.db, ctx, body.billType),
  });
  route(app, {
    method: 'POST',
    url: 'new/custom/rule/preview',
    summary: 'What the first number of a rule would look like today',
    tags,
    permission: null,
    body: z.object({ segments: numberRuleSegments, attributes: z.record(z.string(), z.string()).optional() }),
    handler: async ({ body }) => ({
      example: renderNumber(body.segments, 1, dateParts(new Date(), FACTORY_TIME_ZONE), body.attributes),
    }),
  });
}
