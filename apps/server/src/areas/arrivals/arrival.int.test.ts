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
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

let h: Harness;
let factory: FactoryFixture;
let boss: Client;
let intruder: Client;
let powerless: Client;
let supplierId: string;
let storehouseId: string;
let skuIds: string[];

const today = '2026-11-22';
const countArrivals = async () =>
  Number(
    (
      await h.db
        .selectFrom('arrival')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'arr');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const sup = await boss.call('POST', 'supplier/insert', { name: `布行${Date.now() % 1e6}` });
  supplierId = sup.data.id;
  storehouseId = await makeStorehouse(boss, true);
  skuIds = (await makeMaterialSkus(boss, ['红', '蓝'], { purchaseUnit: '卷', conversionRate: '50' })).skuIds;
});
afterAll(() => h.close());

const arrival = (over: Record<string, unknown> = {}) => ({
  supplierId,
  creatorId: factory.boss.userId,
  dateArrive: today,
  storehouseId,
  remark: '首批',
  materialsSkus: [
    { materialSkuId: skuIds[0], quantity: '2', unitPrice: '100' },
    { materialSkuId: skuIds[1], quantity: '1.5', conversionRate: '40', amount: '200', taxRate: '13', vatNo: 'G01' },
  ],
  ...over,
});

async function createDraft(over: Record<string, unknown> = {}): Promise<{ id: string; orderNo: string }> {
  const res = await boss.call('POST', 'arrive/add', arrival(over));
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

describe('arrive/add and arrive/detail', () => {
  it('creates a draft with a generated number, stock-unit quantities and amounts', async () => {
    const { id, orderNo } = await createDraft();
    expect(orderNo).toMatch(/^DL\d{6}\d{4}$/);
    const d = (await boss.call('GET', `arrive/detail/${id}`)).data;
    expect(d).toMatchObject({
      status: 0,
      orderNo,
      billType: 'MATERIALS_ARRIVE',
      amount: '400.00',
      payable: '0.00',
      paid: '0.00',
    });
    expect(
      d.lines.map((l: Record<string, string>) => [l.purchaseUnit, l.conversionRate, l.stockQuantity, l.unitPrice, l.amount]),
    ).toEqual([
      ['卷', '50.0000', '100.0000', '100.0000', '200.00'],
      ['卷', '40.0000', '60.0000', '133.3333', '200.00'],
    ]);
    expect((await boss.call('GET', 'arrive/detail', { orderNo })).data.id).toBe(id);
  });
  it('keeps a typed number and refuses it twice', async () => {
    const no = `DLX${Date.now() % 1e6}`;
    await createDraft({ orderNo: no });
    const dup = await boss.call('POST', 'arrive/add', arrival({ orderNo: no }));
    expect(dup.code).toBe(40901);
    expect(dup.data.errors[0].field).toBe('orderNo');
  });
  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await countArrivals();
    const res = await boss.call(
      'POST',
      'arrive/add',
      arrival({ dateArrive: '22/11/2026', materialsSkus: [{ materialSkuId: skuIds[0], quantity: '-1' }] }),
    );
    expect(res.code).toBe(40001);
    expect(res.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['dateArrive', 'materialsSkus.0.quantity']);
    const unknownSku = await boss.call(
      'POST',
      'arrive/add',
      arrival({ materialsSkus: [{ materialSkuId: '999999', quantity: '1' }] }),
    );
    expect(unknownSku.code).toBe(40001);
    expect(unknownSku.data.errors[0].field).toBe('materialsSkus.0.materialSkuId');
    expect(await countArrivals()).toBe(before);
  });
  it('refuses an unknown purchase line naming the field and writes nothing', async () => {
    const before = await countArrivals();
    const res = await boss.call(
      'POST',
      'arrive/add',
      arrival({ materialsSkus: [{ materialSkuId: skuIds[0], quantity: '1', purchaseLineId: '1' }] }),
    );
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('materialsSkus.0.purchaseLineId');
    expect(await countArrivals()).toBe(before);
  });
  it('answers 440 without a session, 40301 without the permission', async () => {
    expect((await call(h.app, 'POST', 'arrive/add', arrival())).code).toBe(440);
    const res = await powerless.call('POST', 'arrive/add', arrival());
    expect(res).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
    const { id } = await createDraft();
    expect((await powerless.call('GET', `arrive/detail/${id}`)).code).toBe(40301);
    expect((await call(h.app, 'GET', `/v1/api/arrive/detail/${id}`)).code).toBe(440);
  });
  it("another factory neither sees nor uses this factory's ids", async () => {
    const { id } = await createDraft();
    expect((await intruder.call('GET', `arrive/detail/${id}`)).code).toBe(40402);
    const before = await countArrivals();
    const res = await intruder.call('POST', 'arrive/add', arrival({ creatorId: intruder.userId }));
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('supplierId');
    expect(await countArrivals()).toBe(before);
  });
});

