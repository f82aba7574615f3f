import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { getPurchaseConfig } from './index.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let unitId: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'pcfg');
  unitId = factory.unitId;
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

describe('purchase configuration', () => {
  it('answers the defaults, saves each part and keeps the other unit apart', async () => {
    expect((await boss.call('GET', 'material/purchase/config')).data).toMatchObject({
      demandSource: 'PRODUCTION_ORDER',
      preuseType: 1,
      oneStepEnabled: false,
      overDeliveryLimit: null,
    });
    expect(
      (await boss.call('POST', 'material/purchase/config/update', { demandSource: 'MISSION', oneStepEnabled: true })).code,
    ).toBe(0);
    expect((await boss.call('PUT', 'stock-sku-preuse-config', { preuseType: 2, canManualModify: false })).data).toEqual({
      preuseType: 2,
      canManualModify: false,
    });
    expect((await boss.call('PUT', 'purchasing_unit_price_config', { enabled: true })).data).toEqual({ enabled: true });
    expect((await boss.call('PUT', 'purchasing_amount_config', { enabled: false })).data).toEqual({ enabled: false });
    expect((await boss.call('PUT', 'deliverying_amount_config', { enabled: true })).data).toEqual({ enabled: true });
    expect(
      (await boss.call('POST', 'materialArriveLimitConfig', { overDeliveryLimit: '5.5', lackDeliveryLimit: '3' })).data,
    ).toEqual({
      overDeliveryLimit: '5.50',
      lackDeliveryLimit: '3.00',
    });
    const config = await getPurchaseConfig(h.db, { unitId });
    expect(config).toEqual({
      demandSource: 'MISSION',
      generatePlanOnSubmit: false,
      preuseType: 2,
      canManualModify: false,
      unitPriceRequired: true,
      purchasingAmountEditable: false,
      deliveringAmountShown: true,
      overDeliveryLimit: '5.50',
      lackDeliveryLimit: '3.00',
      oneStepEnabled: true,
    });
    expect((await boss.call('GET', 'purchasing_unit_price_config')).data).toEqual({ enabled: true });
    expect((await boss.call('GET', 'stock-sku-preuse-config')).data.preuseType).toBe(2);
    expect((await boss.call('GET', 'materialArriveLimitConfig')).data.overDeliveryLimit).toBe('5.50');
    expect((await intruder.call('GET', 'material/purchase/config')).data.demandSource).toBe('PRODUCTION_ORDER');
    // A body naming this unit from the other factory is refused, and changes nothing here.
    expect(
      (await intruder.call('POST', 'material/purchase/config/update', { unitId, demandSource: 'PRODUCTION_ORDER' })).code,
    ).toBe(40302);
    expect((await getPurchaseConfig(h.db, { unitId })).demandSource).toBe('MISSION');
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await getPurchaseConfig(h.db, { unitId });
    const bad = await boss.call('POST', 'materialArriveLimitConfig', { overDeliveryLimit: '101', lackDeliveryLimit: '1.234' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['lackDeliveryLimit', 'overDeliveryLimit']);
    expect((await boss.call('PUT', 'stock-sku-preuse-config', { preuseType: 3 })).data.errors[0].field).toBe('preuseType');
    expect((await boss.call('POST', 'material/purchase/config/update', { demandSource: 'X' })).data.errors[0].field).toBe(
      'demandSource',
    );
    expect((await boss.call('PUT', 'purchasing_amount_config', { enabled: 'yes' })).code).toBe(40001);
    expect(await getPurchaseConfig(h.db, { unitId })).toEqual(before);
  });

  it.each([
    ['POST', 'material/purchase/config/update', { oneStepEnabled: false }],
    ['PUT', 'stock-sku-preuse-config', { preuseType: 1 }],
    ['PUT', 'purchasing_unit_price_config', { enabled: false }],
    ['PUT', 'purchasing_amount_config', { enabled: true }],
    ['PUT', 'deliverying_amount_config', { enabled: false }],
    ['POST', 'materialArriveLimitConfig', { overDeliveryLimit: '1' }],
  ] as const)('%s %s: 440 without a session, 40301 without the permission', async (method, url, body) => {
    expect((await call(h.app, method, url, body)).code).toBe(440);
    expect(await powerless.call(method, url, body)).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
  });

  it('reads need a session only', async () => {
    for (const url of [
      'material/purchase/config',
      'stock-sku-preuse-config',
      'deliverying_amount_config',
      'materialArriveLimitConfig',
    ])
      expect((await call(h.app, 'GET', url)).code).toBe(440);
    expect((await powerless.call('GET', 'material/purchase/config/facPrdOrderConfig')).code).toBe(0);
  });
});
