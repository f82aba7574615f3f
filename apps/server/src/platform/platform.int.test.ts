import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../test/harness.js';
import { publicRoutes } from '../../test/route-access.js';

let h: Harness;
let factory: FactoryFixture;
let boss: Client;
let staff: Client;
let intruder: Client;

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'plat');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const s = await createStaff(h.db, factory, []);
  staff = await signIn(h.app, s.loginName, s.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
});
afterAll(() => h.close());

describe('platform calls', () => {
  it('health, ip and the OpenAPI document answer without a session', async () => {
    expect((await call(h.app, 'GET', 'health')).data.status).toBe('ok');
    expect((await call(h.app, 'GET', 'ip')).data.ip).toBeTruthy();
    const doc = await h.app.inject({ method: 'GET', url: '/v1/api/openapi.json' });
    expect(doc.json().paths['/v1/api/supplier/page'].post.summary).toBeTruthy();
  });

  it('an unknown call gets the envelope 404', async () => {
    const res = await call(h.app, 'POST', 'no/such/call', {});
    expect(res).toMatchObject({ status: 404, code: 40401 });
  });

  it('malformed JSON is a clear 400, not a 500', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/supplier/page',
      payload: '{bad',
      headers: { 'content-type': 'application/json', cookie: `sid=${boss.sid}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(40001);
  });
});

describe('operation log', () => {
  it('saves with the visitor fields from the headers and lists for permitted users only', async () => {
    const saved = await call(
      h.app,
      'POST',
      'operateLog/save',
      { action: 'PRINT', targetType: 'supplier', targetId: '9' },
      { cookie: `sid=${boss.sid}`, ipArea: encodeURIComponent('浙江杭州'), logSource: 'web' },
    );
    expect(saved.code).toBe(0);
    const page = await boss.call('POST', 'operateLog/page', { pageNo: 1, pageSize: 10, action: 'PRINT' });
    expect(page.data.list[0]).toMatchObject({ action: 'PRINT', ipArea: '浙江杭州', logSource: 'web', targetId: '9' });
    expect((await intruder.call('POST', 'operateLog/page', { pageNo: 1, pageSize: 10, action: 'PRINT' })).data.totalCount).toBe(
      0,
    );
    expect((await staff.call('POST', 'operateLog/page', {})).code).toBe(40301);
    expect((await boss.call('POST', 'operateLog/save', { action: '' })).data.errors[0].field).toBe('action');
    expect((await call(h.app, 'POST', 'operateLog/save', { action: 'X' })).code).toBe(440);
  });
});

describe('last operate', () => {
  it('remembers per user and unit', async () => {
    expect(
      (await boss.call('POST', 'businessOrder/lastOperate/set', { businessKey: 'arrive.storehouse', value: { id: '3' } })).code,
    ).toBe(0);
    expect((await boss.call('GET', 'businessOrder/lastOperate/get', { businessKey: 'arrive.storehouse' })).data.value).toEqual({
      id: '3',
    });
    expect((await staff.call('GET', 'businessOrder/lastOperate/get', { businessKey: 'arrive.storehouse' })).data).toBeNull();
    expect((await intruder.call('POST', 'businessOrder/lastOperate/get', { businessKey: 'arrive.storehouse' })).data).toBeNull();
    expect((await boss.call('POST', 'businessOrder/lastOperate/set', { businessKey: '', value: 1 })).code).toBe(40001);
    expect((await call(h.app, 'POST', 'businessOrder/lastOperate/set', { businessKey: 'x', value: 1 })).code).toBe(440);
  });
});

describe('column settings', () => {
  it('saves and reads per user, validates the key and columns', async () => {
    const columns = [
      { key: 'name', visible: true },
      { key: 'code', visible: false, width: 120 },
    ];
    expect((await boss.call('PUT', 'column-settings/supplier.list', { columns })).code).toBe(0);
    expect((await boss.call('GET', 'column-settings/supplier.list')).data.columns).toEqual(columns);
    expect((await staff.call('GET', 'column-settings/supplier.list')).data.columns).toBeNull();
    expect((await boss.call('PUT', 'column-settings/bad key!', { columns })).code).toBe(40001);
    expect((await boss.call('PUT', 'column-settings/x', { columns: [{ key: 'a' }] })).data.errors[0].field).toBe(
      'columns.0.visible',
    );
    expect((await call(h.app, 'GET', 'column-settings/supplier.list')).code).toBe(440);
  });
});

describe('every call but the public ones needs a session', () => {
  // The one list of public calls (test/route-access.ts), here by path.
  const publicCalls = new Set([...publicRoutes].map((key) => key.slice(key.indexOf(' ') + 1)));
  it('answers 440 to each of them without a cookie', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/v1/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (publicCalls.has(path)) continue;
      for (const method of Object.keys(methods)) {
        const url = path.replace(/\{[^}]+\}/g, '1');
        const res = await h.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(method === 'get' ? {} : { payload: {} }),
        });
        expect({ call: `${method} ${path}`, code: res.json().code }).toEqual({ call: `${method} ${path}`, code: 440 });
        checked.push(path);
      }
    }
    expect(checked.length).toBeGreaterThan(30);
  });
});
