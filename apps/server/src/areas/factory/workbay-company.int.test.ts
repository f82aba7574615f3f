import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badState } from '../../platform/http/errors.js';
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
import { addWorkbayCreationCheck } from './index.js';

// One company with factories A and B; a staff account of A only (company codes); another company; no-code staff.
let h: Harness;
let fx: FactoryFixture;
let facB: string;
let boss: Client;
let staffA: Client;
let powerless: Client;
let intruder: Client;
let roleA: string;
let roleB: string;
let groupA: string;
let groupB: string;
let quotaReached = false;

const codes = ['company.employee.list', 'company.employee.workbay.add', 'company.employee.workbay.update'];

async function role(unitId: string, name: string, permissions: string[]): Promise<string> {
  const id = (await h.db.insertInto('role').values({ unitId, name, remark: null }).returning('id').executeTakeFirstOrThrow()).id;
  if (permissions.length)
    await h.db
      .insertInto('rolePermission')
      .values(permissions.map((code) => ({ roleId: id, code })))
      .execute();
  return id;
}

beforeAll(async () => {
  h = await startHarness();
  fx = await createFactory(h.db, 'cwb');
  facB = await addFactory(h.db, fx, 'cwb B');
  boss = await signIn(h.app, fx.boss.loginName, fx.boss.password);
  const limited = await createStaff(h.db, fx, codes);
  staffA = await signIn(h.app, limited.loginName, limited.password);
  const none = await createStaff(h.db, fx, []);
  powerless = await signIn(h.app, none.loginName, none.password);
  const other = await createFactory(h.db, 'cwb other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  roleA = await role(fx.unitId, '采购', ['fac.purchaseOrder.queryList']);
  roleB = await role(facB, '仓管', ['fac.storehouse.add']);
  groupA = (await boss.call('POST', 'fac/addFacGroups', { name: '车缝' })).data.groupId;
  groupB = (
    await h.db
      .insertInto('facGroup')
      .values({ unitId: facB, parentId: null, name: '后整', grade: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  addWorkbayCreationCheck(h.app, async () => {
    if (quotaReached) throw badState({ zh: '工位数量已达上限', en: 'Workbay limit reached' });
  });
});
afterAll(() => h.close());

let n = 0;
const no = () => `CW-${++n}${Date.now() % 1e4}`;
const workbayCount = async () =>
  Number(
    (
      await h.db
        .selectFrom('appUser')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('bossUnitId', '=', fx.bossUnitId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const workbayLogin = (loginName: string) =>
  call(h.app, 'POST', 'login/workbayLogin', { bossCode: fx.bossCode, loginName, password: 'pass123' });
const asSid = (sid: string) => ({ cookie: `sid=${sid}` });

async function addInBoth(): Promise<{ id: string; loginName: string }> {
  const loginName = no();
  const res = await boss.call('POST', 'facUser/addWorkbay', {
    loginName,
    userName: '两厂工',
    password: 'pass123',
    facInfos: [
      { facId: fx.unitId, roleIds: [roleA], groupIds: [groupA] },
      { facId: facB, roleIds: [roleB], groupIds: [groupB] },
    ],
  });
  expect(res.code).toBe(0);
  return { id: res.data.id, loginName };
}

describe('company-level workbays', () => {
  it('adds a workbay to two factories with roles and groups per factory; each factory answers by its role', async () => {
    const { id, loginName } = await addInBoth();
    const one = await boss.call('POST', 'facUser/getOneWorkbay', { workbayId: id });
    expect(one.data).toMatchObject({ loginName, userName: '两厂工', bossCode: fx.bossCode, disabled: false });
    expect(one.data.facInfos).toEqual([
      {
        facId: fx.unitId,
        facName: expect.any(String),
        roles: [{ id: roleA, name: '采购' }],
        groups: [{ id: groupA, name: '车缝' }],
      },
      { facId: facB, facName: expect.any(String), roles: [{ id: roleB, name: '仓管' }], groups: [{ id: groupB, name: '后整' }] },
    ]);
    const page = await boss.call('POST', 'facUser/getWorkbayList', { pageNo: 1, pageSize: 10, keyword: loginName });
    expect(page.data).toMatchObject({ totalCount: 1, canCreate: true });
    const ids = async (body: object) =>
      (await boss.call('POST', 'facUser/getWorkbayList', { pageSize: 100, ...body })).data.list.map((w: { id: string }) => w.id);
    expect(await ids({ facIds: [facB] })).toContain(id);
    expect(await ids({ groupIds: [groupB] })).toContain(id);
    expect(await ids({ groupIds: [groupA], keyword: 'nobody' })).not.toContain(id);

    // Signs in to its first factory with that factory's role, and switches to the other with the role there.
    const login = await workbayLogin(loginName);
    expect(login.data).toMatchObject({ unitId: fx.unitId, permissionList: ['fac.purchaseOrder.queryList'] });
    const moved = await call(h.app, 'POST', 'login/switchUnit', { unitId: facB }, asSid(login.data.sid));
    expect(moved.data).toMatchObject({ unitId: facB, permissionList: ['fac.storehouse.add'] });
    const foreign = await call(h.app, 'POST', 'login/switchUnit', { unitId: intruder.unitId }, asSid(login.data.sid));
    expect(foreign.code).toBe(40302);
  });

  it('updates factories: the one left out is unlinked, its roles, groups and sessions there end', async () => {
    const { id, loginName } = await addInBoth();
    const inA = await workbayLogin(loginName);
    const inB = await workbayLogin(loginName);
    await call(h.app, 'POST', 'login/switchUnit', { unitId: facB }, asSid(inB.data.sid));
    const res = await boss.call('POST', 'facUser/updateWorkbay', {
      workbayId: id,
      loginName,
      userName: '改名工',
      facInfos: [{ facId: fx.unitId, roleIds: [], groupIds: [groupA] }],
    });
    expect(res.code).toBe(0);
    const one = (await boss.call('POST', 'facUser/getOneWorkbay', { workbayId: id })).data;
    expect(one.userName).toBe('改名工');
    expect(one.facInfos).toEqual([
      { facId: fx.unitId, facName: expect.any(String), roles: [], groups: [{ id: groupA, name: '车缝' }] },
    ]);
    expect(await h.db.selectFrom('facGroupUser').select('groupId').where('userId', '=', id).execute()).toEqual([
      { groupId: groupA },
    ]);
    expect(await h.db.selectFrom('userRole').select('roleId').where('userId', '=', id).execute()).toEqual([]);
    const endedB = await call(h.app, 'POST', 'login/session', undefined, asSid(inB.data.sid));
    expect(endedB).toMatchObject({ code: 1001, msg: '您已不再关联该工厂，请重新登录' });
    expect((await call(h.app, 'POST', 'login/session', undefined, asSid(inA.data.sid))).code).toBe(0);
    expect((await call(h.app, 'POST', 'login/switchUnit', { unitId: facB }, asSid(inA.data.sid))).code).toBe(40302);

    // The original client's facIds + groupIds: groups placed in their factories, roles kept; a new password ends sessions.
    await boss.call('POST', 'facUser/updateWorkbay', { workbayId: id, loginName, userName: 'x', facIds: [fx.unitId, facB] });
    await boss.call('POST', 'facUser/updateWorkbay', {
      workbayId: id,
      loginName,
      userName: 'x',
      password: 'newpass1',
      facInfos: [{ facId: fx.unitId, roleIds: [roleA] }, { facId: facB }],
    });
    const flat = await boss.call('POST', 'facUser/updateWorkbay', {
      workbayId: id,
      loginName,
      userName: 'x',
      facIds: [fx.unitId, facB],
      groupIds: [groupB],
    });
    expect(flat.code).toBe(0);
    const after = (await boss.call('POST', 'facUser/getOneWorkbay', { workbayId: id })).data.facInfos;
    expect(after.map((f: { roles: unknown[]; groups: unknown[] }) => [f.roles.length, f.groups.length])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect((await call(h.app, 'POST', 'login/session', undefined, asSid(inA.data.sid))).code).toBe(1001);
  });

  it('a caller linked to factory A only sees and edits A alone; B stays as it is', async () => {
    const { id, loginName } = await addInBoth();
    const seen = (await staffA.call('POST', 'facUser/getOneWorkbay', { workbayId: id })).data.facInfos;
    expect(seen.map((f: { facId: string }) => f.facId)).toEqual([fx.unitId]);
    const page = await staffA.call('POST', 'facUser/getWorkbayList', { pageSize: 10, keyword: loginName });
    expect(page.data.list[0].facInfos).toHaveLength(1);
    // Filtering by a factory not entered tells nothing, not even that the workbay is there.
    const byB = await staffA.call('POST', 'facUser/getWorkbayList', { pageSize: 10, keyword: loginName, facIds: [facB] });
    expect(byB.data.totalCount).toBe(0);
    expect((await staffA.call('POST', 'facUser/workbayFactoryOptions')).data.map((f: { facId: string }) => f.facId)).toEqual([
      fx.unitId,
    ]);
    const bad = await staffA.call('POST', 'facUser/addWorkbay', {
      loginName: no(),
      userName: 'x',
      password: 'pass123',
      facIds: [facB],
    });
    expect(bad).toMatchObject({ code: 40001, data: { errors: [{ field: 'facIds.0' }] } });
    const res = await staffA.call('POST', 'facUser/updateWorkbay', {
      workbayId: id,
      loginName,
      userName: 'y',
      facInfos: [{ facId: fx.unitId }],
    });
    expect(res.code).toBe(0);
    const all = (await boss.call('POST', 'facUser/getOneWorkbay', { workbayId: id })).data.facInfos;
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ facId: facB, roles: [{ id: roleB }], groups: [{ id: groupB }] });
    // A workbay of B alone is not there for the staff of A.
    const onlyB = await boss.call('POST', 'facUser/addWorkbay', {
      loginName: no(),
      userName: 'b',
      password: 'pass123',
      facIds: [facB],
    });
    expect((await staffA.call('POST', 'facUser/getOneWorkbay', { workbayId: onlyB.data.id })).code).toBe(40402);
    expect(
      (await staffA.call('POST', 'facUser/updateWorkbay', { workbayId: onlyB.data.id, loginName: 'B-1', userName: 'b' })).code,
    ).toBe(40402);
  });

  it('refuses roles and groups of another factory, bad and duplicate numbers, writing nothing', async () => {
    const before = await workbayCount();
    const add = (body: object) =>
      boss.call('POST', 'facUser/addWorkbay', { loginName: no(), userName: 'x', password: 'pass123', ...body });
    const cases: [object, string][] = [
      [{ facInfos: [{ facId: fx.unitId, roleIds: [roleB] }] }, 'facInfos.0.roleIds'],
      [{ facInfos: [{ facId: fx.unitId }, { facId: facB, groupIds: [groupA] }] }, 'facInfos.1.groupIds'],
      [{ facIds: [fx.unitId], groupIds: [groupB] }, 'groupIds'],
      [{ facInfos: [{ facId: intruder.unitId }] }, 'facInfos.0.facId'],
      [{ loginName: 'bad no!' }, 'loginName'],
      [{ password: '12' }, 'password'],
      [{ facInfos: [{ facId: 'x' }] }, 'facInfos.0.facId'],
    ];
    for (const [body, field] of cases) {
      const res = await add(body);
      expect(res.code, field).toBe(40001);
      expect(res.data.errors[0].field).toBe(field);
    }
    expect((await add({ facInfos: [{ facId: fx.unitId, roleIds: [roleB] }] })).msg).toBe('第1行 角色不属于该工厂');
    const { id, loginName } = await addInBoth();
    const dup = await add({ loginName: loginName.toLowerCase() });
    expect(dup).toMatchObject({ code: 40901, data: { errors: [{ field: 'loginName' }] } });
    const upd = await boss.call('POST', 'facUser/updateWorkbay', {
      workbayId: id,
      loginName,
      userName: 'z',
      facInfos: [{ facId: facB, roleIds: [roleA] }],
    });
    expect(upd.data.errors[0].field).toBe('facInfos.0.roleIds');
    expect(await workbayCount()).toBe(before + 1);
    expect((await boss.call('POST', 'facUser/getOneWorkbay', { workbayId: id })).data.facInfos).toHaveLength(2);
  });

  it('answers canCreate from the creation checks and refuses a new workbay at the quota', async () => {
    quotaReached = true;
    try {
      expect((await boss.call('POST', 'facUser/getWorkbayList', { pageSize: 1 })).data.canCreate).toBe(false);
      const before = await workbayCount();
      const res = await boss.call('POST', 'facUser/addWorkbay', { loginName: no(), userName: 'q', password: 'pass123' });
      expect(res).toMatchObject({ code: 40902, msg: '工位数量已达上限' });
      expect(await workbayCount()).toBe(before);
    } finally {
      quotaReached = false;
    }
  });

  it('factory pickers list the enabled workbays of the signed-in factory only', async () => {
    const { id } = await addInBoth();
    const onlyB = (
      await boss.call('POST', 'facUser/addWorkbay', { loginName: no(), userName: 'b', password: 'pass123', facIds: [facB] })
    ).data.id;
    for (const url of ['facUser/workbays', 'facUser/getWorkbayListByFactoryId']) {
      const list = (await boss.call('POST', url, { facId: fx.unitId })).data.map((w: { id: string }) => w.id);
      expect(list).toContain(id);
      expect(list).not.toContain(onlyB);
      expect((await boss.call('POST', url, { facId: facB })).code).toBe(40302);
      expect((await intruder.call('POST', url, {})).data.map((w: { id: string }) => w.id)).not.toContain(id);
    }
    expect((await boss.call('POST', 'facUser/workbays', { groupIds: [groupA] })).data.map((w: { id: string }) => w.id)).toContain(
      id,
    );
    await boss.call('POST', 'facUser/banWorkbay', { workbayId: id, type: 1 });
    // facUser/banWorkbay is company-level: a workbay of B only is banned from a session in A.
    const banned = await boss.call('POST', 'facUser/banWorkbay', { workbayId: onlyB, type: 1 });
    expect(banned.data).toEqual({ id: onlyB, isEnabled: false });
    expect((await staffA.call('POST', 'facUser/banWorkbay', { workbayId: onlyB, type: 0 })).code).toBe(40301);
    expect((await boss.call('POST', 'facUser/workbays', {})).data.map((w: { id: string }) => w.id)).not.toContain(id);
  });

  it('keeps another company out, and checks sessions and permissions', async () => {
    const { id, loginName } = await addInBoth();
    expect((await intruder.call('POST', 'facUser/getOneWorkbay', { workbayId: id })).code).toBe(40402);
    expect(
      (await intruder.call('POST', 'facUser/updateWorkbay', { workbayId: id, loginName: 'hijack', userName: 'x' })).code,
    ).toBe(40402);
    const theirs = await intruder.call('POST', 'facUser/getWorkbayList', { pageSize: 100 });
    expect(theirs.data.list.map((w: { id: string }) => w.id)).not.toContain(id);
    const options = (await intruder.call('POST', 'facUser/workbayFactoryOptions')).data;
    expect(options.map((f: { facId: string }) => f.facId)).toEqual([intruder.unitId]);
    // The same number is free in the other company.
    expect((await intruder.call('POST', 'facUser/addWorkbay', { loginName, userName: 'x', password: 'pass123' })).code).toBe(0);

    const guarded: [string, object][] = [
      ['facUser/getWorkbayList', { pageSize: 10 }],
      ['facUser/getOneWorkbay', { workbayId: id }],
      ['facUser/addWorkbay', { loginName: no(), userName: 'x', password: 'pass123' }],
      ['facUser/updateWorkbay', { workbayId: id, loginName, userName: 'x' }],
    ];
    for (const [url, body] of guarded) {
      expect(await powerless.call('POST', url, body), url).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
      expect((await call(h.app, 'POST', url, body)).code, url).toBe(440);
    }
    for (const url of ['facUser/workbays', 'facUser/getWorkbayListByFactoryId', 'facUser/workbayFactoryOptions'])
      expect((await call(h.app, 'POST', url, {})).code, url).toBe(440);
    expect((await boss.call('POST', 'facUser/getOneWorkbay', { workbayId: id })).data.userName).toBe('两厂工');
  });
});
