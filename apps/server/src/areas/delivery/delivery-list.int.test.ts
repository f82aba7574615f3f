import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

/**
 * The delivery list and its row actions (issue 9 parts 3 and 6): quantities are totalled per stock unit on the list,
 * the detail and the review desk (never 米 + 个 in one figure), also for remnant put-away which shares the SQL; 撤销
 * moves a pending bill to draft, withdraws an anti-review application and un-reviews a reviewed one.
 */
let h: Harness;
let boss: Client;
let store: string;
let cloth: string;
let buttons: string;
const date = '2026-11-25';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'delivery-list');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  store = await makeStorehouse(boss, true);
  cloth = (await makeMaterialSkus(boss, ['卡其', '藏青'])).skuIds[0]!;
  buttons = (await makeMaterialSkus(boss, ['黑'], { stockUnit: '个' })).skuIds[0]!;
  for (const [sku, stock] of [
    [cloth, '5000'],
    [buttons, '9000'],
  ] as const)
    await boss.call('PUT', 'fac/stock/single', {
      storehouseId: store,
      materialsSkuId: sku,
      inventoryType: 'IN',
      stock,
      opDate: date,
    });
});
afterAll(() => h.close());

const create = async (skus: { materialsSkuId: string; quantity: string }[], belongModule = 0) => {
  const res = await boss.call('POST', 'delivery/material/create', {
    belongModule,
    storehouseId: store,
    deliveryCreatorId: boss.userId,
    dateDelivery: date,
    skus,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data as { id: string; orderNo: string };
};
const status = async (id: string) => (await boss.call('GET', `delivery/material/detail/${id}`)).data.status as number;

describe('totals per stock unit', () => {
  it('a delivery of 1200 米 + 800 米 + 3000 个 shows "2000 米 + 3000 个", on the list, the detail and the desk', async () => {
    const bill = await create([
      { materialsSkuId: cloth, quantity: '1200' },
      { materialsSkuId: buttons, quantity: '3000' },
      { materialsSkuId: cloth, quantity: '800.5' },
    ]);
    const expected = [
      { unit: '米', quantity: '2000.5', lines: 2 },
      { unit: '个', quantity: '3000', lines: 1 },
    ];
    const page = await boss.call('POST', 'delivery/material/page', { belongModule: 0, ids: [bill.id] });
    expect(page.data.list[0]).toMatchObject({ skuCount: 3, unitTotals: expected });
    expect((await boss.call('GET', `delivery/material/detail/${bill.id}`)).data.unitTotals).toEqual(expected);

    // Remnant put-away lists its 合计入库 the same way.
    const remnant = await boss.call('POST', '/v1/bill/remaind/add', {
      storehouseId: store,
      operaterId: boss.userId,
      dateOperate: date,
      skus: [
        { materialsSkuId: buttons, quantity: '7' },
        { materialsSkuId: cloth, quantity: '2.25' },
      ],
    });
    expect(remnant.code, remnant.msg).toBe(0);
    const remnants = await boss.call('POST', '/v1/bill/remaind/query', { pageSize: 10 });
    expect(remnants.data.list.find((r: { id: string }) => r.id === remnant.data.id).unitTotals).toEqual([
      { unit: '个', quantity: '7', lines: 1 },
      { unit: '米', quantity: '2.25', lines: 1 },
    ]);

    // The review desk's 合计送料 column reads per unit too.
    const cfg = await boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType: 'MATERIALS_DELIVERY',
      isUse: true,
      steps: [{ mode: 'ANY', userIds: [boss.userId], roleIds: [] }],
      antiReviewer: [boss.userId],
    });
    expect(cfg.code, cfg.msg).toBe(0);
    try {
      expect((await boss.call('POST', 'delivery/material/examine', { id: bill.id })).data.status).toBe(1);
      const desk = await boss.call('POST', 'uflo/MATERIALS_DELIVERY/task', { pageNo: 1, pageSize: 20, billIds: [bill.id] });
      expect(desk.code, desk.msg).toBe(0);
      expect(desk.data.list).toHaveLength(1);
      expect(desk.data.list[0].extra.totalQuantity).toBe('2000.5 米 + 3000 个');
    } finally {
      await boss.call('POST', 'bill-review-config/updateOneConfig', { billType: 'MATERIALS_DELIVERY', isUse: false, steps: [] });
    }
  });
});

describe('撤销 from the list', () => {
  it('pending → draft; anti-review pending → reviewed; reviewed → un-reviewed with its stock back', async () => {
    const cfg = await boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType: 'MATERIALS_DELIVERY',
      isUse: true,
      steps: [{ mode: 'ANY', userIds: [boss.userId], roleIds: [] }],
      antiReviewer: [boss.userId],
    });
    expect(cfg.code, cfg.msg).toBe(0);
    try {
      const bill = await create([{ materialsSkuId: cloth, quantity: '10' }]);
      const before = await onHand(boss, store, cloth);
      expect((await boss.call('POST', 'delivery/material/examine', { id: bill.id })).data.status).toBe(1);
      expect((await boss.call('GET', `delivery/material/undo/${bill.id}`)).data.status).toBe(0);
      expect((await boss.call('POST', 'delivery/material/examine', { id: bill.id })).data.status).toBe(1);
      expect((await boss.call('POST', 'delivery/material/examine', { id: bill.id, result: true })).data.status).toBe(2);
      expect(Number(await onHand(boss, store, cloth))).toBe(Number(before) - 10);
      // Reviewed: 撤销 applies for an anti-review (a review configuration is in use) …
      expect((await boss.call('GET', `delivery/material/undo/${bill.id}`)).data.status).toBe(3);
      // … and 撤销 again withdraws that application: back to reviewed, the stock still out.
      const withdrawn = await boss.call('GET', `delivery/material/undo/${bill.id}`);
      expect(withdrawn.code, withdrawn.msg).toBe(0);
      expect(await status(bill.id)).toBe(2);
      expect(Number(await onHand(boss, store, cloth))).toBe(Number(before) - 10);
    } finally {
      await boss.call('POST', 'bill-review-config/updateOneConfig', { billType: 'MATERIALS_DELIVERY', isUse: false, steps: [] });
    }
    // Without a review configuration 撤销 of a reviewed delivery un-reviews it at once and its stock comes back.
    const direct = await create([{ materialsSkuId: buttons, quantity: '4' }]);
    const before = await onHand(boss, store, buttons);
    expect((await boss.call('POST', 'delivery/material/examine', { id: direct.id })).data.status).toBe(2);
    expect((await boss.call('GET', `delivery/material/undo/${direct.id}`)).data.status).toBe(0);
    expect(await onHand(boss, store, buttons)).toBe(before);
  });
});
