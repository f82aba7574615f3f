import {
  checkTagInput,
  delayReasonInput,
  missionNodeParams,
  nodeHoverParams,
  MissionNodeInfoPermission as P,
  nodeInformationInput,
  nodeStatusInput,
  nodeTagListInput,
  updateOutsideFactoryInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { checkTag, setDelayReason, setNodeInformation, setNodeStatus, setOutsideFactories } from './node-edit.service.js';
import { getNodeHoverInfo } from './node-hover.service.js';
import { getNodeInfo, listNodeTags } from './node-info.service.js';

const base = 'fac-mission-prcd-nodes';

/**
 * The reference's PUT fac-mission-prcd-nodes/{id}/{editType} is registered as its two static edit types (status,
 * information), so the report calls of the same shape (PUT …/{id}/quantitative …) stay the node reports area's.
 */
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
  route(app, {
    method: 'PUT',
    url: `${base}/:id/status`,
    summary: 'Node status 0 未开始 / 1 进行中 / 2 已完成 (a late node finishing gives its delay reason, max 50)',
    tags,
    permission: P.status,
    params: missionNodeParams,
    body: nodeStatusInput,
    handler: ({ params, body, ctx }) => setNodeStatus(db, ctx, params.id, body),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/:id/information`,
    summary: '修改节点信息: persons in charge, wage, planned end, remark, attachments, outside factories with prices',
    tags,
    permission: P.information,
    params: missionNodeParams,
    body: nodeInformationInput,
    handler: ({ params, body, ctx }) => setNodeInformation(db, ctx, params.id, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/updateOutsideFactory`,
    summary: "Replace a node's outside factories and their processing prices (a factory with reports stays)",
    tags,
    permission: P.information,
    body: updateOutsideFactoryInput,
    handler: ({ body, ctx }) => setOutsideFactories(db, ctx, body.facMissionPrcdNodeId, body.outsideFactoryList),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update/reason0fDelay`,
    summary: "Change a node's delay reason (max 50)",
    tags,
    permission: P.status,
    body: delayReasonInput,
    handler: ({ body, ctx }) => setDelayReason(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/tag/checkTag`,
    summary: "Tick (isUse true) or untick a preset tag of the node's definition on a mission node",
    tags,
    permission: P.status,
    changesData: true,
    query: checkTagInput,
    handler: ({ query, ctx }) => checkTag(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: `${base}/tag/list`,
    summary: 'The preset tags of a node definition',
    tags,
    permission: P.details,
    query: nodeTagListInput,
    handler: ({ query, ctx }) => listNodeTags(db, ctx, query.prcdNodeId),
  });
  route(app, {
    method: 'GET',
    url: 'fac/mission/:missionId/nodeInfo',
    summary: "Hover card of a mission's node (the path's id is the node instance): status, persons, plan, figures, reminders",
    tags,
    permission: P.details,
    params: nodeHoverParams,
    handler: ({ params, ctx }) => getNodeHoverInfo(db, ctx, params.missionId),
  });
}
