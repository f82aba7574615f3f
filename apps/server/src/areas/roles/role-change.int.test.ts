import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
const uniqueName = () => `角色${++seq}${Date.now() % 1000}`;
const bossOf = (f: FactoryFixture): Promise<Client> => signIn(h.app, f.boss.loginName, f.boss.password);
async function addRole(client: Client, body: Record<string, unknown> = {}): Promise<string> {
  const res = await client.call('POST', 'role/add', { roleName: uniqueName(), permissionCodes: ['fac.supplier.list'], ...body });
  expect(res.code, res.msg).toBe(0);
  return res.data.id;
}
const roleRow = (id: string) => h.db.selectFrom('role').selectAll().where('id', '=', id).executeTakeFirst();
const codesOf = async (id: string) =>
  (await h.db.selectFrom('rolePermission').select('code').where('roleId', '=', id).orderBy('code').execute()).map((r) => r.code);
const membersOf = async (id: string) =>
  (await h.db.selectFrom('userRole').select('userId').where('roleId', '=', id).execute()).map((r) => r.userId);

describe('role/update', () => {
  it('replaces name, remark and rights; members change only when userIds is sent', async () => {
    const f = await createFactory(h.db, 'upd');
    const boss = await bossOf(f);
    const a = await createStaff(h.db, f, []);
    const b = await createStaff(h.db, f, []);
    const id = await addRole(boss, { userIds: [a.userId] });
    const res = await boss.call('POST', 'role/update', {
      id,
      roleName: '跟单',
      remark: null,
      permissionCodes: ['fac.mission.list'],
    });
    expect(res.code, res.msg).toBe(0);
    expect(await roleRow(id)).toMatchObject({ name: '跟单', remark: null });
    expect(await codesOf(id)).toEqual(['fac.mission.list']);
    expect(await membersOf(id)).toEqual([a.userId]);
    await boss.call('POST', 'role/update', { id, roleName: '跟单', permissionCodes: ['fac.mission.list'], userIds: [b.userId] });
    expect(await membersOf(id)).toEqual([b.userId]);
    const member = await signIn(h.app, b.loginName, b.password);
    expect((await member.call('POST', 'facUser/getMyInfo')).data.permissionList).toEqual(['fac.mission.list']);
  });

  it('keeps its own name, refuses another role’s name (40901)', async () => {
    const f = await createFactory(h.db, 'upd');
    const boss = await bossOf(f);
    const taken = uniqueName();
    await addRole(boss, { roleName: taken });
    const id = await addRole(boss, { roleName: 'mine' });
    expect((await boss.call('POST', 'role/update', { id, roleName: 'mine', permissionCodes: [] })).code).toBe(0);
    const clash = await boss.call('POST', 'role/update', { id, roleName: taken, permissionCodes: [] });
    expect(clash.code).toBe(40901);
    expect((await roleRow(id))!.name).toBe('mine');
  });

  it('another factory’s role: not found, nothing changed', async () => {
    const f = await createFactory(h.db, 'upd');
    const g = await createFactory(h.db, 'other');
    const theirs = await addRole(await bossOf(g), { roleName: 'theirs' });
    const res = await (await bossOf(f)).call('POST', 'role/update', { id: theirs, roleName: 'hijack', permissionCodes: [] });
    expect(res.code).toBe(40402);
    expect((await roleRow(theirs))!.name).toBe('theirs');
    expect(await codesOf(theirs)).toEqual(['fac.supplier.list']);
  });

  it('a system role cannot be changed', async () => {
    const f = await createFactory(h.db, 'upd');
    const sys = await h.db
      .insertInto('role')
      .values({ unitId: f.unitId, name: '系统管理员', remark: null, isSystem: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await (await bossOf(f)).call('POST', 'role/update', { id: sys.id, roleName: 'x', permissionCodes: [] });
    expect(res.code).toBe(40902);
  });

  it('invalid body: 40001 naming permissionCodes, nothing changed', async () => {
    const f = await createFactory(h.db, 'upd');
    const boss = await bossOf(f);
    const id = await addRole(boss, { roleName: 'keep' });
    const res = await boss.call('POST', 'role/update', { id, roleName: 'changed', permissionCodes: 'fac.stock.add' });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('permissionCodes');
    expect((await roleRow(id))!.name).toBe('keep');
  });
});

describe('role/valid', () => {
  it('a disabled role grants nothing at once; enabling gives the rights back', async () => {
    const f = await createFactory(h.db, 'val');
    const boss = await bossOf(f);
    const staff = await createStaff(h.db, f, []);
    const id = await addRole(boss, { permissionCodes: ['fac.role.list'], userIds: [staff.userId] });
    const member = await signIn(h.app, staff.loginName, staff.password);
    expect((await member.call('POST', 'role/page', { pageNo: 1, pageSize: 5 })).code).toBe(0);
    const off = await boss.call('POST', 'role/valid', { id, isValid: false });
    expect(off.data).toMatchObject({ id, isValid: false });
    expect((await member.call('POST', 'role/page', { pageNo: 1, pageSize: 5 })).code).toBe(40301);
    await boss.call('POST', 'role/valid', { id, isValid: true });
    expect((await member.call('POST', 'role/page', { pageNo: 1, pageSize: 5 })).code).toBe(0);
  });

  it('another factory’s role: not found, nothing changed; invalid body: 40001 naming isValid', async () => {
    const f = await createFactory(h.db, 'val');
    const g = await createFactory(h.db, 'other');
    const theirs = await addRole(await bossOf(g));
    const boss = await bossOf(f);
    expect((await boss.call('POST', 'role/valid', { id: theirs, isValid: false })).code).toBe(40402);
    expect((await roleRow(theirs))!.isValid).toBe(true);
    const bad = await boss.call('POST', 'role/valid', { id: theirs, isValid: 'no' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('isValid');
  });
});

describe('role/delete', () => {
  it('deletes a role nobody holds, with its rights', async () => {
    const f = await createFactory(h.db, 'del');
    const boss = await bossOf(f);
    const id = await addRole(boss);
    expect((await boss.call('POST', 'role/delete', { id })).code).toBe(0);
    expect(await roleRow(id)).toBeUndefined();
    expect(await codesOf(id)).toEqual([]);
    expect(
      (await h.db.selectFrom('operationLog').select('action').where('targetId', '=', id).orderBy('id').execute()).map(
        (l) => l.action,
      ),
    ).toEqual(['ROLE_ADD', 'ROLE_DELETE']);
  });

  it('is refused while members hold the role (40903), and works once they are removed', async () => {
    const f = await createFactory(h.db, 'del');
    const boss = await bossOf(f);
    const staff = await createStaff(h.db, f, []);
    const id = await addRole(boss, { userIds: [staff.userId] });
    const res = await boss.call('POST', 'role/delete', { id });
    expect(res.code).toBe(40903);
    expect(res.msg).toBe('该角色下还有 1 名成员，请先移除成员');
    expect(await roleRow(id)).toBeDefined();
    await boss.call('POST', 'role/update', { id, roleName: 'emptied', permissionCodes: [], userIds: [] });
    expect((await boss.call('POST', 'role/delete', { id })).code).toBe(0);
  });

  it('is refused while a review configuration names the role', async () => {
    const f = await createFactory(h.db, 'del');
    const boss = await bossOf(f);
    const id = await addRole(boss);
    await h.db
      .insertInto('reviewConfig')
      .values({
        unitId: f.unitId,
        billType: 'COMMON_MATERIEL_SUPPLIER',
        isUse: true,
        steps: JSON.stringify([{ mode: 'ANY', userIds: [], roleIds: [id] }]),
        antiReviewerUserIds: '[]',
        antiReviewerRoleIds: '[]',
      })
      .execute();
    const res = await boss.call('POST', 'role/delete', { id });
    expect(res.code).toBe(40903);
    expect(res.msg).toContain('审核配置');
    expect(await roleRow(id)).toBeDefined();
  });

  it('another factory’s role: not found, nothing deleted; invalid body: 40001 naming id', async () => {
    const f = await createFactory(h.db, 'del');
    const g = await createFactory(h.db, 'other');
    const theirs = await addRole(await bossOf(g));
    const boss = await bossOf(f);
    expect((await boss.call('POST', 'role/delete', { id: theirs })).code).toBe(40402);
    expect(await roleRow(theirs)).toBeDefined();
    const bad = await boss.call('POST', 'role/delete', {});
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('id');
  });
});