describe('arrive/update', () => {
  it('replaces the lines of a draft', async () => {
    const { id, orderNo } = await createDraft();
    const res = await boss.call(
      'POST',
      'arrive/update',
      arrival({ arriveId: id, materialsSkus: [{ materialSkuId: skuIds[0], quantity: '1', unitPrice: '10' }] }),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ orderNo, amount: '10.00' });
    expect(res.data.lines).toHaveLength(1);
  });
  it('checks session, permission, unit and input', async () => {
    const { id } = await createDraft();
    expect((await call(h.app, 'POST', 'arrive/update', arrival({ arriveId: id }))).code).toBe(440);
    expect((await powerless.call('POST', 'arrive/update', arrival({ arriveId: id }))).code).toBe(40301);
    expect((await intruder.call('POST', 'arrive/update', arrival({ arriveId: id, supplierId: '1' }))).code).toBe(40402);
    const bad = await boss.call('POST', 'arrive/update', arrival({ arriveId: id, materialsSkus: [] }));
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('materialsSkus');
    expect((await boss.call('GET', `arrive/detail/${id}`)).data.lines).toHaveLength(2);
  });
});

describe('review posts stock and payable; revoke reverses them', () => {
  it('posts on review, reverses on undo, and can be reviewed again', async () => {
    const { id } = await createDraft();
    const before = [await onHand(boss, storehouseId, skuIds[0]!), await onHand(boss, storehouseId, skuIds[1]!)].map(Number);
    const sub = await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id });
    expect(sub.code, sub.msg).toBe(0);
    expect(sub.data.status).toBe(2);
    expect(Number(await onHand(boss, storehouseId, skuIds[0]!))).toBe(before[0]! + 100);
    expect(Number(await onHand(boss, storehouseId, skuIds[1]!))).toBe(before[1]! + 60);
    const amounts = await boss.call('GET', 'partner-amount/bySource', { billType: 'MATERIALS_ARRIVE', billId: id });
    expect(amounts.code, amounts.msg).toBe(0);
    const rows = amounts.data.list as { direction: string; kind: string; amount: string; taxRate: string; partnerId: string }[];
    expect(rows.map((r) => [r.direction, r.kind, r.amount, Number(r.taxRate), r.partnerId]).sort()).toEqual([
      ['PAYABLE', 'ARRIVAL', '200.00', 0, supplierId],
      ['PAYABLE', 'ARRIVAL', '200.00', 13, supplierId],
    ]);
    const listed = await boss.call('POST', 'arrive/arriveList', {
      searchColumn: (await boss.call('GET', `arrive/detail/${id}`)).data.orderNo,
    });
    expect(listed.data.list[0]).toMatchObject({ id, status: 2, payable: '400.00', paid: '0.00', balance: '400.00' });

    const undo = await boss.call('GET', `arrive/undo/${id}`);
    expect(undo.code, undo.msg).toBe(0);
    expect(undo.data.status).toBe(0);
    expect(Number(await onHand(boss, storehouseId, skuIds[0]!))).toBe(before[0]);
    expect(Number(await onHand(boss, storehouseId, skuIds[1]!))).toBe(before[1]);
    expect((await boss.call('GET', `arrive/detail/${id}`)).data.payable).toBe('0.00');

    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    expect(Number(await onHand(boss, storehouseId, skuIds[0]!))).toBe(before[0]! + 100);
  });
  it('refuses to revoke when the stock has already left a strict storehouse (40904) and changes nothing', async () => {
    const strict = await makeStorehouse(boss, true);
    const { id } = await createDraft({
      storehouseId: strict,
      materialsSkus: [{ materialSkuId: skuIds[0], quantity: '1', unitPrice: '5' }],
    });
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    const out = await boss.call('PUT', 'fac/stock/single', {
      storehouseId: strict,
      materialsSkuId: skuIds[0],
      inventoryType: 'OUT',
      stock: '30',
      opDate: today,
    });
    expect(out.code, out.msg).toBe(0);
    const undo = await boss.call('GET', `arrive/undo/${id}`);
    expect(undo.code).toBe(40904);
    expect(undo.msg).toContain('库存不足');
    expect((await boss.call('GET', `arrive/detail/${id}`)).data).toMatchObject({ status: 2, payable: '5.00' });
    expect(await onHand(boss, strict, skuIds[0]!)).toBe('20');
  });
  it('voids a draft on undo; checks session, permission and unit', async () => {
    const { id } = await createDraft();
    expect((await call(h.app, 'GET', `/v1/api/arrive/undo/${id}`)).code).toBe(440);
    expect((await powerless.call('GET', `arrive/undo/${id}`)).code).toBe(40301);
    expect((await intruder.call('GET', `arrive/undo/${id}`)).code).toBe(40402);
    expect((await boss.call('GET', `arrive/undo/abc`)).code).toBe(40001);
    expect((await boss.call('GET', `arrive/detail/${id}`)).data.status).toBe(0);
    expect((await boss.call('GET', `arrive/undo/${id}`)).data.status).toBe(5);
  });
});

