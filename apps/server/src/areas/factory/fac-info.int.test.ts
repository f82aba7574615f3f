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

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'info');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

const info = {
  name: '一号工厂',
  contacts: '张三',
  areaCode: '0571',
  telephone: '88886666',
  phone: '13900001111',
  provinceId: '330000',
  cityId: '330100',
  areaId: '330106',
  address: '文三路 1 号',
  logo: 'file-123',
};

describe('factory info', () => {
  it('reads and saves the factory with its storehouses and default', async () => {
    const a = (await boss.call('POST', 'fac/storehouse/addStorehouse', { name: '面料仓' })).data.id;
    const b = (await boss.call('POST', 'fac/storehouse/addStorehouse', { name: '成品仓' })).data.id;
    const c = (await boss.call('POST', 'fac/storehouse/addStorehouse', { name: '辅料仓' })).data.id;
    const saved = await boss.call('POST', 'fac/updateFacInfo', { ...info, storehouseIds: [a, b], defaultStorehouseId: b });
    expect(saved.code).toBe(0);
    const read = await boss.call('GET', 'fac/getFacInfo');
    expect(read.data).toMatchObject({ ...info, id: factory.unitId, bossCode: factory.bossCode, defaultStorehouseId: b });
    // The factory sees the storehouses linked to it only (ADR 0011); the unlinked one is the company's business.
    expect(read.data.storehouses).toEqual([
      { id: b, name: '成品仓', isDefault: true, isLinked: true },
      { id: a, name: '面料仓', isDefault: false, isLinked: true },
    ]);
    const relink = await boss.call('POST', 'fac/updateFacInfo', { ...info, storehouseIds: [a, b, c] });
    expect(relink.code).toBe(40402);
    // Unlinked storehouses leave the dropdowns.
    const options = (await boss.call('POST', 'commonDropDownList/getStroehouseByUnitId')).data.map((s: { id: string }) => s.id);
    expect(options.sort()).toEqual([a, b].sort());
    // The session's factory name follows.
    expect((await boss.call('POST', 'facUser/getMyInfo')).code).toBe(0);
    const cleared = await boss.call('POST', 'fac/updateFacInfo', { name: '一号工厂', defaultStorehouseId: null });
    expect(cleared.data).toMatchObject({ contacts: null, logo: null, defaultStorehouseId: null });
  });

  it('refuses a foreign storehouse, a taken name and bad input, writing nothing', async () => {
    const foreign = (await intruder.call('POST', 'fac/storehouse/addStorehouse', { name: '外仓' })).data.id;
    expect((await boss.call('POST', 'fac/updateFacInfo', { name: 'X', defaultStorehouseId: foreign })).code).toBe(40402);
    const sister = await h.db
      .insertInto('unit')
      .values({
        kind: 'FACTORY',
        code: null,
        name: '二号工厂',
        bossUnitId: factory.bossUnitId,
        contactName: null,
        mobilePhone: null,
        telephone: null,
        address: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(sister.id).toBeTruthy();
    expect((await boss.call('POST', 'fac/updateFacInfo', { name: '二号工厂' })).code).toBe(40901);
    const bad = await boss.call('POST', 'fac/updateFacInfo', { name: '', areaCode: '571', telephone: '12', phone: '2390000111' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['areaCode', 'name', 'phone', 'telephone']);
    expect((await boss.call('GET', 'fac/getFacInfo')).data.name).toBe('一号工厂');
  });

  it('keeps other factories out and checks permissions and sessions', async () => {
    expect((await intruder.call('GET', 'fac/getFacInfo')).data.name).not.toBe('一号工厂');
    expect((await intruder.call('POST', 'fac/updateFacInfo', { name: 'X', facId: factory.unitId })).code).toBe(40302);
    const refused = await powerless.call('POST', 'fac/updateFacInfo', { name: 'Y' });
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('抱歉，您没有操作权限');
    expect((await powerless.call('GET', 'fac/getFacInfo')).code).toBe(0);
    expect((await call(h.app, 'POST', 'fac/updateFacInfo', { name: 'Z' })).code).toBe(440);
    expect((await call(h.app, 'GET', 'fac/getFacInfo')).code).toBe(440);
    expect((await boss.call('GET', 'fac/getFacInfo')).data.name).toBe('一号工厂');
  });
});
