import { facInfoInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { getFacInfo, saveFacInfo } from './fac-info.service.js';

export function registerFacInfoRoutes(app: FastifyInstance): void {
  const tags = ['factory'];
  const db = app.db;
  route(app, {
    method: ['GET', 'POST'],
    url: 'fac/getFacInfo',
    summary: 'The signed-in factory: name, contacts, phones, region, address, logo, storehouses and default',
    tags,
    permission: null,
    handler: ({ ctx }) => getFacInfo(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'fac/updateFacInfo',
    summary: 'Edit the signed-in factory; answers the saved information',
    tags,
    permission: 'fac.factory.info.update',
    body: facInfoInput,
    handler: ({ body, ctx }) => saveFacInfo(db, ctx, body),
  });
}
