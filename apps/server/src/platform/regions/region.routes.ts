import { positionQuery } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { publicRoute } from '../http/route.js';
import { listPositions, regionTree } from './region.service.js';

// Public data that changes only with the package version: browsers and proxies may keep it a day.
const CACHE = 'public, max-age=86400';

/** public/getPosition (the SPEC's look-up by code) and region/tree (the whole tree for cascaders). */
export function registerRegionRoutes(app: FastifyInstance): void {
  const tags = ['regions'];
  publicRoute(app, {
    method: 'GET',
    url: 'public/getPosition',
    summary: 'The regions below a code (provinces when id is absent or 0): positionList',
    tags,
    query: positionQuery,
    handler: async ({ query, reply }) => {
      const positionList = listPositions(query.id);
      reply.header('Cache-Control', CACHE);
      return { positionList };
    },
  });
  publicRoute(app, {
    method: 'GET',
    url: 'region/tree',
    summary: 'Every province with its cities and districts (code, name, children)',
    tags,
    handler: async ({ reply }) => {
      reply.header('Cache-Control', CACHE);
      return regionTree();
    },
  });
}
