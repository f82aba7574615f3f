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
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

let h: Harness;
let factory: FactoryFixture;
let boss: Client;
let intruder: Client;
let powerless: Client;
let supplierId: string;
let storehouseId: string;
let skuIds: string[];

const countReturns = async () =>
  Number(
    (
      await h.db
        .selectFrom('materialReturn')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'art');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.arriveOrder.add', 'fac.arriveOrder.queryList']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `退料布行${Date.now() % 1e6}` })).data.id;
  storehouseId = await makeStorehouse(boss, true);
  ({ skuIds } = await makeMaterialSkus(boss, ['灰'], { purchaseUnit: '卷', conversionRate: '20' }));
});
afterAll(() => h.close());

async function arrival(submit: boolean): Promise<string> {
  const res = await boss.call('POST', 'arrive/add', {
    supplierId,
    creatorId: factory.boss.userId,
    dateArrive: '2026-11-22',
    storehouseId,
    materialsSkus: [{ materialSkuId: skuIds[0], quantity: '3', unitPrice: '100', taxRate: '13' }],
  });
  expect(res.code, res.msg).toBe(0);
  if (submit) expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: res.data.id })).data.status).toBe(2);
  return res.data.id;
}

describe('arrive/createReturnOnArrive', () => {
  it('opens a draft return of the arrival’s lines (returns find them through the registered port)', async () => {
    const id = await arrival(true);
    const line = (await boss.call('GET', `arrive/detail/${id}`)).data.lines[0];
    const res = await boss.call('POST', 'arrive/createReturnOnArrive', {
      arriveId: id,
      lines: [{ arriveLineId: line.id, quantity: '1' }],
    });
    expect(res.code, res.msg).toBe(0);
    const ret = await boss.call('GET', `return/detail/${res.data.id}`);
    expect(ret.code, ret.msg).toBe(0);
    expect(ret.data).toMatchObject({ status: 0, supplierId, storehouseId });
    expect(JSON.stringify(ret.data)).toContain(line.id);
    const returnable = await boss.call('POST', 'return/arriveLines', { supplierId });
    expect(returnable.code, returnable.msg).toBe(0);
    expect(JSON.stringify(returnable.data)).toContain(line.id);
  });
  it('refuses a draft arrival, and checks session, permission, unit and input; writes nothing when refused', async () => {
    const draft = await arrival(false);
    const reviewed = await arrival(true);
    const before = await countReturns();
    expect((await boss.call('POST', 'arrive/createReturnOnArrive', { arriveId: draft })).code).toBe(40902);
    expect((await call(h.app, 'POST', 'arrive/createReturnOnArrive', { arriveId: reviewed })).code).toBe(440);
    expect(await powerless.call('POST', 'arrive/createReturnOnArrive', { arriveId: reviewed })).toMatchObject({
      code: 40301,
      msg: '抱歉，您没有操作权限',
    });
    expect((await intruder.call('POST', 'arrive/createReturnOnArrive', { arriveId: reviewed })).code).toBe(40402);
    const bad = await boss.call('POST', 'arrive/createReturnOnArrive', {
      arriveId: reviewed,
      lines: [{ arriveLineId: '1', quantity: '0' }],
    });
    expect(bad.data.errors[0].field).toBe('lines.0.quantity');
    expect(await countReturns()).toBe(before);
  });
});