describe('supplier ships straight to a processing factory', () => {
  it('review books the linked delivery out of the arrival storehouse; un-review undoes both', async () => {
    const factoryId = (await boss.call('POST', 'outside/factory/insert', { name: `直发厂${Date.now() % 100000}` })).data.id;
    const store = await makeStorehouse(boss, true);
    const { id } = await createDraft({
      storehouseId: store,
      outsideFactoryId: factoryId,
      materialsSkus: [{ materialSkuId: skuIds[0], quantity: '1', unitPrice: '8' }],
    });
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    const d = (await boss.call('GET', `arrive/detail/${id}`)).data;
    expect(d.outsideFactoryId).toBe(factoryId);
    expect(d.deliveryNo).toBeTruthy();
    // 50 in, 50 out to the factory: nothing stays in the arrival storehouse, the payable stands.
    expect(await onHand(boss, store, skuIds[0]!)).toBe('0');
    expect(d.payable).toBe('8.00');
    expect((await boss.call('GET', `arrive/undo/${id}`)).data.status).toBe(0);
    const after = (await boss.call('GET', `arrive/detail/${id}`)).data;
    expect(after).toMatchObject({ deliveryNo: null, payable: '0.00' });
    expect(await onHand(boss, store, skuIds[0]!)).toBe('0');
  });
  it("refuses another factory's processing factory", async () => {
    const theirs = (await intruder.call('POST', 'outside/factory/insert', { name: `他厂${Date.now() % 100000}` })).data.id;
    const res = await boss.call('POST', 'arrive/add', arrival({ outsideFactoryId: theirs }));
    expect(res.data.errors[0].field).toBe('outsideFactoryId');
  });
});

