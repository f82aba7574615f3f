import { resetPasswordInput, resetWorkbayPasswordInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionIdOf, visitorOf } from '../../platform/http/request-context.js';
import { publicRoute } from '../../platform/http/route.js';
import { changeWorkbayPassword, resetPasswordByPhone } from './password.service.js';

export function registerPasswordRoutes(app: FastifyInstance): void {
  const db = app.db;
  const tags = ['accounts'];

  publicRoute(app, {
    method: 'POST',
    url: 'fac/resetPsw',
    summary: 'Reset a forgotten password with a RESET_PASSWORD SMS code; ends every session of the account',
    tags,
    body: resetPasswordInput,
    handler: async ({ body, req }) => {
      await resetPasswordByPhone(db, body, visitorOf(req));
      return null;
    },
  });

  publicRoute(app, {
    method: 'POST',
    url: 'fac/resetWorkbayPsw',
    summary: 'A workbay user changes its password with the old one; its other sessions end',
    tags,
    body: resetWorkbayPasswordInput,
    handler: async ({ body, req }) => {
      await changeWorkbayPassword(db, body, visitorOf(req), sessionIdOf(req));
      return null;
    },
  });
}
