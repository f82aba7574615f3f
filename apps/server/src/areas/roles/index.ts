import type { FastifyInstance } from 'fastify';

export function registerRoleRoutes(_app: FastifyInstance): void {}
