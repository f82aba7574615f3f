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

/**
 * The rule of issue 15 part 3: a user sees and acts only in the factories linked to them, with the permissions of
 * the role there. One staff account linked (by 员工管理) to factories A and B of one company, with purchase rights in A
 * (a role of A, given by A's role screen) and only customer-group rights in B; factory C of the same company is not linked;
 * factory D belongs to another company.
 */
let h: Harness;
let fx: FactoryFixture;
let facB: string;
let facC: string;
let facD: string;
let boss: Client;
let staff: { userId: string; loginName: string; password: string };

const purchaseList = (client: Client) => client.call('POST', 'purchase/purchaseList', { pageSize: 5 });
const sessionPermissions = async (client: Client) => (await client.call('POST', 'login/session')).data.permissionList;

beforeAll(async () => {
  h = await startHarness();
  fx = await createFactory(h.db, 'access');
  facB = await addFactory(h.db, fx, 'access B');
  facC = await addFactory(h.db, fx, 'access C');
  facD = (await createFactory(h.db, 'access other')).unitId;
  boss = await signIn(h.app, fx.boss.loginName, fx.boss.password);
  staff = await createStaff(h.db, fx, []);
  expect(
    (await boss.call('POST', 'facUser/updateEmployeeFactories', { userId: staff.userId, facIds: [fx.unitId, facB] })).code,
  ).toBe(0);
  // Each factory's own role screen gives the account its role there.
  const inA = await boss.call('POST', 'role/add', {
    roleName: '采购员',
    permissionCodes: ['fac.purchaseOrder.queryList'],
    userIds: [staff.userId],
  });
  expect(inA.code).toBe(0);
  expect((await boss.call('POST', 'login/switchUnit', { unitId: facB })).code).toBe(0);
  const inB = await boss.call('POST', 'role/add', {
    roleName: '客户主管',
    permissionCodes: ['fac.customer.group'],
    userIds: [staff.userId],
  });
  expect(inB.code).toBe(0);
  expect((await boss.call('POST', 'login/switchUnit', { unitId: fx.unitId })).code).toBe(0);
});
afterAll(() => h.close());

describe('an account linked to two factories', () => {
  it('acts in each factory with the role it holds there', async () => {
    const s = await signIn(h.app, staff.loginName, staff.password);
    expect(s.unitId).toBe(fx.unitId);
    expect(await sessionPermissions(s)).toContain('fac.purchaseOrder.queryList');
    expect((await purchaseList(s)).code).toBe(0);

    const moved = await s.call('POST', 'login/switchUnit', { unitId: facB });
    expect(moved.data.unitId).toBe(facB);
    expect(moved.data.permissionList).not.toContain('fac.purchaseOrder.queryList');
    expect(moved.data.permissionList).toContain('fac.customer.group');
    expect(await purchaseList(s)).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
    expect((await s.call('POST', 'fac/customer/addCustomerGroup', { groupName: `B组${Date.now() % 1e5}` })).code).toBe(0);

    expect((await s.call('POST', 'login/doLoginToFactory', { unitId: fx.unitId })).data.unitId).toBe(fx.unitId);
    expect((await purchaseList(s)).code).toBe(0);
  });

  it('cannot enter a factory of the company not linked to it, nor another company’s', async () => {
    const s = await signIn(h.app, staff.loginName, staff.password);
    for (const unitId of [facC, facD]) {
      for (const url of ['login/switchUnit', 'login/doLoginToFactory']) {
        const refused = await s.call('POST', url, { unitId });
        expect(refused.code, `${url} ${unitId}`).toBe(40302);
      }
    }
    expect((await s.call('POST', 'login/session')).data.unitId).toBe(s.unitId);
    const listed = (await s.call('POST', 'login/session')).data;
    expect(listed.units.map((u: { id: string }) => u.id)).toEqual([fx.unitId, facB]);
  });

  it('unlinking a factory ends the session there and takes the role with it; the other factory goes on', async () => {
    const inB = await signIn(h.app, staff.loginName, staff.password);
    await inB.call('POST', 'login/switchUnit', { unitId: facB });
    const inA = await signIn(h.app, staff.loginName, staff.password);
    await inA.call('POST', 'login/switchUnit', { unitId: fx.unitId });

    expect((await boss.call('POST', 'facUser/updateEmployeeFactories', { userId: staff.userId, facIds: [fx.unitId] })).code).toBe(
      0,
    );
    expect(await inB.call('POST', 'login/session')).toMatchObject({ code: 1001, msg: '您已不再关联该工厂，请重新登录' });
    expect((await purchaseList(inA)).code).toBe(0);
    expect((await inA.call('POST', 'login/switchUnit', { unitId: facB })).code).toBe(40302);

    // Linked again, B answers with no role: the old one went with the link.
    await boss.call('POST', 'facUser/updateEmployeeFactories', { userId: staff.userId, facIds: [fx.unitId, facB] });
    const back = await inA.call('POST', 'login/switchUnit', { unitId: facB });
    expect(back.data.permissionList).toEqual([]);
    expect((await inA.call('POST', 'fac/customer/addCustomerGroup', { groupName: 'x' })).code).toBe(40301);
  });

  it('a session is refused once the account’s factories no longer include it, even with calls open to any user', async () => {
    const s = await signIn(h.app, staff.loginName, staff.password);
    expect((await s.call('POST', 'login/switchUnit', { unitId: fx.unitId })).code).toBe(0);
    expect((await s.call('POST', 'facUser/getUnitUser', {})).code).toBe(0);
    await boss.call('POST', 'facUser/updateEmployeeFactories', { userId: staff.userId, facIds: [facB] });
    expect((await s.call('POST', 'facUser/getUnitUser', {})).code).toBe(1001);
    expect((await call(h.app, 'POST', 'login/session', undefined, { cookie: `sid=${s.sid}` })).code).toBe(1001);
  });
});

