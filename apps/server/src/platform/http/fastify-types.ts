import type { AppConfig } from '../../config.js';
import type { Db } from '../db/database.js';
import type { RequestContext } from '../tenancy/context.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
  interface FastifyRequest {
    ctx: RequestContext | null;
  }
}
export {};
