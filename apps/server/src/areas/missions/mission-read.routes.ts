import {
  idSchema,
  MissionPermission as P,
  missionCancelledListInput,
  missionIdQuery,
  missionListInput,
  orderGoodsQuery,
  orderQuery,
  pagingInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { convertibleGoods } from './mission-convert.service.js';
import { getMission, linkedMissions, missionNoOptions, missionOpLog } from './mission-detail.service.js';
import { listMissions } from './mission-list.service.js';
import { registerMissionNodeRoutes } from './mission-nodes.routes.js';

const keywordQuery = z.object({ keyword: z.string().trim().max(50).optional() });

/** Mission reads: the list (card and table rows with node strips), revoked list, detail, op log, dropdowns, order links. */
export function registerMissionReadRoutes(app: FastifyInstance): void {
  const tags = ['missions'];
  const db = app.db;
  route(app, {
    method: 'POST',
    url: 'fac/mission/queryFacMissionList',
    summary: 'Missions, 20 a page, every filter and sort of the reference, each with its node strip',
    tags,
    permission: P.list,
    body: missionListInput,
    handler: ({ body, ctx }) => listMissions(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/mission/cancelledList',
    summary: 'Revoked missions (/cancelOrder), searched by number',
    tags,
    permission: P.list,
    body: missionCancelledListInput,
    handler: ({ body, ctx }) => listMissions(db, ctx, { ...body, revoked: true }),
  });
  route(app, {
    method: 'GET',
    url: 'fac/mission/getFacMission',
    summary: 'One mission: fields, lines, node rows, delivery-date log',
    tags,
    permission: P.list,
    query: missionIdQuery,
    handler: ({ query, ctx }) => getMission(db, ctx, query.missionId),
  });
  route(app, {
    method: 'POST',
    url: 'fac/mission/queryFactoryMissionOpLogPage',
    summary: 'Operation log of a mission (or one node), newest first',
    tags,
    permission: P.list,
    body: pagingInput.extend({ missionId: idSchema, instanceWorkflowId: idSchema.optional() }),
    handler: ({ body, ctx }) => missionOpLog(db, ctx, { ...body, missionNodeId: body.instanceWorkflowId }),
  });
  for (const url of ['fac/mission/getOrderNo', 'fac/mission/simpleMissionList'])
    route(app, {
      method: 'GET',
      url,
      summary: 'Mission numbers for dropdowns (keyword: number or style number)',
      tags,
      permission: P.list,
      query: keywordQuery,
      handler: ({ query, ctx }) => missionNoOptions(db, ctx, query.keyword),
    });
  route(app, {
    method: 'GET',
    url: 'fac/mission/byOrder',
    summary: 'The missions made from a production order (the order detail’s linked missions)',
    tags,
    permission: P.list,
    query: orderQuery,
    handler: ({ query, ctx }) => linkedMissions(db, ctx, query.orderId),
  });
  route(app, {
    method: 'GET',
    url: 'fac/mission/fromOrderGoods',
    summary: '转工单 prefill: a reviewed order goods block with ordered, converted and remaining quantities',
    tags,
    permission: P.fromOrder,
    query: orderGoodsQuery,
    handler: ({ query, ctx }) => convertibleGoods(db, ctx, query.orderGoodsId),
  });
  registerMissionNodeRoutes(app);
}
