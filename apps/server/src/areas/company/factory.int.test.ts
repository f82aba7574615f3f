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
let sisterId: string;
let boss: Client;
let viewer: Client; // company.factory.view + update, linked to the first factory only
let powerless: Client;
let stranger: Client; // the boss of another company
let strangerCompany: FactoryFixture;

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'co');
  sisterId = await addFactory(h.db, company, '二厂');
  boss = await signIn(h.app, company.boss.loginName, company.boss.password);
  const v = await createStaff(h.db, company, ['company.factory.view', 'company.factory.update']);
  viewer = await signIn(h.app, v.loginName, v.password);
  const p = await createStaff(h.db, company, []);
  powerless = await signIn(h.app, p.loginName, p.password);
  strangerCompany = await createFactory(h.db, 'stranger');
  stranger = await signIn(h.app, strangerCompany.boss.loginName, strangerCompany.boss.password);
});
afterAll(() => h.close());

const factoryIds = async (bossUnitId: string) =>
  (await h.db.selectFrom('unit').select('id').where('bossUnitId', '=', bossUnitId).where('kind', '=', 'FACTORY').execute()).map(
    (r) => r.id,
  );

const form = {
  name: '三号工厂',
  contacts: '李四',
  areaCode: '0571',
  telephone: '88886666',
  phone: '13900002222',
  provinceId: '330000',
  cityId: '330100',
  areaId: '330106',
  address: '文一路 8 号',
  logo: 'file-9',
  groups: [{ name: '裁床' }, { name: '车缝' }],
};

describe('factory lists', () => {
  it('lists the factories the caller may enter, with the quota', async () => {
    const easy = await boss.call('GET', 'fac/getEasyFactorys');
    expect(easy.code).toBe(0);
    expect(easy.data.factorys.map((f: { id: string }) => f.id).sort()).toEqual([company.unitId, sisterId].sort());
    expect(easy.data.lastLoginFactoryId).toBe(company.unitId);
    const limited = await boss.call('GET', 'fac/getEasyLimitFactorys');
    expect(limited.data).toMatchObject({ canCreate: true, factoryCount: 2, maxFactories: 5 });
    expect(limited.data.factorys.find((f: { id: string }) => f.id === company.unitId).isCurrent).toBe(true);
    const named = await boss.call('POST', 'fac/getUnitListByUserId', { keyword: '二厂' });
    expect(named.data.unitList).toEqual([{ id: sisterId, name: expect.stringContaining('二厂') }]);
  });

  it('shows a staff account only the factories linked to it, and another company nothing of this one', async () => {
    expect((await viewer.call('GET', 'fac/getEasyFactorys')).data.factorys.map((f: { id: string }) => f.id)).toEqual([
      company.unitId,
    ]);
    const limited = await viewer.call('GET', 'fac/getEasyLimitFactorys');
    expect(limited.data.factorys.map((f: { id: string }) => f.id)).toEqual([company.unitId]);
    expect(limited.data.canCreate).toBe(false); // no company.factory.add
    const theirs = await stranger.call('GET', 'fac/getEasyFactorys');
    expect(theirs.data.factorys.map((f: { id: string }) => f.id)).toEqual([strangerCompany.unitId]);
    expect((await stranger.call('POST', 'fac/getUnitListByUserId', {})).data.unitList).toHaveLength(1);
  });

  it('needs a session, and the management list needs its code', async () => {
    for (const [method, url] of [
      ['GET', 'fac/getEasyFactorys'],
      ['POST', 'fac/getUnitListByUserId'],
      ['GET', 'fac/getEasyLimitFactorys'],
      ['GET', 'fac/getFactoryDetail'],
      ['POST', 'unit/checkUnitName'],
    ] as const)
      expect((await call(h.app, method, url, method === 'POST' ? { name: 'x' } : undefined)).code).toBe(440);
    expect((await powerless.call('GET', 'fac/getEasyLimitFactorys')).code).toBe(40301);
    expect((await powerless.call('GET', 'fac/getFactoryDetail', { id: company.unitId })).code).toBe(40301);
    expect((await powerless.call('GET', 'fac/getEasyFactorys')).code).toBe(0);
  });
});

