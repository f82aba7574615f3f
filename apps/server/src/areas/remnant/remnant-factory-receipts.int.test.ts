import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let store: string;
let skus: string[];
let factory: string;
let otherFactory: string;
const date = '2026-11-22';
const R = '/v1/bill/remaind';
const receipts = (c: Client, body: Record<string, unknown>) => c.call('POST', `${R}/factoryReceipts`, body);

async function delivery(outsideFactoryId: string, quantity: string, opts: { belongModule?: number; examine?: boolean } = {}) {
  const res = await boss.call('POST', 'delivery/material/create', {
    belongModule: opts.belongModule ?? 0,
    storehouseId: store,
    deliveryCreatorId: boss.userId,
    dateDelivery: date,
    outsideFactoryId,
    skus: [{ materialsSkuId: skus[0], quantity }],
  });
  expect(res.code, res.msg).toBe(0);
  if (opts.examine !== false) expect((await boss.call('POST', 'delivery/material/examine', { id: res.data.id })).code).toBe(0);
  return res.data.id as string;
}

async function remnant(outsideFactoryId: string | null, quantity: string, examine = true) {
  const res = await boss.call('POST', `${R}/add`, {
    storehouseId: store,
    operaterId: boss.userId,
    dateOperate: date,
    commonOutsideFactoryId: outsideFactoryId,
    skus: [{ materialsSkuId: skus[0], quantity }],
  });
  expect(res.code, res.msg).toBe(0);
  if (examine) expect((await boss.call('POST', `${R}/examine`, { id: res.data.id })).data.status).toBe(2);
  return res.data.id as string;
}

beforeAll(async () => {
  h = await startHarness();
  const unit = await createFactory(h.db, 'receipts');
  boss = await signIn(h.app, unit.boss.loginName, unit.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, unit, ['fac.backOrder.query']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  store = await makeStorehouse(boss, false);
  skus = (await makeMaterialSkus(boss, ['卡其', '藏青'])).skuIds;
  factory = (await boss.call('POST', 'outside/factory/insert', { name: `送料厂${Date.now() % 100000}` })).data.id;
  otherFactory = (await boss.call('POST', 'outside/factory/insert', { name: `别厂${Date.now() % 100000}` })).data.id;
});
afterAll(() => h.close());

describe('bill/remaind/factoryReceipts: 已送料 / 已余料入库 of a processing factory', () => {
  it('counts posted deliveries to the factory and posted remnant bills from it, per SKU; never refuses a put-away over it', async () => {
    await delivery(factory, '30');
    await delivery(otherFactory, '5'); // another processing factory
    await delivery(factory, '7', { examine: false }); // a draft moves nothing
    await delivery(factory, '100', { belongModule: 2 }); // a notice moves nothing
    const undone = await delivery(factory, '10');
    expect((await boss.call('GET', `delivery/material/undo/${undone}`)).data.status).toBe(0); // un-reviewed: no longer counted
    await remnant(factory, '12');
    await remnant(factory, '3', false); // a draft
    await remnant(null, '50'); // in-house put-away
    const res = await receipts(boss, { outsideFactoryId: factory, materialsSkuIds: [skus[0], skus[1], skus[0]] });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toEqual([
      { materialsSkuId: skus[0], delivered: '30.0000', returned: '12.0000' },
      { materialsSkuId: skus[1], delivered: '0.0000', returned: '0.0000' },
    ]);
    // 100 back although only 30 − 12 = 18 is open: the form warns, the server accepts (material from other sources)
    const before = await onHand(boss, store, skus[0]!);
    await remnant(factory, '100');
    expect(Number(await onHand(boss, store, skus[0]!)) - Number(before)).toBe(100);
    const after = await receipts(boss, { outsideFactoryId: factory, materialsSkuIds: [skus[0]] });
    expect(after.data).toEqual([{ materialsSkuId: skus[0], delivered: '30.0000', returned: '112.0000' }]);
  });

  it('answers 440 without a session', async () => {
    expect(
      (await call(h.app, 'POST', `${R}/factoryReceipts`, { outsideFactoryId: factory, materialsSkuIds: [skus[0]] })).code,
    ).toBe(440);
  });

  it("another factory's processing factory or SKU is not seen (40402) and tells nothing", async () => {
    const foreignFactory = await receipts(intruder, { outsideFactoryId: factory, materialsSkuIds: [skus[0]] });
    expect(foreignFactory.code).toBe(40402);
    expect(foreignFactory.data).toBeNull();
    const mineFactory = (await intruder.call('POST', 'outside/factory/insert', { name: `外厂${Date.now() % 100000}` })).data.id;
    expect((await receipts(intruder, { outsideFactoryId: mineFactory, materialsSkuIds: [skus[0]] })).code).toBe(40402);
  });

  it('refuses a user without fac.backOrder.add with 40301', async () => {
    expect(await receipts(powerless, { outsideFactoryId: factory, materialsSkuIds: [skus[0]] })).toMatchObject({
      code: 40301,
      msg: '抱歉，您没有操作权限',
    });
  });

  it('refuses bad input with 40001 naming the field', async () => {
    const empty = await receipts(boss, { outsideFactoryId: factory, materialsSkuIds: [] });
    expect(empty.code).toBe(40001);
    expect(empty.data.errors.map((e: { field: string }) => e.field)).toEqual(['materialsSkuIds']);
    const noFactory = await receipts(boss, { outsideFactoryId: 'x', materialsSkuIds: [skus[0]] });
    expect(noFactory.data.errors.map((e: { field: string }) => e.field)).toEqual(['outsideFactoryId']);
  });
});
