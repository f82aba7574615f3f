import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { publicRoute } from './route.js';

/** Health and the product's own "ip" call (no public IP service is reachable). */
export function registerPlatformRoutes(app: FastifyInstance): void {
  publicRoute(app, {
    method: 'GET',
    url: 'health',
    summary: 'Liveness and database check',
    tags: ['platform'],
    handler: async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', time: new Date().toISOString() };
    },
  });
  publicRoute(app, {
    method: ['GET', 'POST'],
    url: 'ip',
    summary: "The caller's address as this server sees it",
    tags: ['platform'],
    handler: async ({ req }) => ({ ip: req.ip, ipArea: null }),
  });
}
