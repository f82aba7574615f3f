import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../http/route.js';
import { dateParts, numberRuleSegments, renderNumber } from './number-rule.js';
import { FACTORY_TIME_ZONE, saveNumberRule } from './numbering.service.js';

const billType = z.string().regex(/^[A-Z][A-Z0-9_]{1,60}$/, '单据类型不正确|must be a bill type code like MATERIALS_PURCHASE');

/** Auto-numbering rules (自动编码管理): one rule per unit and bill type or archive. */
export function registerNumberingRoutes(app: FastifyInstance): void {
  const tags = ['numbering'];
  route(app, {
    method: 'GET',
    url: 'new/custom/rule/list',
    summary: "The unit's saved numbering rules",
    tags,
    permission: null,
    handler: async ({ ctx }) =>
      app.db
        .selectFrom('numberRule')
        .select(['billType', 'segments', 'updatedAt'])
        .where('unitId', '=', ctx.unitId)
        .orderBy('billType')
        .execute(),
  });
  route(app, {
    method: 'GET',
    url: 'new/custom/rule/get',
    summary: 'The numbering rule of one bill type (null: the built-in default applies)',
    tags,
    permission: null,
    query: z.object({ billType }),
    handler: async ({ query, ctx }) => {
      const row = await app.db
        .selectFrom('numberRule')
        .select(['segments'])
        .where('unitId', '=', ctx.unitId)
        .where('billType', '=', query.billType)
        .executeTakeFirst();
      return { billType: query.billType, segments: row?.segments ?? null };
    },
  });
  route(app, {
    method: 'POST',
    url: 'new/custom/rule/edit',
    summary: 'Save the numbering rule of a bill type',
    tags,
    permission: 'fac.numbering.rule',
    body: z.object({ billType, segments: numberRuleSegments }),
    handler: async ({ body, ctx }) => {
      await saveNumberRule(app.db, ctx.unitId, body.billType, body.segments);
      return { billType: body.billType, segments: body.segments };
    },
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
