import { MissionPermission as P, batchConvertCheckQuery, batchConvertInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, Code, NO_PERMISSION } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { can } from '../../platform/tenancy/context.js';
import { batchConvert, batchConvertCheck } from './mission-batch-convert.service.js';

/** 一键转工单: the order's 一键转工单 code (fac.prcmission.toMission); converting also makes missions (fac.mission.add). */
export function registerMissionBatchConvertRoutes(app: FastifyInstance): void {
  const tags = ['missions'];
  const db = app.db;
  route(app, {
    method: 'GET',
    url: 'fac/mission/batchConvertCheck',
    summary: '一键转工单 pre-check: per goods block of the order, what is left, the defaults and what blocks conversion',
    tags,
    permission: P.fromOrder,
    query: batchConvertCheckQuery,
    handler: ({ query, ctx }) => batchConvertCheck(db, ctx, query.orderId),
  });
  route(app, {
    method: 'POST',
    url: 'fac/mission/batchConvert',
    summary: '一键转工单: one mission per chosen goods block with its remaining quantities, all or nothing',
    tags,
    permission: P.fromOrder,
    body: batchConvertInput,
    handler: ({ body, ctx }) => {
      if (!can(ctx, P.add)) throw new AppError(Code.noPermission, NO_PERMISSION);
      return batchConvert(db, ctx, body);
    },
  });
}
