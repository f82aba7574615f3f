import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeOrderStyle, matrix, orderCells, reviewedOrder, type OrderStyleFixture } from './adjust.fixture.js';

// Two adjustments of one order approved at the same moment: the rule (the order still holds the bill's old
// quantities) runs on the order locked for update inside each approving transaction, so the second sees the first's
// quantities and is refused instead of writing over them. Parallel only on PostgreSQL (PGlite runs one statement at
// a time); the sequential variant is in order-adjust.int.test.ts.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = 4;

let h: Harness;
let boss: Client;
let second: Client;
let style: OrderStyleFixture;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'adjust-race');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const staff = await createStaff(h.db, factory, []);
  second = await signIn(h.app, staff.loginName, staff.password);
  for (const billType of ['FAC_PRD_ORDER_ADJUST', 'PRICE_ADJUSTMENT_ORDER']) {
    const res = await boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType,
      isUse: true,
      steps: [{ mode: 'ANY', userIds: [boss.userId, second.userId], roleIds: [] }],
    });
    expect(res.code, res.msg).toBe(0);
  }
  style = await makeOrderStyle(boss, 1, 2);
});
afterAll(() => h.close());

describe.runIf(onPostgres)('approvals racing on one order (PostgreSQL)', () => {
  it('never lets two adjustments saved against the same quantities both apply', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await reviewedOrder(boss, style);
      const sku = style.skus[0]!.id;
      const ids: string[] = [];
      for (const num of [15, 20]) {
        const made = await boss.call('POST', 'facPrdOrder/addAdjustPrdOrder', {
          facPrdOrderId: order.id,
          placeorderAt: '2026-11-28',
          facPrdOrderGoodsList: [
            { facPrdOrderGoodsId: order.goodsId, facPrdOrderGoodsDetailList: matrix(style, 10, { [sku]: num }) },
          ],
        });
        expect(made.code, made.msg).toBe(0);
        expect((await boss.call('POST', 'uflo/FAC_PRD_ORDER_ADJUST/submit', { id: made.data.id })).data.status).toBe(1);
        ids.push(made.data.id);
      }
      const answers = await Promise.all([
        boss.call('POST', 'uflo/FAC_PRD_ORDER_ADJUST/review', { billId: ids[0], result: true }),
        second.call('POST', 'uflo/FAC_PRD_ORDER_ADJUST/review', { billId: ids[1], result: true }),
      ]);
      const codes = answers.map((a) => a.code).sort((a, b) => a - b);
      expect(codes[0], answers.map((a) => a.msg).join(' | ')).toBe(0);
      expect(codes[1]).not.toBe(0);
      const lost = answers.find((a) => a.code !== 0)!;
      expect(lost.status).toBe(409);
      const won = answers.findIndex((a) => a.code === 0);
      expect((await orderCells(boss, order.id))[sku]).toBe(won === 0 ? '15' : '20');
      const total = (await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: order.id })).data.facPrdOrder
        .goods[0].totalNum;
      expect(total).toBe(won === 0 ? '25' : '30');
    }
  });

  it('never lets two price adjustments saved against the same prices both apply', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await reviewedOrder(boss, style, { goods: { noTaxPrice: '10', taxRate: '13' } });
      const ids: string[] = [];
      for (const price of ['11', '12']) {
        const made = await boss.call('POST', 'priceAdjustmentOrder/save', {
          facPrdOrderId: order.id,
          adjustDate: '2026-11-28',
          goodsList: [{ facPrdOrderGoodsId: order.goodsId, noTaxPrice: price, taxRate: '13' }],
        });
        expect(made.code, made.msg).toBe(0);
        expect((await boss.call('POST', 'uflo/PRICE_ADJUSTMENT_ORDER/submit', { id: made.data.id })).data.status).toBe(1);
        ids.push(made.data.id);
      }
      const answers = await Promise.all([
        boss.call('POST', 'uflo/PRICE_ADJUSTMENT_ORDER/review', { billId: ids[0], result: true }),
        second.call('POST', 'uflo/PRICE_ADJUSTMENT_ORDER/review', { billId: ids[1], result: true }),
      ]);
      expect(answers.map((a) => a.code).sort((a, b) => a - b)[0]).toBe(0);
      expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
      const won = answers.findIndex((a) => a.code === 0);
      const g = (await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: order.id })).data.facPrdOrder.goods[0];
      expect(g.noTaxPrice).toBe(won === 0 ? '11' : '12');
    }
  });
});

describe('the same approvals one after the other (every database)', () => {
  it('refuses the second review naming the order', async () => {
    const order = await reviewedOrder(boss, style);
    const sku = style.skus[1]!.id;
    const ids: string[] = [];
    for (const num of [3, 4]) {
      const made = await boss.call('POST', 'facPrdOrder/addAdjustPrdOrder', {
        facPrdOrderId: order.id,
        placeorderAt: '2026-11-28',
        facPrdOrderGoodsList: [
          { facPrdOrderGoodsId: order.goodsId, facPrdOrderGoodsDetailList: matrix(style, 10, { [sku]: num }) },
        ],
      });
      await boss.call('POST', 'uflo/FAC_PRD_ORDER_ADJUST/submit', { id: made.data.id });
      ids.push(made.data.id);
    }
    expect((await boss.call('POST', 'uflo/FAC_PRD_ORDER_ADJUST/review', { billId: ids[0], result: true })).code).toBe(0);
    const refused = await second.call('POST', 'uflo/FAC_PRD_ORDER_ADJUST/review', { billId: ids[1], result: true });
    expect(refused.status).toBe(409);
    expect(refused.msg).toContain(order.orderNo);
    expect((await orderCells(boss, order.id))[sku]).toBe('3');
  });
});
