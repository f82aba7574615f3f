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
 * (workstation) session passes exactly what a staff session with the same roles passes (ADR 0012).
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

/** A workbay (工位) of the fixture's factory holding one role with these codes, signed in with login/workbayLogin. */
async function workbaySession(codes: string[]): Promise<string> {
  const role = await h.db
    .insertInto('role')
    .values({ unitId: boss.unitId, name: `workbay role ${codes.length}`, remark: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (codes.length) {
    await h.db
      .insertInto('rolePermission')
      .values(codes.map((code) => ({ roleId: role.id, code })))
      .execute();
  }
  const no = `W${codes.length}${Date.now() % 1e6}`;
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
  expect(login.data.permissionList).toEqual(codes);
  return `sid=${login.data.sid as string}`;
}

describe('a workbay session on every route (ADR 0012: a workbay acts by its roles, as a staff account does)', () => {
  it('reaches public and session-only routes, and exactly the routes of the codes its role holds', async () => {
    const held = 'fac.purchaseOrder.queryList';
    const sessions = { none: await workbaySession([]), one: await workbaySession([held]) };
    const purchaseList = (cookie: string) => call(h.app, 'POST', 'purchase/purchaseList', { pageSize: 5 }, { cookie });
    expect((await purchaseList(sessions.one)).code).toBe(0);
    expect((await purchaseList(sessions.none)).code).toBe(Code.noPermission);

    const isLogout = (url: string) => url.endsWith('/login/logout');
    const calls = routeTableOf(h.app)
      .flatMap((route) => route.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, route })))
      .sort((a, b) => Number(isLogout(a.route.url)) - Number(isLogout(b.route.url)));
    const wrong: string[] = [];
    const answered = { none: [] as string[], one: [] as string[] };
    let guardedByHeld = 0;
    for (const { method, route } of calls) {
      const key = `${method} ${route.url}`;
      const mayPass = {
        none: route.access.kind !== 'permission',
        one: route.access.kind !== 'permission' || route.access.code === held,
      };
      if (route.access.kind === 'permission' && route.access.code === held) guardedByHeld += 1;
      for (const who of ['none', 'one'] as const) {
        const res = await h.app.inject({
          method: method as NonNullable<InjectOptions['method']>,
          url: concretePath(route.url),
          headers: { cookie: sessions[who] },
        });
        const isJson = String(res.headers['content-type'] ?? '').includes('json') && res.body !== '';
        const code = isJson ? (res.json() as { code: number }).code : null;
        if (res.statusCode >= 500 || code === Code.serverError) wrong.push(`${who} ${key}: server error ${res.statusCode}`);
        else if (mayPass[who] && code === Code.noPermission) wrong.push(`${who} ${key}: refused 40301`);
        else if (!mayPass[who] && code !== Code.noPermission) wrong.push(`${who} ${key}: answered ${res.statusCode} ${code}`);
        if (code === 0) answered[who].push(key);
      }
    }
    expect(wrong).toEqual([]);
    expect(guardedByHeld).toBeGreaterThan(1);
    expect(calls.length).toBeGreaterThan(400);
    // Session-only calls answer: its session data, its profile, the factories it may enter, signing out (swept last).
    const own = [
      'GET /v1/api/login/session',
      'POST /v1/api/facUser/getMyInfo',
      'GET /v1/api/fac/getEasyFactorys',
      'POST /v1/api/login/logout',
    ];
    expect(answered.none).toEqual(expect.arrayContaining(own));
    expect(answered.one).toEqual(expect.arrayContaining(own));
  });
});
