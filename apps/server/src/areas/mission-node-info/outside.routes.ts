import { MissionNodeInfoPermission as P, outsideMissionInput, outsideNodeInput, reportOutsideFactoryInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { missionOutsideQuantities, nodeOutsideQuantities, reportOutsideFactoryOptions } from './outside.service.js';

/** Outside processing per node: factories with prices and the quantities they reported (reviewed reports). */
export function registerOutsideRoutes(app: FastifyInstance): void {
  const tags = ['mission-node-info'];
  const db = app.db;

  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-node-reports/getOutside-factory',
    summary: "A node's outside factories with prices and reported quantities (editing the node)",
    tags,
    permission: P.details,
    query: outsideNodeInput,
    handler: async ({ query, ctx }) => ({
      facMissionPrcdNodeOutsideFactoryDTOS: await nodeOutsideQuantities(db, ctx, query.missionPrcdNodeId),
    }),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-node-reports/outside-factory',
    summary: "A node's outside-factory sub-matrix: per factory and SKU, the quantities of reviewed reports",
    tags,
    permission: P.details,
    query: outsideNodeInput,
    handler: ({ query, ctx }) => nodeOutsideQuantities(db, ctx, query.missionPrcdNodeId),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-nodes/findCompleteOutSideFactory',
    summary: "The whole mission: each node's outside factories, prices and reported quantities per SKU",
    tags,
    permission: P.details,
    query: outsideMissionInput,
    handler: ({ query, ctx }) => missionOutsideQuantities(db, ctx, query.missionId),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-nodes/queryNodeReportOutsideFactoryList',
    summary: "The node report dialog's outside factory dropdown: the node's factories with prices",
    tags,
    permission: P.details,
    body: reportOutsideFactoryInput,
    handler: ({ body, ctx }) => reportOutsideFactoryOptions(db, ctx, body.missionNodeId),
  });
}
