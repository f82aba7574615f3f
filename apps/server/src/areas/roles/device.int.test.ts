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
} from '../../../test/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

let seq = 0;
const newCode = () => `DEV-${++seq}-${Date.now() % 100000}`;
const bossOf = (f: FactoryFixture): Promise<Client> => signIn(h.app, f.boss.loginName, f.boss.password);
async function addDevice(client: Client, body: Record<string, unknown> = {}): Promise<string> {
  const res = await client.call('POST', 'device/add', { deviceCode: newCode(), deviceName: '前台电脑', ...body });
  expect(res.code, res.msg).toBe(0);
  return res.data.id;
}
const deviceRow = (id: string) => h.db.selectFrom('deviceAuthorization').selectAll().where('id', '=', id).executeTakeFirst();
const deviceCount = async () => (await h.db.selectFrom('deviceAuthorization').select('id').execute()).length;

const routes: [method: 'POST', url: string, body: object, permission: string][] = [
  ['POST', 'device/page', { pageNo: 1, pageSize: 10 }, 'fac.device.list'],
  ['POST', 'device/add', { deviceCode: 'X1' }, 'fac.device.add'],
  ['POST', 'device/batchAuthorize', { ids: ['1'], isAuthorized: true }, 'fac.device.authorize'],
  ['POST', 'device/modifyRemark', { id: '1', remark: 'x' }, 'fac.device.add'],
  ['POST', 'device/delete', { id: '1' }, 'fac.device.delete'],
];

describe('guards on every device call', () => {
  it.each(routes)('%s %s without a session: 440', async (method, url, body) => {
    expect((await call(h.app, method, url, body)).code).toBe(440);
  });

  it.each(routes)('%s %s without its permission: 40301, nothing written', async (method, url, body, permission) => {
    const f = await createFactory(h.db, 'perm');
    const others = ['fac.device.list', 'fac.device.add', 'fac.device.authorize', 'fac.device.delete'].filter(
      (c) => c !== permission,
    );
    const staff = await createStaff(h.db, f, others);
    const client = await signIn(h.app, staff.loginName, staff.password);
    const before = await deviceCount();
    const res = await client.call(method, url, body);
    expect(res.code).toBe(40301);
    expect(res.msg).toBe('抱歉，您没有操作权限');
    expect(await deviceCount()).toBe(before);
  });
});

describe('device/add and device/page', () => {
  it('records a device, unauthorised, and pages it with keyword and state filters', async () => {
    const f = await createFactory(h.db, 'dev');
    const boss = await bossOf(f);
    const a = await addDevice(boss, { deviceCode: 'PAD-A-1', remark: '裁床平板' });
    const b = await addDevice(boss, { deviceCode: 'PC-B-2' });
    expect(await deviceRow(a)).toMatchObject({ deviceCode: 'PAD-A-1', isAuthorized: false, remark: '裁床平板' });
    const all = await boss.call('POST', 'device/page', { pageNo: 1, pageSize: 10 });
    expect(all.data).toMatchObject({ totalCount: 2, pageNo: 1, pageSize: 10 });
    expect(all.data.list.map((d: { id: string }) => d.id)).toEqual([b, a]);
    const byKeyword = await boss.call('POST', 'device/page', { pageNo: 1, pageSize: 10, keyword: '裁床' });
    expect(byKeyword.data.list.map((d: { id: string }) => d.id)).toEqual([a]);
    await boss.call('POST', 'device/batchAuthorize', { ids: [b], isAuthorized: true });
    const authorised = await boss.call('POST', 'device/page', { pageNum: 1, pageSize: 10, isAuthorized: true });
    expect(authorised.data.list.map((d: { id: string }) => d.id)).toEqual([b]);
  });

  it('a device code is unique in the factory (40901 deviceCode), free in another', async () => {
    const f = await createFactory(h.db, 'dev');
    const g = await createFactory(h.db, 'other');
    const code = newCode();
    await addDevice(await bossOf(f), { deviceCode: code });
    const again = await (await bossOf(f)).call('POST', 'device/add', { deviceCode: code });
    expect(again.code).toBe(40901);
    expect(again.data.errors[0].field).toBe('deviceCode');
    await addDevice(await bossOf(g), { deviceCode: code });
  });

  it('another factory’s devices are not listed', async () => {
    const f = await createFactory(h.db, 'dev');
    const g = await createFactory(h.db, 'other');
    await addDevice(await bossOf(g));
    const page = await (await bossOf(f)).call('POST', 'device/page', { pageNo: 1, pageSize: 10 });
    expect(page.data).toMatchObject({ list: [], totalCount: 0 });
  });

  it('invalid bodies: 40001 naming the field, nothing written', async () => {
    const f = await createFactory(h.db, 'dev');
    const boss = await bossOf(f);
    const before = await deviceCount();
    const add = await boss.call('POST', 'device/add', { deviceCode: '' });
    expect(add.code).toBe(40001);
    expect(add.data.errors[0].field).toBe('deviceCode');
    expect(await deviceCount()).toBe(before);
    const page = await boss.call('POST', 'device/page', { pageNo: 0, pageSize: 10 });
    expect(page.code).toBe(40001);
    expect(page.data.errors[0].field).toBe('pageNo');
  });
});