/**
 * The same rule for a workbay (工位), the employee's login seat (ADR 0012): made by 工位管理 with a purchase role in A and
 * no role in B, it signs in with login/workbayLogin and acts by the role it holds in the factory it is in.
 */
describe('a workbay linked to two factories', () => {
  const no = `A${Date.now() % 1e6}`;
  let cookie: Record<string, string>;
  const as = (url: string, body?: unknown) => call(h.app, 'POST', url, body, cookie);

  beforeAll(async () => {
    const roleA = await boss.call('POST', 'role/add', {
      roleName: `工位采购${no}`,
      permissionCodes: ['fac.purchaseOrder.queryList'],
      userIds: [],
    });
    expect(roleA.code, roleA.msg).toBe(0);
    const added = await boss.call('POST', 'facUser/addWorkbay', {
      loginName: no,
      userName: '采购工位',
      password: 'pass123',
      facInfos: [{ facId: fx.unitId, roleIds: [roleA.data.id] }, { facId: facB }],
    });
    expect(added.code, added.msg).toBe(0);
    const login = await call(h.app, 'POST', 'login/workbayLogin', { bossCode: fx.bossCode, loginName: no, password: 'pass123' });
    expect(login.code, login.msg).toBe(0);
    expect(login.data.units.map((u: { id: string }) => u.id).sort()).toEqual([fx.unitId, facB].sort());
    cookie = { cookie: `sid=${login.data.sid as string}` };
  });

  it('acts by its role in A, and in B, where its role holds nothing, is refused', async () => {
    const inA = await as('login/switchUnit', { unitId: fx.unitId });
    expect(inA.data).toMatchObject({ unitId: fx.unitId, permissionList: ['fac.purchaseOrder.queryList'] });
    expect((await as('purchase/purchaseList', { pageSize: 5 })).code).toBe(0);
    expect((await as('fac/customer/addCustomerGroup', { groupName: `W${no}` })).code).toBe(40301);

    const inB = await as('login/switchUnit', { unitId: facB });
    expect(inB.data).toMatchObject({ unitId: facB, permissionList: [] });
    expect(await as('purchase/purchaseList', { pageSize: 5 })).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
    expect((await as('login/session')).data.unitId).toBe(facB);

    expect((await as('login/doLoginToFactory', { unitId: fx.unitId })).data.unitId).toBe(fx.unitId);
    expect((await as('purchase/purchaseList', { pageSize: 5 })).code).toBe(0);
  });

  it('cannot enter a factory of the company not linked to it, nor another company’s', async () => {
    expect((await as('login/switchUnit', { unitId: fx.unitId })).code).toBe(0);
    for (const unitId of [facC, facD]) {
      for (const url of ['login/switchUnit', 'login/doLoginToFactory']) {
        const refused = await as(url, { unitId });
        expect(refused.code, `${url} ${unitId}`).toBe(40302);
      }
    }
    expect((await as('login/session')).data.unitId).toBe(fx.unitId);
  });

  it('a wrong old password on its profile counts against its workbay login (BOSSCODE-number), not another account', async () => {
    const wrong = await as('facUser/updateMyInfo', { oldPassword: 'wrong-one', newPassword: 'pass456' });
    expect(wrong.code).toBe(40001);
    const counted = await h.db
      .selectFrom('loginFailure')
      .select('key')
      .where('key', 'like', `name:%${no.toLowerCase()}`)
      .execute();
    expect(counted.map((r) => r.key)).toEqual([`name:${fx.bossCode.toLowerCase()}-${no.toLowerCase()}`]);
  });
});
