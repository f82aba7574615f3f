import type { FastifyInstance } from 'fastify';
import { registerClothCheckRoutes } from './cloth-check.routes.js';
import { registerQualityCheckRoutes } from './quality-check.routes.js';

/** The one wiring call of the area: quality-check bills and the cloth check / shrink test of arrivals. */
export function registerQuality(app: FastifyInstance): void {
  registerQualityCheckRoutes(app);
  registerClothCheckRoutes(app);
}