describe('adding a factory', () => {
  it('creates the factory with its profile, groups, boss link and units, and the boss can switch into it', async () => {
    expect((await boss.call('POST', 'unit/checkUnitName', { name: form.name })).data).toEqual({ exists: false });
    const added = await boss.call('POST', 'fac/addFactory', form);
    expect(added.code).toBe(0);
    const id = added.data.id as string;
    expect(added.data).toMatchObject({ ...form, groups: [{ name: '裁床' }, { name: '车缝' }], bossCode: company.bossCode });
    expect((await boss.call('POST', 'unit/checkUnitName', { name: form.name })).data).toEqual({ exists: true });
    expect((await boss.call('POST', 'unit/checkUnitName', { name: form.name, id })).data).toEqual({ exists: false });
    const link = await h.db.selectFrom('userUnit').selectAll().where('unitId', '=', id).execute();
    expect(link).toEqual([{ userId: company.boss.userId, unitId: id }]);
    // A new factory gets the common units of measure like every factory (migration trigger).
    const units = await h.db.selectFrom('measureUnit').select('name').where('unitId', '=', id).execute();
    expect(units.map((u) => u.name)).toContain('米');

    const switched = await boss.call('POST', 'login/switchUnit', { unitId: id });
    expect(switched.data).toMatchObject({ unitId: id, facName: form.name });
    expect(switched.data.units.map((u: { id: string }) => u.id)).toContain(id);
    expect((await boss.call('GET', 'fac/getFacInfo')).data).toMatchObject({ id, name: form.name, contacts: '李四' });
    await boss.call('POST', 'login/switchUnit', { unitId: company.unitId });
  });

  it("links the company's storehouses with a default; another company's storehouse rolls the whole addition back", async () => {
    const own = (await boss.call('POST', 'fac/storehouse/addStorehouse', { name: '总仓' })).data.id as string;
    const foreign = (await stranger.call('POST', 'fac/storehouse/addStorehouse', { name: '别家仓' })).data.id as string;
    const blank = await boss.call('GET', 'fac/getFactoryDetail');
    expect(blank.data.storehouses).toContainEqual({ id: own, name: '总仓', isDefault: false, isLinked: false });
    const before = await factoryIds(company.bossUnitId);
    const refused = await boss.call('POST', 'fac/addFactory', { name: '仓库厂', storehouseIds: [own, foreign] });
    expect(refused.code).toBe(40402);
    expect(await factoryIds(company.bossUnitId)).toEqual(before);
    const added = await boss.call('POST', 'fac/addFactory', { name: '仓库厂', storehouseIds: [own], defaultStorehouseId: own });
    expect(added.code).toBe(0);
    expect(added.data.defaultStorehouseId).toBe(own);
    expect(added.data.storehouses).toContainEqual({ id: own, name: '总仓', isDefault: true, isLinked: true });
  });

  it('refuses bad input naming each field, a taken name, and callers without the code, writing nothing', async () => {
    const before = await factoryIds(company.bossUnitId);
    const bad = await boss.call('POST', 'fac/addFactory', {
      name: '',
      areaCode: '571',
      telephone: '12',
      phone: '23900001111',
      groups: [{ name: '甲' }, { name: '甲' }],
    });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'areaCode',
      'groups',
      'name',
      'phone',
      'telephone',
    ]);
    const twice = await boss.call('POST', 'fac/addFactory', { name: '四厂', groups: [{ name: '甲' }, { name: '甲' }] });
    expect(twice.code).toBe(40001);
    expect(twice.data.errors[0].field).toBe('groups');
    expect((await boss.call('POST', 'fac/addFactory', { name: form.name })).code).toBe(40901);
    expect((await viewer.call('POST', 'fac/addFactory', { name: '五厂' })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/addFactory', { name: '五厂' })).code).toBe(440);
    expect(await factoryIds(company.bossUnitId)).toEqual(before);
  });

  it('refuses a factory past the company quota with a clear message', async () => {
    const count = (await factoryIds(company.bossUnitId)).length;
    expect((await boss.call('POST', 'unit/chargeManage/update', { maxFactories: count, maxWorkbays: 50 })).code).toBe(0);
    expect((await boss.call('GET', 'fac/getEasyLimitFactorys')).data.canCreate).toBe(false);
    const refused = await boss.call('POST', 'fac/addFactory', { name: '超额工厂' });
    expect(refused.code).toBe(40902);
    expect(refused.msg).toBe(`已达到工厂数量上限（${count}），请联系服务商`);
    expect((await factoryIds(company.bossUnitId)).length).toBe(count);
    expect((await boss.call('POST', 'unit/chargeManage/update', { maxFactories: count + 1, maxWorkbays: 50 })).code).toBe(0);
    expect((await boss.call('POST', 'fac/addFactory', { name: '超额工厂' })).code).toBe(0);
    expect((await boss.call('POST', 'unit/chargeManage/update', { maxFactories: 20, maxWorkbays: 50 })).code).toBe(0);
  });
});

