import { ARRIVAL_BILL_TYPES } from '@gf/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTableOf, type RouteRecord } from '../src/platform/http/route-table.js';
import { createFactory, signIn, startHarness, type Client, type Harness } from './harness.js';
import { insertArrival } from './quality-fixture.js';
import { makeMaterialSkus, makeStorehouse } from './stock-fixture.js';

/**
 * Request forgery: every call that changes data (any method but GET and HEAD, and each GET declared
 * `changesData`) refuses a request a browser marks as coming from another site, before its session is even
 * read. The calls are taken from the route table, so a new route is covered the day it is registered.
 */

let h: Harness;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'forgery');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
});
afterAll(() => h.close());

type Method = NonNullable<InjectOptions['method']>;
const CROSS_SITE_REFUSED = 40303;
const readMethods = new Set(['GET', 'HEAD']);
/** Where the app is reached in these tests: app.inject sends Host localhost:80. */
const ownOrigin = 'http://localhost';
const evil = 'https://evil.example';

/** One call of the route table: its path with every parameter filled in. */
interface Target {
  method: Method;
  url: string;
  changesData: boolean;
}

const concretePath = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

function targetsOf(routes: readonly RouteRecord[], pick: (method: string, route: RouteRecord) => boolean): Target[] {
  return routes.flatMap((route) =>
    route.methods
      .filter((method) => pick(method, route))
      .map((method) => ({ method: method as Method, url: concretePath(route.url), changesData: route.changesData })),
  );
}

const isGuarded = (method: string, route: RouteRecord) => !readMethods.has(method) || route.changesData;

async function send(target: Target, headers: Record<string, string>, withSession = true) {
  const res = await h.app.inject({
    method: target.method,
    url: target.url,
    headers: { ...(withSession ? { cookie: `sid=${boss.sid}` } : {}), ...headers },
  });
  // HEAD answers carry no body: the status tells.
  const isJson = res.body !== '' && String(res.headers['content-type'] ?? '').includes('json');
  const code = isJson ? (res.json() as { code: number }).code : null;
  return { status: res.statusCode, code };
}

/** Sends every target with these headers and answers the calls whose answer fails `isExpected`. */
async function sweep(
  targets: Target[],
  headers: Record<string, string>,
  isExpected: (a: { status: number; code: number | null }) => boolean,
  withSession = true,
) {
  const wrong: string[] = [];
  for (const target of targets) {
    const answer = await send(target, headers, withSession);
    if (!isExpected(answer)) wrong.push(`${target.method} ${target.url} → ${answer.status} ${answer.code}`);
  }
  return wrong;
}

const refused = (a: { status: number; code: number | null }) => a.status === 403 && a.code === CROSS_SITE_REFUSED;
const notRefused = (a: { status: number; code: number | null }) => a.code !== CROSS_SITE_REFUSED;

