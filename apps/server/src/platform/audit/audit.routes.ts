import { pageOf, pagingInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../http/route.js';
import { findLastOperate, pageOperationLog, saveLastOperate } from './audit.repository.js';
import { writeOperationLog } from './operation-log.js';

const businessKey = z.string().trim().min(1).max(100);

/** The operation log (what clients report doing) and each user's "last operate" memory per business. */
export function registerAuditRoutes(app: FastifyInstance): void {
  const tags = ['operation log'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'operateLog/save',
    summary: 'Record an operation the client performed (visitor fields from headers)',
    tags,
    permission: null,
    body: z.object({
      action: z.string().trim().min(1).max(100),
      targetType: z.string().trim().max(100).optional(),
      targetId: z.string().trim().max(100).optional(),
      detail: z.record(z.string(), z.unknown()).optional(),
    }),
    handler: async ({ body, ctx }) => {
      const detail = body.detail && JSON.stringify(body.detail).length <= 4000 ? body.detail : null;
      await writeOperationLog(db, {
        unitId: ctx.unitId,
        userId: ctx.userId,
        action: body.action,
        targetType: body.targetType ?? null,
        targetId: body.targetId ?? null,
        visitor: ctx.visitor,
        detail,
      });
      return null;
    },
  });

  route(app, {
    method: 'POST',
    url: 'operateLog/page',
    summary: "The unit's operation log, newest first",
    tags,
    permission: 'fac.operateLog.list',
    body: pagingInput.extend({ action: z.string().trim().max(100).optional(), userId: z.string().regex(/^\d+$/).optional() }),
    handler: async ({ body, ctx }) => {
      const { pageNo, pageSize, offset } = pageOf(body);
      const page = await pageOperationLog(db, ctx.unitId, body, pageSize, offset);
      return { ...page, pageNo, pageSize };
    },
  });

  route(app, {
    method: ['GET', 'POST'],
    url: 'businessOrder/lastOperate/get',
    summary: "The current user's last choice for a business (e.g. the last storehouse used)",
    tags,
    permission: null,
    handler: async ({ req, body, ctx }) => {
      const { businessKey: key } = z
        .object({ businessKey })
        .parse({ ...(req.query as object), ...((body as object | undefined) ?? {}) });
      const row = await findLastOperate(db, ctx.unitId, ctx.userId, key);
      return row ? { businessKey: key, value: row.value, updatedAt: row.updatedAt } : null;
    },
  });

  route(app, {
    method: 'POST',
    url: 'businessOrder/lastOperate/set',
    summary: "Remember the current user's last choice for a business",
    tags,
    permission: null,
    body: z.object({
      businessKey,
      value: z
        .unknown()
        .refine((v) => v !== undefined && JSON.stringify(v).length <= 4000, '内容过大|value is missing or too large'),
    }),
    handler: async ({ body, ctx }) => {
      const value = JSON.stringify(body.value);
      await saveLastOperate(db, ctx.unitId, ctx.userId, body.businessKey, value);
      return null;
    },
  });
}
