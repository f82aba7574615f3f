import type { FastifyInstance } from 'fastify';
import { registerRollRoutes } from './roll.routes.js';

export { findRoll, rollsOfBill } from './roll-query.service.js';
export { ensureRolls, setRollsQualified, type EnsureRollInput } from './roll.service.js';
export { queryEnableRollMaterial } from './roll-kind.service.js';

/** The one wiring call of the area. */
export function registerRolls(app: FastifyInstance): void {
  registerRollRoutes(app);
}
