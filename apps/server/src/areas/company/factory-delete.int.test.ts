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

let h: Harness;
let company: FactoryFixture;
let boss: Client;
let stranger: Client;
let strangerCompany: FactoryFixture;

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'del');
  boss = await signIn(h.app, company.boss.loginName, company.boss.password);
  strangerCompany = await createFactory(h.db, 'del-stranger');
  stranger = await signIn(h.app, strangerCompany.boss.loginName, strangerCompany.boss.password);
});
afterAll(() => h.close());

const exists = async (id: string) => Boolean(await h.db.selectFrom('unit').select('id').where('id', '=', id).executeTakeFirst());
const newFactory = async (name: string) => {
  const added = await boss.call('POST', 'fac/addFactory', { name, groups: [{ name: '裁床' }] });
  expect(added.code).toBe(0);
  return added.data.id as string;
};
const failures = async (loginName: string) =>
  (
    await h.db
      .selectFrom('loginFailure')
      .select('failures')
      .where('key', '=', `name:${loginName.toLowerCase()}`)
      .executeTakeFirst()
  )?.failures ?? 0;

describe('deleting a factory', () => {
  it('refuses a wrong password, counted by the login throttle, and deletes nothing', async () => {
    const id = await newFactory('错密码厂');
    const wrong = await boss.call('POST', 'fac/deleteFactory', { facId: id, password: 'nope-nope' });
    expect(wrong.code).toBe(40001);
    expect(wrong.msg).toBe('密码错误');
    expect(wrong.data.errors[0].field).toBe('password');
    expect(await failures(company.boss.loginName)).toBe(1);
    expect(await exists(id)).toBe(true);
    // The right password clears the count.
    expect((await boss.call('POST', 'fac/deleteFactory', { facId: id, password: company.boss.password })).code).toBe(0);
    expect(await failures(company.boss.loginName)).toBe(0);
  });

  it('locks after five wrong passwords, like signing in', async () => {
    const other = await createFactory(h.db, 'del-lock');
    const owner = await signIn(h.app, other.boss.loginName, other.boss.password);
    const id = await addFactory(h.db, other, 'lock');
    for (let i = 0; i < 5; i += 1)
      expect((await owner.call('POST', 'fac/deleteFactory', { facId: id, password: 'bad' })).code).toBe(40001);
    expect((await owner.call('POST', 'fac/deleteFactory', { facId: id, password: other.boss.password })).code).toBe(40102);
    expect(
      (await call(h.app, 'POST', 'login/doLogin', { loginName: other.boss.loginName, password: other.boss.password })).code,
    ).toBe(40102);
    expect(await exists(id)).toBe(true);
  });

  it('deletes an empty factory with its set-up; sessions in it move to another factory', async () => {
    const id = await newFactory('空厂');
    const group = await h.db.selectFrom('facGroup').select('id').where('unitId', '=', id).execute();
    expect(group).toHaveLength(1);
    // The boss works in it from a second tab; the deleting tab is in it too.
    const otherTab = await signIn(h.app, company.boss.loginName, company.boss.password);
    expect((await otherTab.call('POST', 'login/switchUnit', { unitId: id })).code).toBe(0);
    expect((await boss.call('POST', 'login/switchUnit', { unitId: id })).code).toBe(0);

    const deleted = await boss.call('POST', 'fac/deleteFactory', { facId: id, password: company.boss.password });
    expect(deleted.code).toBe(0);
    expect(deleted.data).toEqual({ id, sessionUnitId: company.unitId });
    expect(await exists(id)).toBe(false);
    for (const table of ['facGroup', 'measureUnit', 'factoryProfile', 'userUnit'] as const)
      expect(await h.db.selectFrom(table).select('unitId').where('unitId', '=', id).execute()).toEqual([]);
    expect((await boss.call('POST', 'login/session')).data.unitId).toBe(company.unitId);
    expect((await otherTab.call('POST', 'login/session')).data.unitId).toBe(company.unitId);
    expect((await boss.call('GET', 'fac/getEasyFactorys')).data.factorys.map((f: { id: string }) => f.id)).not.toContain(id);
    const logged = await h.db
      .selectFrom('operationLog')
      .select('unitId')
      .where('action', '=', 'FACTORY_DELETE')
      .where('targetId', '=', id)
      .execute();
    expect(logged).toEqual([{ unitId: company.unitId }]);
  });

  it('refuses (40903) while the factory holds data, naming what', async () => {
    const id = await newFactory('有数据厂');
    await h.db.insertInto('role').values({ unitId: id, name: '仓管', remark: null }).execute();
    const refused = await boss.call('POST', 'fac/deleteFactory', { facId: id, password: company.boss.password });
    expect(refused.code).toBe(40903);
    expect(refused.msg).toContain('不能删除');
    expect(refused.data.held).toEqual([{ table: 'role', count: 1 }]);
    expect(await exists(id)).toBe(true);
  });

  it('refuses while an employee is linked to it', async () => {
    const id = await newFactory('有员工厂');
    const staff = await createStaff(h.db, company, []);
    await h.db.insertInto('userUnit').values({ userId: staff.userId, unitId: id }).execute();
    const refused = await boss.call('POST', 'fac/deleteFactory', { facId: id, password: company.boss.password });
    expect(refused.code).toBe(40903);
    expect(refused.data.held).toEqual([{ table: 'employees', count: 1 }]);
  });

  it("refuses the company's last factory, another company's and bad input; checks session and code", async () => {
    const single = await createFactory(h.db, 'del-single');
    const owner = await signIn(h.app, single.boss.loginName, single.boss.password);
    const last = await owner.call('POST', 'fac/deleteFactory', { facId: single.unitId, password: single.boss.password });
    expect(last.code).toBe(40903);
    expect(last.msg).toBe('这是公司的最后一个工厂，不能删除');
    expect(
      (await stranger.call('POST', 'fac/deleteFactory', { facId: company.unitId, password: strangerCompany.boss.password })).code,
    ).toBe(40402);
    const bad = await boss.call('POST', 'fac/deleteFactory', { facId: 'x', password: '' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['facId', 'password']);
    const clerk = await createStaff(h.db, company, ['company.factory.view']);
    const clerkClient = await signIn(h.app, clerk.loginName, clerk.password);
    expect((await clerkClient.call('POST', 'fac/deleteFactory', { facId: company.unitId, password: clerk.password })).code).toBe(
      40301,
    );
    expect((await call(h.app, 'POST', 'fac/deleteFactory', { facId: company.unitId, password: 'x' })).code).toBe(440);
    expect(await exists(company.unitId)).toBe(true);
    expect(await exists(single.unitId)).toBe(true);
  });
});
