import { unitsUsersInput, unitUserInput, updateMyInfoInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { currentSessionData } from './login.service.js';
import { unitsUsers, unitUsers, updateMyInfo } from './my-info.service.js';

export function registerFacUserRoutes(app: FastifyInstance): void {
  const db = app.db;
  const tags = ['accounts'];

  route(app, {
    method: 'POST',
    url: 'facUser/getMyInfo',
    summary: 'The session data of the signed-in account',
    tags,
    auth: 'user',
    permission: null,
    handler: ({ ctx }) => currentSessionData(db, ctx),
  });

  route(app, {
    method: 'POST',
    url: 'facUser/updateMyInfo',
    summary: 'Edit one’s own name, phone or password (the old password is needed); answers the fresh session data',
    tags,
    auth: 'user',
    permission: null,
    body: updateMyInfoInput,
    handler: ({ body, ctx }) => updateMyInfo(db, ctx, body),
  });

  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'facUser/getUnitUser',
      summary: 'Enabled users of the current factory, boss accounts included',
      tags,
      permission: null,
      ...(method === 'POST' ? { body: unitUserInput.optional() } : { query: unitUserInput }),
      handler: ({ body, query, ctx }) => unitUsers(db, ctx, (body ?? query)?.keyword),
    });
  }

  route(app, {
    method: 'POST',
    url: 'facUser/getUnitsUsers',
    summary: 'Enabled users per factory, for the factories of the company the caller may enter',
    tags,
    permission: null,
    body: unitsUsersInput.optional(),
    handler: ({ body, ctx }) => unitsUsers(db, ctx, body ?? {}),
  });
}
