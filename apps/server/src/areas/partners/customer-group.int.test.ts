import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'grp');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.customer.add', 'fac.customer.update']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

let n = 0;
const unique = (prefix: string) => `${prefix}${++n}-${Date.now() % 1e5}`;
const addGroup = async (client: Client = boss) => {
  const res = await client.call('GET', 'fac/customer/addCustomerGroup', { groupName: unique('分组') });
  expect(res.code, res.msg).toBe(0);
  return res.data as { groupId: string; groupName: string };
};
const groups = async (client: Client = boss) => (await client.call('GET', 'fac/customer/getCustomerGroupLists')).data;
const countGroups = async () =>
  Number(
    (
      await h.db
        .selectFrom('customerGroup')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const NO_PERMISSION = { code: 40301, msg: '抱歉，您没有操作权限' };

describe('customer groups', () => {
  it('add (GET or POST), list with customers, rename, delete when empty', async () => {
    const g = await addGroup();
    const posted = await boss.call('POST', 'fac/customer/addCustomerGroup', { groupName: unique('分组') });
    expect(posted.code).toBe(0);
    const customer = await boss.call('POST', 'fac/customer/add', { name: unique('客户'), groupId: g.groupId });
    expect(customer.code, customer.msg).toBe(0);
    const listed = (await groups()).find((x: { groupId: string }) => x.groupId === g.groupId);
    expect(listed).toMatchObject({ groupName: g.groupName, customerCount: 1, customers: [{ id: customer.data.id }] });

    const renamed = unique('改名');
    expect((await boss.call('POST', 'fac/customer/renameCustomerGroup', { groupId: g.groupId, groupName: renamed })).code).toBe(
      0,
    );
    expect((await boss.call('GET', 'fac/customer/detail', { id: customer.data.id })).data).toMatchObject({
      groupId: g.groupId,
      groupName: renamed,
    });

    const inUse = await boss.call('POST', 'fac/customer/deleteCustomerGroup', { groupId: g.groupId });
    expect(inUse.code).toBe(40903);
    expect((await groups()).map((x: { groupId: string }) => x.groupId)).toContain(g.groupId);
    await boss.call('POST', 'fac/customer/delete', { id: customer.data.id });
    expect((await boss.call('GET', 'fac/customer/deleteCustomerGroup', { groupId: g.groupId })).code).toBe(0);
    expect((await groups()).map((x: { groupId: string }) => x.groupId)).not.toContain(g.groupId);
  });

  it('refuses duplicates and bad input, writing nothing', async () => {
    const g = await addGroup();
    const before = await countGroups();
    const dup = await boss.call('POST', 'fac/customer/addCustomerGroup', { groupName: g.groupName });
    expect(dup.code).toBe(40901);
    expect(dup.data.errors[0].field).toBe('groupName');
    const empty = await boss.call('POST', 'fac/customer/addCustomerGroup', { groupName: ' ' });
    expect(empty.code).toBe(40001);
    expect(empty.data.errors[0].field).toBe('groupName');
    const other = await addGroup();
    const clash = await boss.call('POST', 'fac/customer/renameCustomerGroup', { groupId: other.groupId, groupName: g.groupName });
    expect(clash.code).toBe(40901);
    expect(
      (await boss.call('POST', 'fac/customer/renameCustomerGroup', { groupId: 'x', groupName: 'y' })).data.errors[0].field,
    ).toBe('groupId');
    expect((await boss.call('POST', 'fac/customer/deleteCustomerGroup', {})).data.errors[0].field).toBe('groupId');
    expect(await countGroups()).toBe(before + 1);
  });

  it("keeps other factories' groups out; checks permission and session", async () => {
    const g = await addGroup();
    expect((await groups(intruder)).map((x: { groupId: string }) => x.groupId)).not.toContain(g.groupId);
    expect(
      (await intruder.call('POST', 'fac/customer/renameCustomerGroup', { groupId: g.groupId, groupName: 'hacked' })).code,
    ).toBe(40402);
    expect((await intruder.call('POST', 'fac/customer/deleteCustomerGroup', { groupId: g.groupId })).code).toBe(40402);
    const foreignGroup = await intruder.call('POST', 'fac/customer/add', { name: unique('客户'), groupId: g.groupId });
    expect(foreignGroup.code).toBe(40001);
    expect(foreignGroup.data.errors[0].field).toBe('groupId');
    expect(await powerless.call('GET', 'fac/customer/addCustomerGroup', { groupName: 'x' })).toMatchObject(NO_PERMISSION);
    expect(
      await powerless.call('POST', 'fac/customer/renameCustomerGroup', { groupId: g.groupId, groupName: 'x' }),
    ).toMatchObject(NO_PERMISSION);
    expect(await powerless.call('POST', 'fac/customer/deleteCustomerGroup', { groupId: g.groupId })).toMatchObject(NO_PERMISSION);
    for (const [method, url] of [
      ['GET', 'fac/customer/getCustomerGroupLists'],
      ['POST', 'fac/customer/addCustomerGroup'],
      ['POST', 'fac/customer/renameCustomerGroup'],
      ['POST', 'fac/customer/deleteCustomerGroup'],
    ] as const)
      expect((await call(h.app, method, url, { groupId: g.groupId, groupName: 'x' })).code).toBe(440);
    expect((await groups()).find((x: { groupId: string }) => x.groupId === g.groupId).groupName).toBe(g.groupName);
  });
});

describe('customers with a group', () => {
  it('add and edit set the group; show filters by groupIds; blank clears it', async () => {
    const a = await addGroup();
    const b = await addGroup();
    const tag = unique('分组客户');
    const c1 = (await boss.call('POST', 'fac/customer/add', { name: `${tag}甲`, groupId: a.groupId })).data.id;
    const c2 = (await boss.call('POST', 'fac/customer/add', { name: `${tag}乙`, groupId: b.groupId })).data.id;
    const c3 = (await boss.call('POST', 'fac/customer/add', { name: `${tag}丙` })).data.id;
    const show = async (groupIds?: unknown) =>
      (await boss.call('POST', 'fac/customer/show', { pageNo: 1, pageSize: 20, keyword: tag, groupIds })).data.list.map(
        (r: { id: string }) => r.id,
      );
    expect(await show([a.groupId])).toEqual([c1]);
    expect((await show(`${a.groupId},${b.groupId}`)).sort()).toEqual([c1, c2].sort());
    expect((await show()).length).toBe(3);
    expect((await boss.call('POST', 'fac/customer/show', { groupIds: ['abc'] })).data.errors[0].field).toMatch(/^groupIds/);

    expect((await boss.call('POST', 'fac/customer/edit', { id: c3, name: `${tag}丙`, groupId: b.groupId })).code).toBe(0);
    expect((await show([b.groupId])).sort()).toEqual([c2, c3].sort());
    expect((await boss.call('POST', 'fac/customer/edit', { id: c3, name: `${tag}丙`, groupId: '' })).code).toBe(0);
    expect((await boss.call('GET', 'fac/customer/detail', { id: c3 })).data).toMatchObject({ groupId: null, groupName: null });
    const bad = await boss.call('POST', 'fac/customer/edit', { id: c3, name: `${tag}丙`, groupId: '999999999' });
    expect(bad.data.errors[0].field).toBe('groupId');
  });
});
