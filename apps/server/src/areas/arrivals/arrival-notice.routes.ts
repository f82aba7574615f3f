import { ArrivalPermission, idSchema, noticeInput, noticeListInput, noticeUpdateInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { createNotice, getNotice, pageNoticeList, updateNotice } from './arrival-notice.service.js';

/** Receipt notices (收料通知单, MATERIALS_ARRIVE_NOTIFY); the workflow actions are the engine's uflo calls. */
export function registerArrivalNoticeRoutes(app: FastifyInstance): void {
  const tags = ['arrivals'];
  const db = app.db;
  route(app, {
    method: 'POST',
    url: 'receiveInform/add',
    summary: 'Create a draft receipt notice; blank number = generated',
    tags,
    permission: ArrivalPermission.noticeAdd,
    body: noticeInput,
    handler: ({ body, ctx }) => createNotice(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'receiveInform/update',
    summary: 'Edit a draft or rejected receipt notice (lines replaced)',
    tags,
    permission: ArrivalPermission.noticeAdd,
    body: noticeUpdateInput,
    handler: ({ body, ctx }) => updateNotice(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'receiveInform/page',
    summary: 'Receipt notices, paged: keyword, status (lookups ask for 1 and 3), supplier',
    tags,
    permission: ArrivalPermission.noticeList,
    body: noticeListInput,
    handler: ({ body, ctx }) => pageNoticeList(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'receiveInform/detail',
    summary: 'One receipt notice by id or number (/receiveInformOperate?orderNo=)',
    tags,
    permission: ArrivalPermission.noticeList,
    query: z
      .object({ id: idSchema.optional(), orderNo: z.string().trim().max(150).optional() })
      .refine((v) => v.id ?? v.orderNo, { message: '请指定通知单|id or orderNo is required', path: ['id'] }),
    handler: ({ query, ctx }) => getNotice(db, ctx, query),
  });
}
