import { MissionPermission as P, missionIdQuery, missionLeadersInput, missionNodesParams } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import {
  missionLeaders,
  missionNodeInfoList,
  missionNodeList,
  missionNodeProgresses,
  missionNodeTemplate,
} from './mission-nodes.service.js';

/**
 * A mission's node data (the reference's fac-mission-prcd-nodes/{missionId}… reads and getFacMissionNodeInfoListById)
 * and the mission leaders of several factories. The path parameter is `id`, like the node calls at the same position.
 */
export function registerMissionNodeRoutes(app: FastifyInstance): void {
  const tags = ['missions'];
  const db = app.db;
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-nodes/:id',
    summary: "A mission's template (id, name, persons in charge) and its node rows with chargers",
    tags,
    permission: P.list,
    params: missionNodesParams,
    handler: ({ params, ctx }) => missionNodeTemplate(db, ctx, params.id),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-nodes/:id/nodes',
    summary: 'Every node row of a mission, not paged (the report bill list’s node filter)',
    tags,
    permission: P.list,
    params: missionNodesParams,
    handler: ({ params, ctx }) => missionNodeList(db, ctx, params.id),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-nodes/:id/progresses',
    summary: "Each node's target, completed, adjusted, remaining, percent, status and lateness",
    tags,
    permission: P.list,
    params: missionNodesParams,
    handler: ({ params, ctx }) => missionNodeProgresses(db, ctx, params.id),
  });
  route(app, {
    method: 'GET',
    url: 'fac/mission/getFacMissionNodeInfoListById',
    summary: 'The node rows of a mission and, per node, how many report bills stand in each status',
    tags,
    permission: P.list,
    query: missionIdQuery,
    handler: ({ query, ctx }) => missionNodeInfoList(db, ctx, query.missionId),
  });
  route(app, {
    method: 'POST',
    url: 'fac/mission/queryMissionLeadersByUnitIds',
    summary:
      'Persons in charge of live missions in the given factories of the company the account enters (default: this one), by keyword',
    tags,
    permission: P.list,
    body: missionLeadersInput,
    handler: ({ body, ctx }) => missionLeaders(db, ctx, body),
  });
}
