import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFactory,
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type Harness,
} from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';
import { downloadSheet } from '../../../test/xlsx.js';
import { inBody, outBody, outLines, reviewed, stockIn } from './allocate.fixture.js';

let h: Harness;
let boss: Client;
/** The same company's second factory B. */
let inB: Client;
let intruder: Client;
let viewer: Client;
let from: string;
let to: string;
let skus: string[];

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'allocate');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const factoryB = await addFactory(h.db, factory, 'allocate B');
  inB = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  expect((await inB.call('POST', 'login/switchUnit', { unitId: factoryB })).code).toBe(0);
  inB = { ...inB, unitId: factoryB };
  const other = await createFactory(h.db, 'allocate other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.allocate.list']);
  viewer = await signIn(h.app, staff.loginName, staff.password);
  from = await makeStorehouse(boss, true, '调出仓');
  to = await makeStorehouse(boss, true, '调入仓');
  skus = (await makeMaterialSkus(boss, ['红', '蓝', '白', '黑'])).skuIds;
  for (const sku of skus) await stockIn(boss, from, sku, '50', '2');
});
afterAll(() => h.close());

const detail = async (id: string, c: Client = boss) => (await c.call('GET', `allocate/detail/${id}`)).data;
const count = async () => (await boss.call('POST', 'allocate/page', { pageSize: 1 })).data.totalCount as number;

