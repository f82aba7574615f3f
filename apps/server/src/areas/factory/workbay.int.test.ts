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
let factory: FactoryFixture;
let boss: Client;
let intruder: Client;
let powerless: Client;
let roleId: string;
let groupId: string;

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'wb');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  roleId = (
    await h.db
      .insertInto('role')
      .values({ unitId: factory.unitId, name: 'QC', remark: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await h.db.insertInto('rolePermission').values({ roleId, code: 'fac.mission.node.report' }).execute();
  groupId = (await boss.call('POST', 'fac/addFacGroups', { name: '车缝' })).data.groupId;
});
afterAll(() => h.close());

let n = 0;
const no = () => `W-${++n}${Date.now() % 1e4}`;
const workbayLogin = (loginName: string, password: string, bossCode = factory.bossCode) =>
  call(h.app, 'POST', 'login/workbayLogin', { bossCode, loginName, password });
const sidOf = (res: { data: { sid: string } }) => `sid=${res.data.sid}`;

describe('workbays', () => {
  it('creates a workbay that signs in with boss code and number, lists, edits, checks duplicates', async () => {
    const number = no();
    const added = await boss.call('POST', 'fac/facWorkBay/addFacWorkBay', {
      no: number,
      name: '张工',
      password: 'pass123',
      roleList: [roleId],
      groupList: [groupId],
    });
    expect(added.code).toBe(0);
    const id = added.data.id as string;

    const login = await workbayLogin(number, 'pass123');
    expect(login.code).toBe(0);
    expect(login.data).toMatchObject({ userId: id, unitId: factory.unitId });
    expect(login.data.permissionList).toContain('fac.mission.node.report');

    const detail = await boss.call('GET', 'fac/facWorkBay/getFacWorkBayDetail', { id });
    expect(detail.data).toMatchObject({
      no: number,
      name: '张工',
      bossCode: factory.bossCode,
      roleList: [roleId],
      groupList: [groupId],
      isEnabled: true,
    });
    expect(detail.data.factories).toEqual([{ facId: factory.unitId, facName: expect.any(String) }]);

    const page = await boss.call('POST', 'fac/facWorkBay/listFacWorkBay', { pageNum: 1, pageSize: 10, keyword: number });
    expect(page.data.totalCount).toBe(1);
    expect(page.data.list[0]).toMatchObject({ id, roles: [{ id: roleId, name: 'QC' }], groups: [{ id: groupId, name: '车缝' }] });
    expect(
      (await boss.call('POST', 'fac/facWorkBay/listFacWorkBay', { pageSize: 10, groupsFilter: [groupId] })).data.list.map(
        (w: { id: string }) => w.id,
      ),
    ).toContain(id);
    expect(
      (await boss.call('POST', 'fac/facWorkBay/listFacWorkBay', { pageSize: 10, keyword: '张工' })).data.totalCount,
    ).toBeGreaterThan(0);

    expect((await boss.call('GET', 'fac/facWorkBay/judgeRepeatWorkBay', { workBayNo: number.toLowerCase() })).data.exists).toBe(
      true,
    );
    expect((await boss.call('GET', 'fac/facWorkBay/judgeRepeatWorkBay', { workBayNo: number, workBayId: id })).data.exists).toBe(
      false,
    );
    expect((await boss.call('POST', 'facUser/checkWorkbay', { loginName: number })).data.exists).toBe(true);
    expect((await boss.call('POST', 'facUser/checkWorkbay', { loginName: 'FREE-1' })).data.exists).toBe(false);
    const dup = await boss.call('POST', 'fac/facWorkBay/addFacWorkBay', { no: number, name: 'x', password: 'pass123' });
    expect(dup.code).toBe(40901);

    const renamed = no();
    const upd = await boss.call('POST', 'fac/facWorkBay/updateFacWorkBay', {
      id,
      no: renamed,
      name: '李工',
      roleList: [],
      groupList: [],
    });
    expect(upd.code).toBe(0);
    const after = (await boss.call('GET', 'fac/facWorkBay/getFacWorkBayDetail', { id })).data;
    expect(after).toMatchObject({ no: renamed, name: '李工', roleList: [], groupList: [] });
    // No new password: the workbay's session lives on.
    expect((await call(h.app, 'POST', 'login/session', undefined, { cookie: sidOf(login) })).code).toBe(0);
    expect((await workbayLogin(renamed, 'pass123')).code).toBe(0);
  });

  it('facUser/addWorkbay joins the given factories and groups', async () => {
    const number = no();
    const res = await boss.call('POST', 'facUser/addWorkbay', {
      loginName: number,
      userName: '王工',
      password: 'pass123',
      facIds: [factory.unitId],
      groupIds: [groupId],
    });
    expect(res.code).toBe(0);
    expect((await boss.call('GET', 'fac/facWorkBay/getFacWorkBayDetail', { id: res.data.id })).data.groupList).toEqual([groupId]);
    const foreign = await boss.call('POST', 'facUser/addWorkbay', {
      loginName: no(),
      userName: 'x',
      password: 'pass123',
      facIds: [intruder.unitId],
    });
    expect(foreign).toMatchObject({ code: 40001, data: { errors: [{ field: 'facIds.0' }] } });
  });

  it('ban ends the sessions and blocks sign-in; un-ban restores it', async () => {
    const number = no();
    const id = (await boss.call('POST', 'fac/facWorkBay/addFacWorkBay', { no: number, name: '赵工', password: 'pass123' })).data
      .id;
    const login = await workbayLogin(number, 'pass123');
    expect((await boss.call('POST', 'facUser/banWorkbay', { workbayId: id, type: 1 })).data.isEnabled).toBe(false);
    expect((await call(h.app, 'POST', 'login/session', undefined, { cookie: sidOf(login) })).code).toBe(1001);
    expect((await workbayLogin(number, 'pass123')).code).toBe(40101);
    expect((await boss.call('POST', 'facUser/banWorkbay', { workbayId: id, type: 0 })).data.isEnabled).toBe(true);
    expect((await workbayLogin(number, 'pass123')).code).toBe(0);
  });

  it('an administrator reset ends the sessions; only the new password works', async () => {
    const number = no();
    const id = (await boss.call('POST', 'fac/facWorkBay/addFacWorkBay', { no: number, name: '钱工', password: 'pass123' })).data
      .id;
    const login = await workbayLogin(number, 'pass123');
    expect((await boss.call('POST', 'fac/facWorkBay/resetPassword', { id, password: 'newpass9' })).code).toBe(0);
    const ended = await call(h.app, 'POST', 'login/session', undefined, { cookie: sidOf(login) });
    expect(ended.code).toBe(1001);
    expect((await workbayLogin(number, 'pass123')).code).toBe(40101);
    expect((await workbayLogin(number, 'newpass9')).code).toBe(0);
    // A new password through the edit form ends sessions too.
    const again = await workbayLogin(number, 'newpass9');
    await boss.call('POST', 'fac/facWorkBay/updateFacWorkBay', { id, no: number, name: '钱工', password: 'third33' });
    expect((await call(h.app, 'POST', 'login/session', undefined, { cookie: sidOf(again) })).code).toBe(1001);
  });

  it('refuses bad input, writing nothing', async () => {
    const before = (await boss.call('POST', 'fac/facWorkBay/listFacWorkBay', { pageSize: 100 })).data.totalCount;
    const bad = await boss.call('POST', 'fac/facWorkBay/addFacWorkBay', { no: 'bad no!', name: '', password: '123' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'no', 'password']);
    const long = await boss.call('POST', 'fac/facWorkBay/addFacWorkBay', { no: 'A'.repeat(32), name: 'x', password: 'pass123' });
    expect(long.data.errors.map((e: { field: string }) => e.field)).toEqual(['no']);
    expect((await boss.call('POST', 'facUser/banWorkbay', { workbayId: '1', type: 3 })).data.errors[0].field).toBe('type');
    expect((await boss.call('POST', 'fac/facWorkBay/listFacWorkBay', { pageSize: 100 })).data.totalCount).toBe(before);
  });

  it('keeps other factories out and checks permissions and sessions', async () => {
    const number = no();
    const id = (await boss.call('POST', 'fac/facWorkBay/addFacWorkBay', { no: number, name: '孙工', password: 'pass123' })).data
      .id;
    const otherRole = (
      await h.db
        .insertInto('role')
        .values({ unitId: intruder.unitId, name: 'X', remark: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await boss.call('POST', 'fac/facWorkBay/addFacWorkBay', {
          no: no(),
          name: 'x',
          password: 'pass123',
          roleList: [otherRole],
        })
      ).code,
    ).toBe(40402);
    expect((await intruder.call('GET', 'fac/facWorkBay/getFacWorkBayDetail', { id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/facWorkBay/updateFacWorkBay', { id, no: 'hijack', name: 'x' })).code).toBe(40402);
    expect((await intruder.call('POST', 'facUser/banWorkbay', { workbayId: id, type: 1 })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/facWorkBay/resetPassword', { id, password: 'hijack1' })).code).toBe(40402);
    expect(
      (await intruder.call('POST', 'fac/facWorkBay/listFacWorkBay', { pageSize: 100 })).data.list.map(
        (w: { id: string }) => w.id,
      ),
    ).not.toContain(id);
    // The same number is free in another company.
    expect((await intruder.call('GET', 'fac/facWorkBay/judgeRepeatWorkBay', { workBayNo: number })).data.exists).toBe(false);
    expect((await workbayLogin(number, 'pass123')).code).toBe(0);

    for (const [url, payload] of [
      ['fac/facWorkBay/listFacWorkBay', { pageSize: 10 }],
      ['fac/facWorkBay/addFacWorkBay', { no: no(), name: 'x', password: 'pass123' }],
      ['facUser/addWorkbay', { loginName: no(), userName: 'x', password: 'pass123' }],
      ['fac/facWorkBay/updateFacWorkBay', { id, no: number, name: 'x' }],
      ['facUser/banWorkbay', { workbayId: id, type: 1 }],
      ['fac/facWorkBay/resetPassword', { id, password: 'pass999' }],
    ] as const) {
      const refused = await powerless.call('POST', url, payload);
      expect(refused.code).toBe(40301);
      expect(refused.msg).toBe('抱歉，您没有操作权限');
      expect((await call(h.app, 'POST', url, payload)).code).toBe(440);
    }
    expect((await powerless.call('GET', 'fac/facWorkBay/getFacWorkBayDetail', { id })).code).toBe(40301);
    expect((await call(h.app, 'GET', 'fac/facWorkBay/judgeRepeatWorkBay', { workBayNo: 'x' })).code).toBe(440);
    expect((await call(h.app, 'POST', 'facUser/checkWorkbay', { loginName: 'x' })).code).toBe(440);
    expect((await boss.call('GET', 'fac/facWorkBay/getFacWorkBayDetail', { id })).data).toMatchObject({
      name: '孙工',
      isEnabled: true,
    });
  });
});
