import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFactory,
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';

// One company with factories A and B; a staff manager of A only; another company; a staff account without codes.
let h: Harness;
let fx: FactoryFixture;
let facB: string;
let boss: Client;
let managerA: Client;
let powerless: Client;
let intruder: Client;

const codes = ['company.employee.list', 'company.employee.link'];

beforeAll(async () => {
  h = await startHarness();
  fx = await createFactory(h.db, 'emp');
  facB = await addFactory(h.db, fx, 'emp B');
  boss = await signIn(h.app, fx.boss.loginName, fx.boss.password);
  const manager = await createStaff(h.db, fx, codes);
  managerA = await signIn(h.app, manager.loginName, manager.password);
  const none = await createStaff(h.db, fx, []);
  powerless = await signIn(h.app, none.loginName, none.password);
  const other = await createFactory(h.db, 'emp other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
});
afterAll(() => h.close());

const link = (client: Client, userId: string, facIds: string[]) =>
  client.call('POST', 'facUser/updateEmployeeFactories', { userId, facIds });
const linkedUnits = async (userId: string) =>
  (await h.db.selectFrom('userUnit').select('unitId').where('userId', '=', userId).orderBy('unitId').execute()).map(
    (r) => r.unitId,
  );
const employee = async (client: Client, keyword: string) =>
  (await client.call('POST', 'facUser/getEmployeeList', { pageSize: 10, keyword })).data.list[0];

describe('employees across factories', () => {
  it('lists staff and workbays with their linked factories; links and unlinks by checkboxes', async () => {
    const staff = await createStaff(h.db, fx, ['fac.purchaseOrder.queryList']);
    const row = await employee(boss, staff.loginName);
    expect(row).toMatchObject({ userId: staff.userId, kind: 'STAFF', isEnabled: true, factories: [{ facId: fx.unitId }] });
    const wb = await boss.call('POST', 'facUser/addWorkbay', {
      loginName: `E-${Date.now() % 1e6}`,
      userName: '工位甲',
      password: 'pass123',
    });
    const kinds = (await boss.call('POST', 'facUser/getEmployeeList', { pageSize: 100, kind: 'WORKBAY' })).data.list;
    expect(kinds.map((e: { userId: string }) => e.userId)).toContain(wb.data.id);
    expect(kinds.every((e: { kind: string }) => e.kind === 'WORKBAY')).toBe(true);
    const all = (await boss.call('POST', 'facUser/getEmployeeList', { pageSize: 100 })).data.list;
    expect(all.map((e: { kind: string }) => e.kind)).not.toContain('BOSS');

    const linked = await link(boss, staff.userId, [fx.unitId, facB]);
    expect(linked.data.factories.map((f: { facId: string }) => f.facId)).toEqual([fx.unitId, facB]);
    expect(await linkedUnits(staff.userId)).toEqual([fx.unitId, facB].sort());
    const onlyB = (await boss.call('POST', 'facUser/getEmployeeList', { pageSize: 100, facIds: [facB] })).data.list;
    expect(onlyB.map((e: { userId: string }) => e.userId)).toContain(staff.userId);

    // Unlinking A: the session in A ends, the roles of A go; a sign-in lands in B.
    const s = await signIn(h.app, staff.loginName, staff.password);
    expect(s.unitId).toBe(fx.unitId);
    expect((await link(boss, staff.userId, [facB])).code).toBe(0);
    expect(await s.call('POST', 'login/session')).toMatchObject({ code: 1001, msg: '您已不再关联该工厂，请重新登录' });
    expect(
      await h.db
        .selectFrom('userRole')
        .innerJoin('role', 'role.id', 'userRole.roleId')
        .select('role.unitId')
        .where('userRole.userId', '=', staff.userId)
        .execute(),
    ).toEqual([]);
    const again = await signIn(h.app, staff.loginName, staff.password);
    expect(again.unitId).toBe(facB);
    expect((await again.call('POST', 'login/switchUnit', { unitId: fx.unitId })).code).toBe(40302);
  });

  it('a manager of factory A sees only A and leaves B as it is', async () => {
    const staff = await createStaff(h.db, fx, []);
    await link(boss, staff.userId, [fx.unitId, facB]);
    expect((await employee(managerA, staff.loginName)).factories.map((f: { facId: string }) => f.facId)).toEqual([fx.unitId]);
    const byB = await managerA.call('POST', 'facUser/getEmployeeList', {
      pageSize: 10,
      keyword: staff.loginName,
      facIds: [facB],
    });
    expect(byB.data.totalCount).toBe(0);
    const outside = await link(managerA, staff.userId, [fx.unitId, facB]);
    expect(outside).toMatchObject({ code: 40001, data: { errors: [{ field: 'facIds.1' }] } });
    // Unlinking A alone is allowed: B keeps the account.
    expect((await link(managerA, staff.userId, [])).code).toBe(0);
    expect(await linkedUnits(staff.userId)).toEqual([facB]);
    expect(await employee(managerA, staff.loginName)).toBeUndefined();
    expect((await link(managerA, staff.userId, [fx.unitId])).code).toBe(40402);
    expect((await managerA.call('POST', 'unit/querySysUnitAllUser', { keyword: staff.loginName })).data.unitAllUserList).toEqual(
      [],
    );
  });

  it('refuses an empty set, a boss account, one’s own account and bad input, writing nothing', async () => {
    const staff = await createStaff(h.db, fx, []);
    const empty = await link(boss, staff.userId, []);
    expect(empty).toMatchObject({ code: 40001, msg: '请至少关联一个工厂', data: { errors: [{ field: 'facIds' }] } });
    expect((await link(boss, staff.userId, [intruder.unitId])).data.errors[0].field).toBe('facIds.0');
    expect((await link(boss, fx.boss.userId, [fx.unitId])).code).toBe(40902);
    expect((await link(managerA, managerA.userId, [fx.unitId])).code).toBe(40902);
    expect((await link(boss, staff.userId, ['x'])).data.errors[0].field).toBe('facIds.0');
    expect((await boss.call('POST', 'facUser/updateEmployeeFactories', { facIds: [fx.unitId] })).data.errors[0].field).toBe(
      'userId',
    );
    expect((await boss.call('POST', 'facUser/getEmployeeList', { pageSize: 'a' })).data.errors[0].field).toBe('pageSize');
    expect((await boss.call('POST', 'unit/querySysUnitAllUser', { status: 3 })).data.errors[0].field).toBe('status');
    expect(await linkedUnits(staff.userId)).toEqual([fx.unitId]);
  });

  it('querySysUnitAllUser lists every account of the caller’s factories, narrowed by unit, workbay and status', async () => {
    const staff = await createStaff(h.db, fx, []);
    await link(boss, staff.userId, [fx.unitId, facB]);
    const list = (await boss.call('POST', 'unit/querySysUnitAllUser', {})).data.unitAllUserList;
    const bossRow = list.find((u: { userId: string }) => u.userId === fx.boss.userId);
    expect(bossRow).toMatchObject({ kind: 'BOSS', units: [{ unitId: fx.unitId }, { unitId: facB }] });
    expect(list.find((u: { userId: string }) => u.userId === staff.userId).units).toHaveLength(2);
    const inB = (await boss.call('POST', 'unit/querySysUnitAllUser', { unitIds: [facB], workbayIds: [staff.userId] })).data;
    expect(inB.unitAllUserList).toEqual([
      {
        userId: staff.userId,
        userName: expect.any(String),
        loginName: staff.loginName,
        kind: 'STAFF',
        isEnabled: true,
        units: [{ unitId: facB, unitName: expect.any(String) }],
      },
    ]);
    const banned = (await boss.call('POST', 'unit/querySysUnitAllUser', { status: 1 })).data.unitAllUserList;
    expect(banned.map((u: { userId: string }) => u.userId)).not.toContain(staff.userId);
    const seenByA = (await managerA.call('POST', 'unit/querySysUnitAllUser', { workbayIds: [staff.userId] })).data
      .unitAllUserList;
    expect(seenByA[0].units.map((u: { unitId: string }) => u.unitId)).toEqual([fx.unitId]);
    expect((await boss.call('POST', 'unit/querySysUnitAllUser', { unitIds: [intruder.unitId] })).data.unitAllUserList).toEqual(
      [],
    );
  });

  it('keeps another company out, and checks sessions and permissions', async () => {
    const staff = await createStaff(h.db, fx, []);
    expect((await link(intruder, staff.userId, [intruder.unitId])).code).toBe(40402);
    expect(await employee(intruder, staff.loginName)).toBeUndefined();
    const theirs = (await intruder.call('POST', 'unit/querySysUnitAllUser', {})).data.unitAllUserList;
    expect(theirs.map((u: { userId: string }) => u.userId)).not.toContain(staff.userId);
    expect(await linkedUnits(staff.userId)).toEqual([fx.unitId]);
    const guarded: [string, object][] = [
      ['facUser/getEmployeeList', { pageSize: 10 }],
      ['facUser/updateEmployeeFactories', { userId: staff.userId, facIds: [facB] }],
      ['unit/querySysUnitAllUser', {}],
    ];
    for (const [url, body] of guarded) {
      expect(await powerless.call('POST', url, body), url).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
      expect((await call(h.app, 'POST', url, body)).code, url).toBe(440);
    }
    expect(await linkedUnits(staff.userId)).toEqual([fx.unitId]);
  });
});