describe('allocate (调拨)', () => {
  it('a transfer-out puts stock in transit at cost; transfer-ins receive it in parts, never more than in transit', async () => {
    const outId = await reviewed(boss, outBody(boss, from, to, [{ skuId: skus[0]!, quantity: '30' }]));
    expect(await onHand(boss, from, skus[0]!)).toBe('20');
    const [line] = await outLines(boss, outId);
    let d = await detail(outId);
    expect(d).toMatchObject({ status: 2, billType: 'BILL_CALL_OUT', inTransitQuantity: '30', inTransitValue: '60.00' });
    expect(d.lines[0]).toMatchObject({ sentValue: '60.00', inTransitQuantity: '30' });

    const firstIn = await reviewed(boss, inBody(boss, outId, [{ callOutLineId: line!, quantity: '10' }]));
    expect(await onHand(boss, to, skus[0]!)).toBe('10');
    d = await detail(outId);
    expect(d).toMatchObject({ receivedQuantity: '10', inTransitQuantity: '20', inTransitValue: '40.00' });
    expect(d.callIns.map((i: { id: string }) => i.id)).toEqual([firstIn]);
    const stock = (await boss.call('POST', 'fac/stock/list', { storehouseId: to })).data.list[0];
    expect(stock).toMatchObject({ value: '20.00' });

    const n = await count();
    const over = await boss.call('POST', 'allocate/add', inBody(boss, outId, [{ callOutLineId: line!, quantity: '25' }]));
    expect(over.code).toBe(40001);
    expect(over.data.errors[0].field).toBe('lines.0.quantity');
    expect(over.msg).toContain('20');
    expect(await count()).toBe(n);

    // The out cannot be un-reviewed while an in draws on it; the in's un-review puts its part back in transit.
    const blocked = await boss.call('POST', 'uflo/BILL_CALL_OUT/apply-anti-review', { id: outId, message: '错' });
    expect(blocked.code).toBe(40903);
    const back = await boss.call('POST', 'uflo/BILL_CALL_IN/apply-anti-review', { id: firstIn, message: '错' });
    expect(back.code, back.msg).toBe(0);
    expect(await onHand(boss, to, skus[0]!)).toBe('0');
    expect(await detail(outId)).toMatchObject({ inTransitQuantity: '30', inTransitValue: '60.00' });
    expect((await boss.call('POST', 'uflo/BILL_CALL_IN/void', { id: firstIn, message: '作废' })).code).toBe(0);
    const undone = await boss.call('POST', 'uflo/BILL_CALL_OUT/apply-anti-review', { id: outId, message: '错' });
    expect(undone.code, undone.msg).toBe(0);
    expect(await onHand(boss, from, skus[0]!)).toBe('50');
    expect((await detail(outId)).inTransitQuantity).toBeNull();
  });

  it('a transfer-in above what is left in transit is refused at review too (drafts made before a receipt)', async () => {
    const outId = await reviewed(boss, outBody(boss, from, to, [{ skuId: skus[1]!, quantity: '10' }]));
    const [line] = await outLines(boss, outId);
    const a = await boss.call('POST', 'allocate/add', inBody(boss, outId, [{ callOutLineId: line!, quantity: '8' }]));
    const b = await boss.call('POST', 'allocate/add', inBody(boss, outId, [{ callOutLineId: line!, quantity: '8' }]));
    expect((await boss.call('POST', 'uflo/BILL_CALL_IN/submit', { id: a.data.id })).code).toBe(0);
    const refused = await boss.call('POST', 'uflo/BILL_CALL_IN/submit', { id: b.data.id });
    expect(refused.code).toBe(40904);
    expect(refused.msg).toContain('在途');
    expect((await detail(b.data.id)).status).toBe(0);
    expect(await onHand(boss, to, skus[1]!)).toBe('8');
    // The stock pages' 在途: what is still on the way into the receiving storehouse.
    const onTheWay = await boss.call('POST', 'fac/stock/inTransit', { storehouseId: to });
    expect(onTheWay.data.filter((r: { skuId: string }) => r.skuId === skus[1])).toEqual([
      expect.objectContaining({ quantity: '2.0000', value: '4.00', fromStorehouseName: '调出仓' }),
    ]);
    expect((await intruder.call('POST', 'fac/stock/inTransit', {})).data).toEqual([]);
  });

  it('an un-reviewed in no longer holds its out: the out is un-reviewed, the draft keeps its number and cannot be submitted', async () => {
    const outId = await reviewed(boss, outBody(boss, from, to, [{ skuId: skus[0]!, quantity: '3' }]));
    const [line] = await outLines(boss, outId);
    const inId = await reviewed(boss, inBody(boss, outId, [{ callOutLineId: line!, quantity: '2' }]));
    const state = async () => (await boss.call('GET', 'uflo/BILL_CALL_OUT/state', { id: outId })).data;
    expect(await state()).toMatchObject({ displayStatus: 6 });
    expect((await boss.call('POST', 'uflo/BILL_CALL_IN/apply-anti-review', { id: inId, message: '错' })).code).toBe(0);
    const no = (await detail(inId)).billNo;
    const resaved = await boss.call('POST', 'allocate/update', {
      ...inBody(boss, outId, [{ callOutLineId: line!, quantity: '1' }]),
      id: inId,
    });
    expect(resaved.data.billNo).toBe(no);
    expect((await state()).lineage.downstream).toEqual([]);
    const undone = await boss.call('POST', 'uflo/BILL_CALL_OUT/apply-anti-review', { id: outId, message: '错' });
    expect(undone.code, undone.msg).toBe(0);
    expect(await onHand(boss, from, skus[0]!)).toBe('50');
    const stale = await boss.call('POST', 'uflo/BILL_CALL_IN/submit', { id: inId });
    expect(stale.msg).toContain('调出单未审核');
    expect((await detail(inId)).status).toBe(0);
    expect(await onHand(boss, to, skus[0]!)).toBe('0');
  });

  it('goes to a storehouse of another factory of the company; 一手调入 receives at once and leaves with its out', async () => {
    const storeB = await makeStorehouse(inB, true, 'B厂仓');
    const outId = await reviewed(boss, outBody(boss, from, storeB, [{ skuId: skus[2]!, quantity: '5' }]));
    const [line] = await outLines(boss, outId);
    await reviewed(boss, inBody(boss, outId, [{ callOutLineId: line!, quantity: '5' }]));
    expect(await onHand(inB, storeB, skus[2]!)).toBe('5');

    const cfg = await boss.call('POST', 'allocate/firstHandCallInConfig', { storehouseIds: [to] });
    expect(cfg.code, cfg.msg).toBe(0);
    expect((await boss.call('GET', 'allocate/firstHandCallInConfig/list')).data).toEqual([
      { storehouseId: to, storehouseName: '调入仓' },
    ]);
    const autoOut = await reviewed(boss, outBody(boss, from, to, [{ skuId: skus[3]!, quantity: '7' }]));
    const d = await detail(autoOut);
    expect(d).toMatchObject({ receivedQuantity: '7', inTransitQuantity: '0' });
    expect(d.callIns[0]).toMatchObject({ isAuto: true, status: 2 });
    expect(await onHand(boss, to, skus[3]!)).toBe('7');
    const back = await boss.call('POST', 'uflo/BILL_CALL_OUT/apply-anti-review', { id: autoOut, message: '错' });
    expect(back.code, back.msg).toBe(0);
    expect((await detail(d.callIns[0].id)).status).toBe(5);
    expect(await onHand(boss, to, skus[3]!)).toBe('0');
    expect(await onHand(boss, from, skus[3]!)).toBe('50');
    await boss.call('POST', 'allocate/firstHandCallInConfig', { storehouseIds: [] });
  });

  it('lists with filters and sums, numbers, exports, and answers the receiving storehouses', async () => {
    const page = await boss.call('POST', 'allocate/page', { billType: 'BILL_CALL_OUT', reviewStatusList: [2], pageSize: 50 });
    expect(page.code, page.msg).toBe(0);
    expect(
      page.data.list.every((r: { billType: string; status: number }) => r.billType === 'BILL_CALL_OUT' && r.status === 2),
    ).toBe(true);
    expect(Number(page.data.sumQuantity)).toBe(15);
    expect(Number(page.data.sumInTransit)).toBe(2);
    const transit = await boss.call('POST', 'allocate/page', { isInTransit: true });
    expect(transit.data.totalCount).toBe(1);
    const nos = await boss.call('GET', 'allocate/list/orderNo', { billType: 'BILL_CALL_IN' });
    expect(nos.data.every((o: { label: string }) => o.label.startsWith('DR'))).toBe(true);
    const sheet = await downloadSheet(h.app, boss.sid, 'allocate/exportExcel', { billType: 'BILL_CALL_OUT' });
    expect(sheet.header).toContain('在途数量');
    expect(sheet.rows.length).toBeGreaterThanOrEqual(3);
    const stores = await boss.call('GET', 'allocate/storehouses');
    expect(stores.data.map((s: { label: string }) => s.label)).toEqual(expect.arrayContaining(['调出仓', 'B厂仓']));
  });

  it('no session, another factory, no permission, bad input: refused, nothing written', async () => {
    const n = await count();
    expect((await call(h.app, 'POST', 'allocate/add', outBody(boss, from, to, []))).code).toBe(440);
    expect((await call(h.app, 'POST', 'allocate/page', {})).code).toBe(440);
    const bad = await boss.call('POST', 'allocate/add', outBody(boss, from, to, [{ skuId: skus[0]!, quantity: 'abc' }]));
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('lines.0.quantity');
    const same = await boss.call('POST', 'allocate/add', outBody(boss, from, from, [{ skuId: skus[0]!, quantity: '1' }]));
    expect(same.data.errors[0].field).toBe('inStorehouseId');
    const foreign = await intruder.call(
      'POST',
      'allocate/add',
      outBody(intruder, from, to, [{ skuId: skus[0]!, quantity: '1' }]),
    );
    expect(foreign.data.errors[0].field).toBe('outStorehouseId');
    expect(
      (await viewer.call('POST', 'allocate/add', outBody(viewer, from, to, [{ skuId: skus[0]!, quantity: '1' }]))).msg,
    ).toContain('权限');
    expect((await viewer.call('POST', 'allocate/firstHandCallInConfig', { storehouseIds: [] })).msg).toContain('权限');
    expect(await count()).toBe(n);
    const mine = (await boss.call('POST', 'allocate/add', outBody(boss, from, to, [{ skuId: skus[0]!, quantity: '1' }]))).data.id;
    expect((await intruder.call('GET', `allocate/detail/${mine}`)).code).toBe(40402);
    expect(
      (
        await intruder.call('POST', 'allocate/update', {
          ...outBody(intruder, from, to, [{ skuId: skus[0]!, quantity: '1' }]),
          id: mine,
        })
      ).code,
    ).not.toBe(0);
    expect((await intruder.call('POST', 'uflo/BILL_CALL_OUT/submit', { id: mine })).code).toBe(40402);
    expect((await intruder.call('POST', 'allocate/page', {})).data.totalCount).toBe(0);
    expect((await intruder.call('POST', 'allocate/firstHandCallInConfig', { storehouseIds: [to] })).data.errors[0].field).toBe(
      'storehouseIds.0',
    );
    expect((await detail(mine)).status).toBe(0);
  });
});
