import { missionNodeParams, MissionNodeInfoPermission as P } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { getNodeInfo } from './node-info.service.js';

const base = 'fac-mission-prcd-nodes';

export function registerNodeInfoRoutes(app: FastifyInstance): void {
  const tags = ['mission-node-info'];
  const db = app.db;

  route(app, {
    method: 'GET',
    url: `${base}/:id/info`,
    summary: "A mission node's information: persons, wage, planned end, outside factories with prices, files, tags",
    tags,
    permission: P.details,
    params: missionNodeParams,
    handler: ({ params, ctx }) => getNodeInfo(db, ctx, params.id),
  });
}