describe('every call that changes data, from the route table', () => {
  it('declares the spec’s undo calls (GET) as changing data', () => {
    const dataChangingGets = targetsOf(routeTableOf(h.app), (m, r) => m === 'GET' && r.changesData).map((t) => t.url);
    expect(dataChangingGets).toEqual(
      expect.arrayContaining([
        '/v1/api/arrive/undo/1',
        '/v1/api/return/undo/1',
        '/v1/api/refund/undo/1',
        '/v1/api/delivery/material/undo/1',
        '/v1/api/changeStock/undo/1',
        '/v1/api/uflo/1/undo-status',
        '/v1/api/material/purchase/cancel/1',
      ]),
    );
  });

  it('refuses each of them when Sec-Fetch-Site is cross-site or same-site, or Origin or Referer name another host', async () => {
    const targets = targetsOf(routeTableOf(h.app), isGuarded);
    expect(targets.length).toBeGreaterThan(300);
    expect(await sweep(targets, { 'sec-fetch-site': 'cross-site' }, refused)).toEqual([]);
    expect(await sweep(targets, { origin: evil }, refused)).toEqual([]);
    // Without Origin (some browsers leave it out of a GET navigation) the Referer decides.
    expect(await sweep(targets, { referer: `${evil}/mail?id=1` }, refused)).toEqual([]);
    // Checked before the session: a forged call is refused whether or not the victim is signed in.
    expect(await sweep(targets, { 'sec-fetch-site': 'same-site' }, refused, false)).toEqual([]);
    // A sandboxed page sends Origin: null.
    expect(await sweep(targets.slice(0, 20), { origin: 'null' }, refused)).toEqual([]);
  });

  it('refuses a GET that changes data when a browser navigates to it, even from its own site or a mail program', async () => {
    const gets = targetsOf(routeTableOf(h.app), (m, r) => readMethods.has(m) && r.changesData);
    expect(gets.length).toBeGreaterThan(30);
    // A link opened from a desktop mail program: Sec-Fetch-Site none, and neither Origin nor Referer.
    expect(await sweep(gets, { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }, refused)).toEqual([]);
    expect(
      await sweep(gets, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', referer: `${ownOrigin}/` }, refused),
    ).toEqual([]);
    // Fastify answers HEAD with the GET's handler: the same guard must hold (no body, so the status tells).
    const heads = gets.map((t) => ({ ...t, method: 'HEAD' as const }));
    expect(await sweep(heads, { 'sec-fetch-site': 'cross-site' }, (a) => a.status === 403)).toEqual([]);
  });

  it('lets the web client’s own calls through (same origin), and calls without browser headers (other clients)', async () => {
    const targets = targetsOf(routeTableOf(h.app), isGuarded);
    // No session here: the call gets past the forgery check and stops at the session check (or its validation).
    const fromOwnPage = {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      origin: ownOrigin,
      referer: `${ownOrigin}/x`,
    };
    expect(await sweep(targets, fromOwnPage, notRefused, false)).toEqual([]);
    expect(await sweep(targets, {}, notRefused, false)).toEqual([]);
    // Behind a port: Origin and Host carry the same one.
    expect(
      await sweep(targets.slice(0, 20), { host: 'erp.example:8443', origin: 'https://erp.example:8443' }, notRefused, false),
    ).toEqual([]);
  });

  it('leaves reads alone: a cross-site link to a read (a file, an export) is answered as usual', async () => {
    const reads = targetsOf(routeTableOf(h.app), (m, r) => m === 'GET' && !r.changesData);
    expect(reads.length).toBeGreaterThan(100);
    expect(await sweep(reads, { 'sec-fetch-site': 'cross-site', origin: evil }, notRefused, false)).toEqual([]);
  });
});

describe('a forged call writes nothing; the same call from the app goes through', () => {
  let supplierId: string;
  let storehouseId: string;
  let skuIds: string[];
  beforeAll(async () => {
    skuIds = (await makeMaterialSkus(boss, ['米白'])).skuIds;
    supplierId = (await boss.call('POST', 'supplier/insert', { name: `防伪布行${Date.now() % 1e6}` })).data.id;
    storehouseId = await makeStorehouse(boss);
  });

  const arrivalStatus = async (id: string) => (await boss.call('GET', `arrive/detail/${id}`)).data.status as number;

  it('GET arrive/undo/{id} from a mail link leaves the arrival as it was; from the app it voids the draft', async () => {
    const { id } = await insertArrival(h.db, boss.unitId, boss.userId, supplierId, storehouseId, skuIds, 0);
    const undo = (headers: Record<string, string>) =>
      h.app.inject({ method: 'GET', url: `/v1/api/arrive/undo/${id}`, headers: { cookie: `sid=${boss.sid}`, ...headers } });
    const forged: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      { referer: `${evil}/inbox` },
    ];
    for (const headers of forged) {
      const res = await undo(headers);
      expect(res.json()).toMatchObject({ code: CROSS_SITE_REFUSED });
      expect(await arrivalStatus(id)).toBe(0);
    }
    const fromApp = await undo({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', referer: `${ownOrigin}/arrive` });
    expect(fromApp.json()).toMatchObject({ code: 0, data: { status: 5 } });
    expect(await arrivalStatus(id)).toBe(5);
  });

  it('GET uflo/{type}/undo-status from another site leaves a pending bill pending', async () => {
    const { id } = await insertArrival(h.db, boss.unitId, boss.userId, supplierId, storehouseId, skuIds, 1);
    const type = ARRIVAL_BILL_TYPES[0];
    const res = await h.app.inject({
      method: 'GET',
      url: `/v1/api/uflo/${type}/undo-status?id=${id}`,
      headers: { cookie: `sid=${boss.sid}`, origin: evil },
    });
    expect(res.statusCode).toBe(403);
    expect(await arrivalStatus(id)).toBe(1);
  });

  it('POST supplier/insert from another site creates nothing; from the app it creates the supplier', async () => {
    const name = `伪造布行${Date.now() % 1e6}`;
    const insert = (headers: Record<string, string>) =>
      h.app.inject({
        method: 'POST',
        url: '/v1/api/supplier/insert',
        payload: { name },
        headers: { cookie: `sid=${boss.sid}`, ...headers },
      });
    const countByName = async () =>
      (await h.db.selectFrom('supplier').select('id').where('name', '=', name).where('unitId', '=', boss.unitId).execute())
        .length;
    expect((await insert({ 'sec-fetch-site': 'cross-site', origin: evil })).json()).toMatchObject({ code: CROSS_SITE_REFUSED });
    expect(await countByName()).toBe(0);
    expect((await insert({ 'sec-fetch-site': 'same-origin', origin: ownOrigin })).json()).toMatchObject({ code: 0 });
    expect(await countByName()).toBe(1);
  });

  it('a login posted from another site is refused (login forgery) and says why in the caller’s language', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/login/doLogin',
      payload: { loginName: 'x', password: 'y' },
      headers: { origin: evil, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: CROSS_SITE_REFUSED, msg: expect.stringContaining('another site') });
  });
});