describe('arrive/arriveList', () => {
  it('filters by status and date; checks session, permission, unit and input', async () => {
    const { id } = await createDraft({ dateArrive: '2026-01-05' });
    const res = await boss.call('POST', 'arrive/arriveList', {
      status: [0],
      dateArriveStart: '2026-01-01',
      dateArriveEnd: '2026-01-31',
    });
    expect(res.code).toBe(0);
    expect(res.data.list.map((r: { id: string }) => r.id)).toContain(id);
    expect(
      res.data.list.every((r: { status: number; dateArrive: string }) => r.status === 0 && r.dateArrive.startsWith('2026-01')),
    ).toBe(true);
    expect((await call(h.app, 'POST', 'arrive/arriveList', {})).code).toBe(440);
    expect((await powerless.call('POST', 'arrive/arriveList', {})).code).toBe(40301);
    expect((await intruder.call('POST', 'arrive/arriveList', {})).data.totalCount).toBe(0);
    const bad = await boss.call('POST', 'arrive/arriveList', { dateArriveStart: 'x' });
    expect(bad.data.errors[0].field).toBe('dateArriveStart');
  });
});

describe('sample arrivals', () => {
  it('take sample materials only, under their own type and permissions', async () => {
    const sample = await makeMaterialSkus(boss, ['白'], { sample: true });
    const refused = await boss.call(
      'POST',
      'arrive/add',
      arrival({ belongModule: 1, materialsSkus: [{ materialSkuId: skuIds[0], quantity: '1' }] }),
    );
    expect(refused.code).toBe(40001);
    const ok = await boss.call(
      'POST',
      'arrive/add',
      arrival({ belongModule: 1, materialsSkus: [{ materialSkuId: sample.skuIds[0], quantity: '1' }] }),
    );
    expect(ok.data.orderNo).toMatch(/^YDL/);
    const staff = await createStaff(h.db, factory, ['fac.arriveOrder.add', 'fac.arriveOrder.queryList']);
    const materialOnly = await signIn(h.app, staff.loginName, staff.password);
    expect(
      (
        await materialOnly.call(
          'POST',
          'arrive/add',
          arrival({ belongModule: 1, materialsSkus: [{ materialSkuId: sample.skuIds[0], quantity: '1' }] }),
        )
      ).code,
    ).toBe(40301);
    expect((await materialOnly.call('GET', `arrive/detail/${ok.data.id}`)).code).toBe(40301);
    expect((await boss.call('POST', 'uflo/SAMPLE_ARRIVE/submit', { id: ok.data.id })).data.status).toBe(2);
    // The material type's workflow never reaches a sample arrival.
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: ok.data.id })).code).toBe(40402);
  });
});

describe('sign status', () => {
  it('signs one line and then all; checks session, permission, unit and input', async () => {
    const { id } = await createDraft();
    const lines = (await boss.call('GET', `arrive/detail/${id}`)).data.lines as { id: string }[];
    const one = await boss.call('POST', 'arrive/changeSingleSignStatus', { lineId: lines[0]!.id, signStatus: 1 });
    expect(one.data.updated).toBe(1);
    let d = (await boss.call('GET', `arrive/detail/${id}`)).data;
    expect(d.lines.map((l: { signStatus: number }) => l.signStatus)).toEqual([1, 0]);
    expect((await boss.call('PUT', 'arrive/changeAllSignStatus', { arriveId: id, signStatus: 1 })).data.updated).toBe(2);
    d = (await boss.call('GET', `arrive/detail/${id}`)).data;
    expect(d.lines.map((l: { signStatus: number }) => l.signStatus)).toEqual([1, 1]);

    expect((await call(h.app, 'POST', 'arrive/changeAllSignStatus', { arriveId: id, signStatus: 0 })).code).toBe(440);
    expect((await powerless.call('POST', 'arrive/changeAllSignStatus', { arriveId: id, signStatus: 0 })).code).toBe(40301);
    expect((await intruder.call('POST', 'arrive/changeAllSignStatus', { arriveId: id, signStatus: 0 })).code).toBe(40402);
    expect((await intruder.call('POST', 'arrive/changeSingleSignStatus', { lineId: lines[0]!.id, signStatus: 0 })).code).toBe(
      40402,
    );
    const bad = await boss.call('POST', 'arrive/changeSingleSignStatus', { lineId: lines[0]!.id, signStatus: 2 });
    expect(bad.data.errors[0].field).toBe('signStatus');
    d = (await boss.call('GET', `arrive/detail/${id}`)).data;
    expect(d.lines.map((l: { signStatus: number }) => l.signStatus)).toEqual([1, 1]);
  });
});