describe('device/batchAuthorize', () => {
  it('authorises and withdraws several devices at once', async () => {
    const f = await createFactory(h.db, 'auth');
    const boss = await bossOf(f);
    const ids = [await addDevice(boss), await addDevice(boss)];
    expect((await boss.call('POST', 'device/batchAuthorize', { ids, isAuthorized: true })).data).toEqual({ count: 2 });
    for (const id of ids) expect((await deviceRow(id))!.isAuthorized).toBe(true);
    await boss.call('POST', 'device/batchAuthorize', { ids: [ids[0]], isAuthorized: false });
    expect((await deviceRow(ids[0]!))!.isAuthorized).toBe(false);
  });

  it('one id of another factory refuses the whole batch: not found, nothing changed', async () => {
    const f = await createFactory(h.db, 'auth');
    const g = await createFactory(h.db, 'other');
    const boss = await bossOf(f);
    const mine = await addDevice(boss);
    const theirs = await addDevice(await bossOf(g));
    const res = await boss.call('POST', 'device/batchAuthorize', { ids: [mine, theirs], isAuthorized: true });
    expect(res.code).toBe(40402);
    expect((await deviceRow(mine))!.isAuthorized).toBe(false);
    expect((await deviceRow(theirs))!.isAuthorized).toBe(false);
  });

  it('invalid body: 40001 naming ids', async () => {
    const f = await createFactory(h.db, 'auth');
    const res = await (await bossOf(f)).call('POST', 'device/batchAuthorize', { ids: [], isAuthorized: true });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('ids');
  });
});

describe('device/modifyRemark and device/delete', () => {
  it('changes the remark (blank clears it) and deletes, each logged', async () => {
    const f = await createFactory(h.db, 'rm');
    const boss = await bossOf(f);
    const id = await addDevice(boss);
    expect((await boss.call('POST', 'device/modifyRemark', { id, remark: '仓库扫码枪' })).code).toBe(0);
    expect((await deviceRow(id))!.remark).toBe('仓库扫码枪');
    await boss.call('POST', 'device/modifyRemark', { id, remark: '  ' });
    expect((await deviceRow(id))!.remark).toBeNull();
    expect((await boss.call('POST', 'device/delete', { id })).code).toBe(0);
    expect(await deviceRow(id)).toBeUndefined();
    const log = await h.db
      .selectFrom('operationLog')
      .select('action')
      .where('targetType', '=', 'device')
      .where('targetId', '=', id)
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['DEVICE_ADD', 'DEVICE_REMARK', 'DEVICE_REMARK', 'DEVICE_DELETE']);
  });

  it('another factory’s device: not found, nothing changed or deleted', async () => {
    const f = await createFactory(h.db, 'rm');
    const g = await createFactory(h.db, 'other');
    const theirs = await addDevice(await bossOf(g), { remark: '原备注' });
    const boss = await bossOf(f);
    expect((await boss.call('POST', 'device/modifyRemark', { id: theirs, remark: 'x' })).code).toBe(40402);
    expect((await boss.call('POST', 'device/delete', { id: theirs })).code).toBe(40402);
    expect((await deviceRow(theirs))!.remark).toBe('原备注');
  });

  it('invalid bodies: 40001 naming remark and id', async () => {
    const f = await createFactory(h.db, 'rm');
    const boss = await bossOf(f);
    const id = await addDevice(boss, { remark: '原备注' });
    const long = await boss.call('POST', 'device/modifyRemark', { id, remark: 'x'.repeat(101) });
    expect(long.code).toBe(40001);
    expect(long.data.errors[0].field).toBe('remark');
    expect((await deviceRow(id))!.remark).toBe('原备注');
    const noId = await boss.call('POST', 'device/delete', { id: 'abc' });
    expect(noId.code).toBe(40001);
    expect(noId.data.errors[0].field).toBe('id');
  });
});
