import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let staffId: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'grp');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  staffId = staff.userId;
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

const add = (c: Client, name: string, parentId?: string) =>
  c.call('POST', 'fac/addFacGroups', { name, ...(parentId ? { parentId } : {}) });

describe('workbay groups', () => {
  it('builds a tree of at most five levels, renames, sorts, lists with members', async () => {
    let parent: string | undefined;
    const chain: string[] = [];
    for (let level = 1; level <= 5; level++) {
      const res = await add(boss, `L${level}`, parent);
      expect(res.code).toBe(0);
      parent = res.data.groupId as string;
      chain.push(parent);
    }
    const tooDeep = await add(boss, 'L6', parent);
    expect(tooDeep.code).toBe(40001);
    expect(tooDeep.data.errors[0].field).toBe('parentId');

    const b = (await add(boss, 'B')).data.groupId as string;
    const c = (await add(boss, 'C')).data.groupId as string;
    expect((await add(boss, 'B')).code).toBe(40901);
    expect((await add(boss, 'B', chain[0])).code).toBe(0);
    expect((await boss.call('POST', 'fac/updateFacGroups', { groupId: b, name: 'B2' })).code).toBe(0);
    expect((await boss.call('POST', 'fac/updateFacGroups', { groupId: c, name: 'B2' })).code).toBe(40901);

    expect((await boss.call('POST', 'fac/updateFactoryGroupSort', { ids: [c, b, chain[0]] })).code).toBe(0);
    const easy = (await boss.call('GET', 'fac/getEasyGroups')).data;
    expect(easy.filter((g: { grade: number }) => g.grade === 1).map((g: { groupName: string }) => g.groupName)).toEqual([
      'C',
      'B2',
      'L1',
    ]);
    expect(easy[0]).toMatchObject({ groupId: c, groupName: 'C', parentId: null, grade: 1 });
    expect((await boss.call('POST', 'fac/updateFactoryGroupSort', { ids: [c, chain[1]] })).code).toBe(40001);

    expect((await boss.call('POST', 'fac/updateFacGroupUsers', { groupId: b, userIds: [staffId] })).code).toBe(0);
    const listed = (await boss.call('POST', 'fac/queryFactoryGroupList', {})).data;
    expect(listed.facGroupDTOS.find((g: { groupId: string }) => g.groupId === b).facUserDTOS).toEqual([
      { userId: staffId, userName: expect.any(String) },
    ]);
    expect(
      listed.groups
        .find((g: { id: string }) => g.id === chain[0])
        .children.map((g: { name: string }) => g.name)
        .sort(),
    ).toEqual(['B', 'L2']);
  });

  it('refuses to delete a group with sub-groups or members', async () => {
    const top = (await add(boss, 'DelTop')).data.groupId as string;
    const child = (await add(boss, 'DelChild', top)).data.groupId as string;
    expect((await boss.call('GET', 'fac/deleteFacGroups', { groupId: top })).code).toBe(40903);
    expect((await boss.call('POST', 'fac/updateFacGroupUsers', { groupId: child, userIds: [staffId] })).code).toBe(0);
    expect((await boss.call('POST', 'fac/deleteFacGroups', { groupId: child })).code).toBe(40903);
    expect((await boss.call('POST', 'fac/updateFacGroupUsers', { groupId: child, userIds: [] })).code).toBe(0);
    expect((await boss.call('POST', 'fac/deleteFacGroups', { groupId: child })).code).toBe(0);
    expect((await boss.call('GET', 'fac/deleteFacGroups', { groupId: top })).code).toBe(0);
    const names = (await boss.call('GET', 'fac/getEasyGroups')).data.map((g: { groupName: string }) => g.groupName);
    expect(names).not.toContain('DelTop');
  });

  it('refuses bad input and writes nothing', async () => {
    const before = (await boss.call('GET', 'fac/getEasyGroups')).data.length;
    const bad = await boss.call('POST', 'fac/addFacGroups', { name: 'x'.repeat(31), parentId: 'abc' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'parentId']);
    expect((await boss.call('POST', 'fac/updateFacGroupUsers', { groupId: '1', userIds: ['x'] })).code).toBe(40001);
    expect((await boss.call('GET', 'fac/getEasyGroups')).data.length).toBe(before);
  });

  it('keeps other factories out and checks permissions and sessions', async () => {
    const id = (await add(boss, 'Mine')).data.groupId as string;
    expect((await intruder.call('POST', 'fac/updateFacGroups', { groupId: id, name: 'x' })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/deleteFacGroups', { groupId: id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/addFacGroups', { name: 'x', parentId: id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/updateFactoryGroupSort', { ids: [id] })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/updateFacGroupUsers', { groupId: id, userIds: [] })).code).toBe(40402);
    // A user of another factory cannot be put into a group.
    expect((await boss.call('POST', 'fac/updateFacGroupUsers', { groupId: id, userIds: [intruder.userId] })).code).toBe(40402);
    expect((await intruder.call('GET', 'fac/getEasyGroups')).data.map((g: { groupId: string }) => g.groupId)).not.toContain(id);
    for (const [url, payload] of [
      ['fac/addFacGroups', { name: 'p' }],
      ['fac/updateFacGroups', { groupId: id, name: 'p' }],
      ['fac/deleteFacGroups', { groupId: id }],
      ['fac/updateFactoryGroupSort', { ids: [id] }],
      ['fac/updateFacGroupUsers', { groupId: id, userIds: [] }],
    ] as const) {
      const refused = await powerless.call('POST', url, payload);
      expect(refused.code).toBe(40301);
      expect(refused.msg).toBe('抱歉，您没有操作权限');
      expect((await call(h.app, 'POST', url, payload)).code).toBe(440);
    }
    expect((await call(h.app, 'GET', 'fac/getEasyGroups')).code).toBe(440);
    expect((await call(h.app, 'POST', 'fac/queryFactoryGroupList', {})).code).toBe(440);
    expect((await boss.call('GET', 'fac/getEasyGroups')).data.find((g: { groupId: string }) => g.groupId === id).groupName).toBe(
      'Mine',
    );
  });
});
