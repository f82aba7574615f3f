import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

/** 本次退料 is totalled per stock unit on the return list and detail (issue 9 part 3), never 米 + 个 in one figure. */
let h: Harness;
let boss: Client;
let storehouse: string;
let supplierId: string;
let cloth: string;
let buttons: string;
const date = '2026-11-25';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'return-totals');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  storehouse = await makeStorehouse(boss, false);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: '华纺布业' })).data.id;
  cloth = (await makeMaterialSkus(boss, ['卡其'], { supplierId, purchaseUnit: '卷', conversionRate: '50' })).skuIds[0]!;
  buttons = (await makeMaterialSkus(boss, ['黑'], { supplierId, stockUnit: '个' })).skuIds[0]!;
});
afterAll(() => h.close());

describe('return totals per stock unit', () => {
  it('2 卷 × 50 米 + 0.5 卷 × 50 米 + 300 个 reads "125 米 + 300 个" on the list and the detail', async () => {
    const add = await boss.call('POST', 'return/add', {
      supplierId,
      returnerId: boss.userId,
      dateReturn: date,
      storehouseId: storehouse,
      lines: [
        { materialSkuId: cloth, conversionRate: '50', quantity: '2', unitPrice: '600' },
        { materialSkuId: buttons, conversionRate: '1', quantity: '300', unitPrice: '0.1' },
        { materialSkuId: cloth, conversionRate: '50', quantity: '0.5', unitPrice: '600' },
      ],
    });
    expect(add.code, add.msg).toBe(0);
    const id = add.data.id as string;
    const expected = [
      { unit: '米', quantity: '125', lines: 2 },
      { unit: '个', quantity: '300', lines: 1 },
    ];
    const detail = await boss.call('GET', `return/detail/${id}`);
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data.unitTotals).toEqual(expected);
    const page = await boss.call('POST', 'return/page', { pageNo: 1, pageSize: 10 });
    expect(page.data.list.find((r: { id: string }) => r.id === id).unitTotals).toEqual(expected);
  });
});
