import { loginInput, loginToFactoryInput, switchUnitInput, workbayLoginInput } from '@gf/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.js';
import { clientDeviceOf, visitorOf, type ClientDevice } from '../../platform/http/request-context.js';
import { publicRoute, route } from '../../platform/http/route.js';
import { findAccountForLogin, findWorkbayAccount } from './account.repository.js';
import { currentSessionData, signInWithPassword, signOut, switchUnit } from './login.service.js';
import { assertMayEnterUnit, type UnitEntry } from './unit-entry.service.js';

/** The device of a login: the body's code and name win over the header and the User-Agent. */
function loginDevice(
  req: FastifyRequest,
  body: { deviceCode?: string | undefined; deviceName?: string | undefined },
): ClientDevice {
  const fromRequest = clientDeviceOf(req);
  return { code: body.deviceCode ?? fromRequest.code, name: body.deviceName ?? fromRequest.name };
}

export function registerLoginRoutes(app: FastifyInstance): void {
  const checkEntry = (entry: UnitEntry) => assertMayEnterUnit(app, entry);
  const deps = { db: app.db, config: app.config, checkEntry };
  const tags = ['accounts'];

  publicRoute(app, {
    method: 'POST',
    url: 'login/doLogin',
    summary: 'Sign in with an account (login name, phone, or BOSSCODE-name) and password',
    tags,
    body: loginInput,
    handler: async ({ body, req, reply }) => {
      const data = await signInWithPassword(deps, {
        loginName: body.loginName,
        password: body.password,
        visitor: visitorOf(req),
        device: loginDevice(req, body),
        find: () => findAccountForLogin(app.db, body.loginName),
      });
      setSessionCookie(reply, data.sid, app.config.sessionTtlMs);
      return data;
    },
  });

  publicRoute(app, {
    method: 'POST',
    url: 'login/workbayLogin',
    summary: 'Sign in a workbay (workstation) user: boss code, number, password',
    tags,
    body: workbayLoginInput,
    handler: async ({ body, req, reply }) => {
      const data = await signInWithPassword(deps, {
        loginName: `${body.bossCode}-${body.loginName}`,
        password: body.password,
        visitor: visitorOf(req),
        device: loginDevice(req, body),
        find: () => findWorkbayAccount(app.db, body.bossCode, body.loginName),
      });
      setSessionCookie(reply, data.sid, app.config.sessionTtlMs);
      return data;
    },
  });

  route(app, {
    method: 'POST',
    url: 'login/switchUnit',
    summary: 'Move the session into another factory of the account',
    tags,
    auth: 'user',
    permission: null,
    body: switchUnitInput,
    handler: ({ body, ctx, req }) => switchUnit(deps, ctx, { unitId: body.unitId, device: clientDeviceOf(req) }),
  });

  route(app, {
    method: 'POST',
    url: 'login/doLoginToFactory',
    summary: 'Enter a factory directly (deep link from another product); the session must already exist',
    tags,
    auth: 'user',
    permission: null,
    body: loginToFactoryInput,
    handler: ({ body, ctx, req }) => switchUnit(deps, ctx, { unitId: body.unitId, device: clientDeviceOf(req) }),
  });

  route(app, {
    method: ['GET', 'POST'],
    url: 'login/session',
    summary: 'The current session data (after a page reload)',
    tags,
    auth: 'user',
    permission: null,
    handler: ({ ctx }) => currentSessionData(app.db, ctx),
  });

  route(app, {
    method: 'POST',
    url: 'login/logout',
    summary: 'End the session',
    tags,
    auth: 'user',
    permission: null,
    handler: async ({ ctx, reply }) => {
      await signOut(app.db, ctx);
      clearSessionCookie(reply);
      return null;
    },
  });
}