describe('editing a factory', () => {
  it('edits another factory of the company: information and groups (added, renamed, removed)', async () => {
    const added = await boss.call('POST', 'fac/addFactory', { name: '六厂', groups: [{ name: '一组' }, { name: '二组' }] });
    const id = added.data.id as string;
    const [one, two] = added.data.groups as { id: string; name: string }[];
    const edited = await boss.call('POST', 'fac/editFacInfo', {
      id,
      name: '六号工厂',
      contacts: '王五',
      groups: [{ id: one!.id, name: '一组改' }, { name: '三组' }],
    });
    expect(edited.code).toBe(0);
    expect(edited.data).toMatchObject({ id, name: '六号工厂', contacts: '王五' });
    expect(edited.data.groups.map((g: { name: string }) => g.name)).toEqual(['一组改', '三组']);
    expect(edited.data.groups[0].id).toBe(one!.id);
    expect(await h.db.selectFrom('facGroup').select('id').where('id', '=', two!.id).executeTakeFirst()).toBeUndefined();
    // The session's own factory is not touched.
    expect((await boss.call('GET', 'fac/getFacInfo')).data.id).toBe(company.unitId);
  });

  it('refuses to remove a group with members, a group of another factory, and a taken name, changing nothing', async () => {
    const added = await boss.call('POST', 'fac/addFactory', { name: '七厂', groups: [{ name: '有人组' }] });
    const id = added.data.id as string;
    const group = added.data.groups[0] as { id: string };
    await h.db.insertInto('facGroupUser').values({ unitId: id, groupId: group.id, userId: company.boss.userId }).execute();
    const kept = await boss.call('POST', 'fac/editFacInfo', { id, name: '七号工厂', groups: [] });
    expect(kept.code).toBe(40903);
    expect(kept.msg).toContain('有人组');
    const foreign = await boss.call('POST', 'fac/editFacInfo', { id, name: '七号工厂', groups: [{ id: '999999', name: 'x' }] });
    expect(foreign.code).toBe(40001);
    expect(foreign.data.errors[0].field).toBe('groups.0.id');
    expect((await boss.call('POST', 'fac/editFacInfo', { id, name: form.name })).code).toBe(40901);
    expect((await boss.call('GET', 'fac/getFactoryDetail', { id })).data).toMatchObject({
      name: '七厂',
      groups: [{ name: '有人组' }],
    });
  });

  it("answers 40402 for another company's factory and one the caller may not enter, and checks sessions and codes", async () => {
    const foreign = await stranger.call('POST', 'fac/editFacInfo', { id: company.unitId, name: '夺走' });
    expect(foreign.code).toBe(40402);
    expect((await stranger.call('GET', 'fac/getFactoryDetail', { id: company.unitId })).code).toBe(40402);
    // A staff account linked to the first factory only cannot reach the sister factory.
    expect((await viewer.call('POST', 'fac/editFacInfo', { id: sisterId, name: '改名' })).code).toBe(40402);
    expect((await viewer.call('GET', 'fac/getFactoryDetail', { id: sisterId })).code).toBe(40402);
    const own = await viewer.call('POST', 'fac/editFacInfo', { id: company.unitId, name: '一号工厂' });
    expect(own.code).toBe(0);
    expect((await powerless.call('POST', 'fac/editFacInfo', { id: company.unitId, name: 'x' })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/editFacInfo', { id: company.unitId, name: 'x' })).code).toBe(440);
    const names = await h.db.selectFrom('unit').select('name').where('id', 'in', [sisterId, company.unitId]).execute();
    expect(names.map((n) => n.name)).not.toContain('夺走');
    expect(names.map((n) => n.name)).not.toContain('改名');
    const bad = await boss.call('POST', 'fac/editFacInfo', { id: 'abc', name: 'x' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('id');
  });

  it('the blank form offers the company storehouses, none linked', async () => {
    const blank = await boss.call('GET', 'fac/getFactoryDetail');
    expect(blank.code).toBe(0);
    expect(blank.data).toMatchObject({ id: null, name: '', groups: [], bossCode: company.bossCode });
    expect(blank.data.storehouses.every((s: { isLinked: boolean }) => !s.isLinked)).toBe(true);
  });
});

describe('moving between factories', () => {
  it('switchUnit and doLoginToFactory refuse a factory the account is not linked to, and another company’s', async () => {
    for (const url of ['login/switchUnit', 'login/doLoginToFactory']) {
      const sister = await viewer.call('POST', url, { unitId: sisterId });
      expect(sister.code).toBe(40302);
      expect((await viewer.call('POST', url, { unitId: strangerCompany.unitId })).code).toBe(40302);
      expect((await boss.call('POST', url, { unitId: strangerCompany.unitId })).code).toBe(40302);
      expect((await boss.call('POST', url, { unitId: sisterId })).data.unitId).toBe(sisterId);
      expect((await boss.call('POST', url, { unitId: company.unitId })).data.unitId).toBe(company.unitId);
    }
    expect((await viewer.call('POST', 'login/session')).data.unitId).toBe(company.unitId);
  });
});
