import {
  idSchema,
  QualityPermission as P,
  qualityChangeStatusInput,
  qualityCheckCreateInput,
  qualityCheckPageInput,
  qualityCheckUpdateInput,
  qualitySourceQuery,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import {
  changeQualityStatus,
  createQualityCheck,
  getQualityCheck,
  pageQualityChecks,
  queryArriveNotifyInfo,
  queryPurchaseInfo,
  updateQualityCheck,
} from './quality-check.service.js';

export function registerQualityCheckRoutes(app: FastifyInstance): void {
  const tags = ['quality'];
  const db = app.db;
  route(app, {
    method: 'POST',
    url: 'qualityCheck/page',
    summary: 'Quality-check bills, paged',
    tags,
    permission: P.list,
    body: qualityCheckPageInput,
    handler: ({ body, ctx }) => pageQualityChecks(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'qualityCheck/create',
    summary: 'Create a quality-check bill (open); a blank number is generated',
    tags,
    permission: P.add,
    body: qualityCheckCreateInput,
    handler: ({ body, ctx }) => createQualityCheck(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'qualityCheck/update',
    summary: 'Edit an open quality-check bill',
    tags,
    permission: P.update,
    body: qualityCheckUpdateInput,
    handler: ({ body, ctx }) => updateQualityCheck(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'qualityCheck/detail',
    summary: 'One quality-check bill with its lines',
    tags,
    permission: P.list,
    query: z.object({ id: idSchema }),
    handler: ({ query, ctx }) => getQualityCheck(db, ctx, query.id),
  });
  route(app, {
    method: 'PUT',
    url: 'qualityCheck/changeStatus',
    summary: 'Complete, reopen or void a quality-check bill',
    tags,
    permission: P.status,
    body: qualityChangeStatusInput,
    handler: ({ body, ctx }) => changeQualityStatus(db, ctx, body.id, body.status),
  });
  route(app, {
    method: 'GET',
    url: 'qualityCheck/queryPurchaseInfo',
    summary: 'A purchase bill and its lines to check',
    tags,
    permission: P.add,
    query: qualitySourceQuery,
    handler: ({ query, ctx }) => queryPurchaseInfo(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'qualityCheck/queryArriveNotifyInfo',
    summary: 'A receipt notice and its lines to check',
    tags,
    permission: P.add,
    query: qualitySourceQuery,
    handler: ({ query, ctx }) => queryArriveNotifyInfo(db, ctx, query),
  });
}
