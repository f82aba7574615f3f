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
const uniqueName = (prefix = '角色') => `${prefix}${++seq}${Date.now() % 1000}`.slice(0, 12);

async function bossOf(f: FactoryFixture): Promise<Client> {
  return signIn(h.app, f.boss.loginName, f.boss.password);
}
async function addRole(client: Client, body: Record<string, unknown> = {}): Promise<string> {
  const res = await client.call('POST', 'role/add', {
    roleName: uniqueName(),
    remark: '备注',
    permissionCodes: ['fac.supplier.list'],
    ...body,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data.id;
}
const roleCount = async () => (await h.db.selectFrom('role').select('id').execute()).length;

// Each route with a valid request and the permission it needs (null: any user of the factory).
const routes: [method: 'GET' | 'POST', url: string, body: object, permission: string | null][] = [
  ['POST', 'role/page', { pageNo: 1, pageSize: 10 }, 'fac.role.list'],
  ['POST', 'role/add', { roleName: 'x', permissionCodes: [] }, 'fac.role.add'],
  ['POST', 'role/update', { id: '1', roleName: 'x', permissionCodes: [] }, 'fac.role.update'],
  ['GET', 'role/detail', { id: '1' }, 'fac.role.list'],
  ['POST', 'role/valid', { id: '1', isValid: false }, 'fac.role.valid'],
  ['POST', 'role/delete', { id: '1' }, 'fac.role.delete'],
  ['GET', 'role/permissionDetails', {}, null],
  ['GET', 'role/list', {}, null],
];

describe('guards on every role call', () => {
  it.each(routes)('%s %s without a session: 440', async (method, url, body) => {
    expect((await call(h.app, method, url, body)).code).toBe(440);
  });

  it.each(routes.filter((r) => r.at(3) !== null))('%s %s without its permission: 40301', async (method, url, body) => {
    const f = await createFactory(h.db, 'perm');
    const staff = await createStaff(h.db, f, ['fac.supplier.list']);
    const client = await signIn(h.app, staff.loginName, staff.password);
    const before = await roleCount();
    const res = await client.call(method, url, body);
    expect(res.code).toBe(40301);
    expect(res.msg).toBe('抱歉，您没有操作权限');
    expect(await roleCount()).toBe(before);
  });

  it('a staff user holding the code may call it', async () => {
    const f = await createFactory(h.db, 'perm');
    const staff = await createStaff(h.db, f, ['fac.role.list', 'fac.role.add']);
    const client = await signIn(h.app, staff.loginName, staff.password);
    await addRole(client);
    expect((await client.call('POST', 'role/page', { pageNo: 1, pageSize: 10 })).code).toBe(0);
  });
});

describe('role/add and role/detail', () => {
  it('creates a role with rights and members; the member gets the rights at once', async () => {
    const f = await createFactory(h.db, 'add');
    const boss = await bossOf(f);
    const staff = await createStaff(h.db, f, []);
    const id = await addRole(boss, {
      roleName: '仓管',
      permissionCodes: ['fac.stock.add', 'fac.stock.edit', 'fac.stock.add'],
      userIds: [staff.userId],
    });
    const detail = await boss.call('GET', 'role/detail', { id });
    expect(detail.data).toMatchObject({
      id,
      roleName: '仓管',
      remark: '备注',
      isValid: true,
      isSystem: false,
      memberCount: 1,
      permissionCodes: ['fac.stock.add', 'fac.stock.edit'],
    });
    expect(detail.data.members).toEqual([{ userId: staff.userId, userName: expect.any(String), loginName: staff.loginName }]);
    const member = await signIn(h.app, staff.loginName, staff.password);
    expect((await member.call('POST', 'facUser/getMyInfo')).data.permissionList).toEqual(['fac.stock.add', 'fac.stock.edit']);
    const log = await h.db
      .selectFrom('operationLog')
      .select('action')
      .where('targetType', '=', 'role')
      .where('targetId', '=', id)
      .execute();
    expect(log.map((l) => l.action)).toEqual(['ROLE_ADD']);
  });

  it('refuses unknown permission codes, naming permissionCodes and the codes; nothing written', async () => {
    const f = await createFactory(h.db, 'add');
    const boss = await bossOf(f);
    const before = await roleCount();
    const res = await boss.call('POST', 'role/add', {
      roleName: uniqueName(),
      permissionCodes: ['fac.stock.add', 'fac.made.up'],
    });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('permissionCodes');
    expect(res.msg).toContain('fac.made.up');
    expect(await roleCount()).toBe(before);
  });

  it('refuses members who are not users of this factory', async () => {
    const f = await createFactory(h.db, 'add');
    const g = await createFactory(h.db, 'other');
    const outsider = await createStaff(h.db, g, []);
    const res = await (
      await bossOf(f)
    ).call('POST', 'role/add', { roleName: uniqueName(), permissionCodes: [], userIds: [outsider.userId] });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('userIds');
  });

  it('a name is unique in the factory (40901 roleName) but may repeat in another factory', async () => {
    const f = await createFactory(h.db, 'add');
    const g = await createFactory(h.db, 'other');
    const name = uniqueName();
    await addRole(await bossOf(f), { roleName: name });
    const again = await (await bossOf(f)).call('POST', 'role/add', { roleName: name, permissionCodes: [] });
    expect(again.code).toBe(40901);
    expect(again.data.errors[0].field).toBe('roleName');
    await addRole(await bossOf(g), { roleName: name });
  });

  it('invalid body: 40001 naming roleName (too long), nothing written', async () => {
    const f = await createFactory(h.db, 'add');
    const before = await roleCount();
    const res = await (await bossOf(f)).call('POST', 'role/add', { roleName: '一二三四五六七八九十一二三', permissionCodes: [] });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('roleName');
    expect(await roleCount()).toBe(before);
  });

  it('detail: another factory’s role is not found; a bad id is 40001', async () => {
    const f = await createFactory(h.db, 'det');
    const g = await createFactory(h.db, 'other');
    const theirs = await addRole(await bossOf(g));
    expect((await (await bossOf(f)).call('GET', 'role/detail', { id: theirs })).code).toBe(40402);
    const bad = await (await bossOf(f)).call('GET', 'role/detail', { id: 'abc' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('id');
  });
});

describe('role/page and role/list', () => {
  it('pages the factory’s roles by keyword; another factory’s roles never appear', async () => {
    const f = await createFactory(h.db, 'pg');
    const g = await createFactory(h.db, 'other');
    const boss = await bossOf(f);
    const a = await addRole(boss, { roleName: uniqueName('裁床') });
    const b = await addRole(boss, { roleName: uniqueName('裁床') });
    await addRole(boss, { roleName: uniqueName('质检') });
    const theirs = await addRole(await bossOf(g), { roleName: uniqueName('裁床') });
    const page = await boss.call('POST', 'role/page', { pageNum: 1, pageSize: 1, keyword: '裁床' });
    expect(page.data).toMatchObject({ totalCount: 2, pageNo: 1, pageSize: 1 });
    expect(page.data.list.map((r: { id: string }) => r.id)).toEqual([b]);
    const second = await boss.call('POST', 'role/page', { pageNo: 2, pageSize: 1, keyword: '裁床' });
    expect(second.data.list.map((r: { id: string }) => r.id)).toEqual([a]);
    const all = await boss.call('POST', 'role/page', { pageNo: 1, pageSize: 100 });
    expect(all.data.list.map((r: { id: string }) => r.id)).not.toContain(theirs);
  });

  it('list answers the valid roles as {id, name}', async () => {
    const f = await createFactory(h.db, 'ls');
    const boss = await bossOf(f);
    const on = await addRole(boss, { roleName: uniqueName('在用') });
    const off = await addRole(boss, { roleName: uniqueName('停用') });
    await boss.call('POST', 'role/valid', { id: off, isValid: false });
    const res = await boss.call('GET', 'role/list');
    expect(res.data).toContainEqual({ id: on, name: expect.stringContaining('在用') });
    expect(res.data.map((r: { id: string }) => r.id)).not.toContain(off);
  });

  it('page: invalid body is 40001 naming pageSize', async () => {
    const f = await createFactory(h.db, 'pg');
    const res = await (await bossOf(f)).call('POST', 'role/page', { pageNo: 1, pageSize: 0 });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('pageSize');
  });

  it('permissionDetails answers the catalogue groups with both labels', async () => {
    const f = await createFactory(h.db, 'cat');
    const res = await (await bossOf(f)).call('GET', 'role/permissionDetails');
    const settings = res.data.find((g: { key: string }) => g.key === 'settings');
    expect(settings).toMatchObject({ zh: '角色与设置', en: 'Roles and settings' });
    expect(settings.codes).toContain('fac.role.add');
  });
});
