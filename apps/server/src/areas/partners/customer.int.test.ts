import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'cus');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

let n = 0;
const name = () => `客户${++n}-${Date.now() % 1e6}`;

describe('customers', () => {
  it('add, show, list, detail, edit, checkName, delete', async () => {
    const customerName = name();
    const added = await boss.call('POST', 'fac/customer/add', { name: customerName, contacts: '张三', phone: '13900000000' });
    expect(added.code).toBe(0);
    const id = added.data.id;
    expect(
      (await boss.call('POST', 'fac/customer/show', { pageNo: 1, pageSize: 10, keyword: customerName })).data.list[0],
    ).toMatchObject({ id, name: customerName, contacts: '张三' });
    expect((await boss.call('POST', 'fac/customer/list')).data).toContainEqual({ id, name: customerName });
    expect((await boss.call('GET', 'fac/customer/checkName', { name: customerName })).data.exists).toBe(true);
    expect((await boss.call('GET', 'fac/customer/checkName', { name: customerName, id })).data.exists).toBe(false);
    const renamed = name();
    expect((await boss.call('POST', 'fac/customer/edit', { id, name: renamed })).code).toBe(0);
    expect((await boss.call('GET', 'fac/customer/detail', { id })).data.name).toBe(renamed);
    expect((await boss.call('POST', 'fac/customer/delete', { id })).code).toBe(0);
    expect((await boss.call('GET', 'fac/customer/detail', { id })).code).toBe(40402);
  });

  it('refuses duplicates and bad input, writing nothing', async () => {
    const customerName = name();
    await boss.call('POST', 'fac/customer/add', { name: customerName });
    expect((await boss.call('POST', 'fac/customer/add', { name: customerName })).code).toBe(40901);
    const bad = await boss.call('POST', 'fac/customer/add', { name: '', phone: 'x'.repeat(30) });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'phone']);
  });

  it('keeps other factories out and checks permissions and sessions', async () => {
    const { data } = await boss.call('POST', 'fac/customer/add', { name: name() });
    expect((await intruder.call('GET', 'fac/customer/detail', { id: data.id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/customer/edit', { id: data.id, name: 'x' })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/customer/delete', { id: data.id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/customer/list')).data.map((c: { id: string }) => c.id)).not.toContain(data.id);
    expect((await intruder.call('GET', 'fac/customer/checkName', { name: 'x' })).code).toBe(0);
    for (const [url, body] of [
      ['fac/customer/add', { name: name() }],
      ['fac/customer/edit', { id: data.id, name: name() }],
      ['fac/customer/delete', { id: data.id }],
    ] as const) {
      expect((await powerless.call('POST', url, body)).code).toBe(40301);
      expect((await call(h.app, 'POST', url, body)).code).toBe(440);
    }
    for (const url of ['fac/customer/show', 'fac/customer/list']) expect((await call(h.app, 'POST', url, {})).code).toBe(440);
    expect((await boss.call('GET', 'fac/customer/detail', { id: data.id })).code).toBe(0);
  });
});
