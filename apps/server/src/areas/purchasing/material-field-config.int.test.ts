import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

/** 字段配置 (/marterielConfig): per factory and document, the optional fields shown. */
let h: Harness;
let boss: Client;
let intruder: Client;
let reader: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'fields');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  reader = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

const view = (targetType: string, c: Client = boss) =>
  c.call('GET', 'fac/facFieldConfig/facFieldConfigTargetView', { targetType });
const update = (code: string, fieldConfigList: string[], c: Client = boss) =>
  c.call('POST', 'fac/facFieldConfig/updateUnitFacField', { code, fieldConfigList });

describe('material field configuration', () => {
  it('shows every field until the factory chooses; fixed fields stay; each document and factory on its own', async () => {
    const before = await view('purchase');
    expect(before.code, before.msg).toBe(0);
    expect(before.data.configured).toBe(false);
    expect(before.data.defaultConfigList).toEqual(['materialNo', 'materialName', 'colorName', 'specNo', 'unit']);
    expect(before.data.fieldConfigList).toContain('labels');
    expect(before.data.fieldConfigModuleList.map((g: { code: string }) => g.code)).toEqual([
      'material',
      'demand',
      'document',
      'other',
    ]);
    expect(before.data.fieldConfigModuleList[0].name).toBe('物料字段');

    const saved = await update('purchase', ['labels', 'productionOrderNo']);
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data).toMatchObject({
      configured: true,
      fieldConfigList: ['materialNo', 'materialName', 'colorName', 'specNo', 'unit', 'productionOrderNo', 'labels'],
    });
    // Any user of the factory reads it (the lists apply it); the other documents and factories are untouched.
    expect((await view('purchase', reader)).data.fieldConfigList).toEqual(saved.data.fieldConfigList);
    expect((await view('arrival')).data.configured).toBe(false);
    expect((await view('purchase', intruder)).data.configured).toBe(false);
    expect((await update('delivery', [])).data.fieldConfigList).toEqual([
      'materialNo',
      'materialName',
      'colorName',
      'specNo',
      'unit',
    ]);
    const en = await h.app.inject({
      method: 'POST',
      url: '/v1/api/fac/facFieldConfig/facFieldConfigTargetView',
      payload: { targetType: 'return' },
      headers: { cookie: `sid=${boss.sid}`, 'accept-language': 'en' },
    });
    expect(en.json().data.fieldConfigModuleList[0].name).toBe('Material fields');
  });

  it('refuses unknown documents and fields, no permission, no session, writing nothing', async () => {
    const badField = await update('arrival', ['vatNo', 'paid']);
    expect(badField.code).toBe(40001);
    expect(badField.data.errors[0].field).toBe('fieldConfigList.1');
    const badDocument = await view('stock');
    expect(badDocument.code).toBe(40001);
    expect(badDocument.data.errors[0].field).toBe('targetType');
    expect((await update('arrival', ['vatNo'], reader)).code).toBe(40301);
    expect(
      (await call(h.app, 'POST', 'fac/facFieldConfig/updateUnitFacField', { code: 'arrival', fieldConfigList: [] })).code,
    ).toBe(440);
    expect((await call(h.app, 'GET', 'fac/facFieldConfig/facFieldConfigTargetView', { targetType: 'arrival' })).code).toBe(440);
    expect((await view('arrival')).data.configured).toBe(false);
  });
});
