import { Code, permissionGroups } from '@gf/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTableOf, type RouteRecord } from '../src/platform/http/route-table.js';
import {
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from './harness.js';
import { publicRoutes, sessionOnlyRoutes } from './route-access.js';

/**
 * Every route's access, proven from the route table that route() and publicRoute() fill at registration: each is
 * public (named), session only (named, with why), or guarded by a permission code of the catalogue. A workbay
 * (workstation) session, even one whose roles hold every code, is refused everywhere but its own few calls.
 */

let h: Harness;
let factory: FactoryFixture;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'route access');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
});
afterAll(() => h.close());

const catalogue = new Set(permissionGroups.flatMap((g) => g.codes));
const keysOf = (route: RouteRecord) => route.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${route.url}`);
const concretePath = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('the route table', () => {
  it('holds every operation of the OpenAPI document, and nothing else', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/v1/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const recorded = routeTableOf(h.app).flatMap(keysOf);
    expect(new Set(recorded).size).toBe(recorded.length);
    expect([...recorded].sort()).toEqual([...documented].sort());
    expect(recorded.length).toBeGreaterThan(400);
  });

  it('gives every route a named public or session-only access, or a permission code of the catalogue', () => {
    const unaccounted: string[] = [];
    const seen = new Set<string>();
    for (const route of routeTableOf(h.app)) {
      for (const key of keysOf(route)) {
        seen.add(key);
        const { access } = route;
        if (access.kind === 'public' && !publicRoutes.has(key)) unaccounted.push(`${key}: public but not named public`);
        if (access.kind === 'session' && !sessionOnlyRoutes.has(key))
          unaccounted.push(`${key}: session only but not named session-only`);
        if (access.kind === 'permission' && !catalogue.has(access.code))
          unaccounted.push(`${key}: permission ${access.code} is not in the catalogue`);
        if (access.kind !== 'public' && publicRoutes.has(key)) unaccounted.push(`${key}: named public but needs a session`);
        if (access.kind === 'permission' && sessionOnlyRoutes.has(key))
          unaccounted.push(`${key}: named session-only but guarded by ${access.code}`);
      }
    }
    const stale = [...publicRoutes, ...sessionOnlyRoutes.keys()].filter((key) => !seen.has(key));
    expect(unaccounted).toEqual([]);
    expect(stale).toEqual([]);
  });
});

describe('the approval history', () => {
  it('needs fac.review.history on the server, not only in the menu', async () => {
    const without = await createStaff(h.db, factory, ['fac.review.desk']);
    const withCode = await createStaff(h.db, factory, ['fac.review.history']);
    const refused = await signIn(h.app, without.loginName, without.password);
    const allowed = await signIn(h.app, withCode.loginName, withCode.password);
    const listInput = { pageNo: 1, pageSize: 10 };
    for (const method of ['PUT', 'POST'] as const) {
      expect((await refused.call(method, 'bill-report/list', listInput)).code).toBe(Code.noPermission);
      expect((await allowed.call(method, 'bill-report/list', listInput)).code).toBe(0);
    }
    expect((await refused.call('GET', 'bill-report/billTypes')).code).toBe(Code.noPermission);
    expect((await allowed.call('GET', 'bill-report/billTypes')).code).toBe(0);
    const detail = { billType: 'material/supplier' };
    expect((await refused.call('GET', 'bill-report/detail/1', detail)).code).toBe(Code.noPermission);
    expect((await allowed.call('GET', 'bill-report/detail/1', detail)).code).toBe(Code.notFound);
  });
});

describe('a workbay session on every route', () => {
  it('is refused everywhere but the calls open to workbays, even when its roles hold every code', async () => {
    const role = await h.db
      .insertInto('role')
      .values({ unitId: boss.unitId, name: 'every code', remark: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('rolePermission')
      .values([...catalogue].map((code) => ({ roleId: role.id, code })))
      .execute();
    const no = `WB${Date.now() % 1e6}`;
    const added = await boss.call('POST', 'fac/facWorkBay/addFacWorkBay', {
      no,
      name: '工位一',
      password: 'pass123',
      roleList: [role.id],
    });
    expect(added.code, added.msg).toBe(0);
    const login = await call(h.app, 'POST', 'login/workbayLogin', {
      bossCode: factory.bossCode,
      loginName: no,
      password: 'pass123',
    });
    expect(login.code, login.msg).toBe(0);
    const cookie = `sid=${login.data.sid as string}`;

    const routes = routeTableOf(h.app);
    const isLogout = (url: string) => url.endsWith('/login/logout');
    const calls = routes
      .flatMap((route) => route.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, route })))
      .sort((a, b) => Number(isLogout(a.route.url)) - Number(isLogout(b.route.url)));
    const wrong: string[] = [];
    const allowedAnswered: string[] = [];
    for (const { method, route } of calls) {
      const res = await h.app.inject({
        method: method as NonNullable<InjectOptions['method']>,
        url: concretePath(route.url),
        headers: { cookie },
      });
      const key = `${method} ${route.url}`;
      const isJson = String(res.headers['content-type'] ?? '').includes('json') && res.body !== '';
      const code = isJson ? (res.json() as { code: number }).code : null;
      if (res.statusCode >= 500 || code === Code.serverError) wrong.push(`${key}: server error ${res.statusCode}`);
      else if (route.access.kind === 'public' || route.allowsWorkbay) {
        if (code === 0) allowedAnswered.push(key);
      } else if (code !== Code.noPermission) wrong.push(`${key}: answered ${res.statusCode} ${code}`);
    }
    expect(wrong).toEqual([]);
    // Its own calls work: the session data, its profile, and signing out (swept last).
    expect(allowedAnswered).toEqual(
      expect.arrayContaining(['GET /v1/api/login/session', 'POST /v1/api/facUser/getMyInfo', 'POST /v1/api/login/logout']),
    );
    expect(calls.length).toBeGreaterThan(400);
  });
});
