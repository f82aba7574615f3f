import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/harness.js';
import { DATE, startNeedPayWorld, type NeedPayWorld } from './need-pay.fixture.js';

let w: NeedPayWorld;
let accountId: string;
beforeAll(async () => {
  w = await startNeedPayWorld('bill-settlements');
  accountId = ok(await w.boss.call('POST', 'config/finance/account/add', { remitMethodName: '基本户' })).id;
});
afterAll(() => w.h.close());

const url = 'needPayNeedReceiveOrderApi/billSettlements';
const ok = (res: { code: number; msg: string; data: any }) => {
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const order = (id: string, amount: string) => ({ orderType: 'MATERIALS_ARRIVE', orderId: id, amount });
const pay = async (body: Record<string, unknown>) =>
  ok(
    await w.boss.call('POST', 'finance/payment/addPayment', {
      partnerType: 'SUPPLIER',
      partnerId: w.supplierId,
      submit: true,
      ...body,
    }),
  );

/** A reviewed purchase of one line at `price`, and a reviewed arrival of `quantity` of it (a payable of their product). */
async function purchaseAndArrival(price: string, quantity: string) {
  const made = ok(
    await w.boss.call('POST', 'purchase/add', {
      supplierId: w.supplierId,
      purchaserId: w.boss.userId,
      datePurchase: DATE,
      arriveStorehouseId: w.storehouse,
      materialsSkus: [{ materialSkuId: w.sku, conversionRate: '1', quantity: '10', unitPrice: price }],
    }),
  );
  expect(ok(await w.boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: made.id })).status).toBe(2);
  const p = ok(await w.boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: made.id }));
  const a = ok(
    await w.boss.call('POST', 'arrive/add', {
      supplierId: w.supplierId,
      creatorId: w.boss.userId,
      dateArrive: DATE,
      storehouseId: w.storehouse,
      materialsSkus: [{ materialSkuId: w.sku, purchaseLineId: p.lines[0].id, quantity, unitPrice: price, taxRate: '0' }],
    }),
  );
  expect(ok(await w.boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: a.id })).status).toBe(2);
  return { purchaseId: made.id as string, arrivalId: a.id as string, arrivalNo: a.orderNo as string };
}

describe('billSettlements (财务收支 tab)', () => {
  it('shows each settlement with the prepayment used, what is open and totals; a purchase through its arrivals', async () => {
    const one = await purchaseAndArrival('10', '10'); // owes 100.00
    const two = await purchaseAndArrival('5', '10'); // owes 50.00
    const cash = await pay({ accountId, payAmount: '60', extOrders: [order(one.arrivalId, '60')] });
    ok(
      await w.boss.call('POST', 'finance/prepay/addPrepay', {
        partnerType: 'SUPPLIER',
        partnerId: w.supplierId,
        accountId,
        amount: '80',
        submit: true,
      }),
    );
    // 70.00 of prepaid balance settles 30.00 of the first arrival and 40.00 of the second.
    const prepaid = await pay({
      payAmount: '0',
      prepayAmount: '70',
      extOrders: [order(one.arrivalId, '30'), order(two.arrivalId, '40')],
    });

    const tab = ok(await w.boss.call('GET', url, { billType: 'MATERIALS_ARRIVE', billId: one.arrivalId }));
    expect(tab.isDownstream).toBe(false);
    expect(tab.items).toHaveLength(1);
    expect(tab.items[0]).toMatchObject({
      itemNo: one.arrivalNo,
      partnerName: '华纺布业',
      owed: '100.00',
      paid: '90.00',
      prepayUsed: '30.00',
      open: '10.00',
    });
    expect(tab.items[0].settlements.map((s: any) => [s.kind, s.sourceType, s.sourceId, s.settled, s.prepayUsed])).toEqual([
      ['PAYMENT', 'PAYMENT', cash.id, '60.00', '0.00'],
      ['PAYMENT', 'PAYMENT', prepaid.id, '30.00', '30.00'],
    ]);
    expect(tab.totals).toEqual([
      { ledger: 'AP', owed: '100.00', paid: '90.00', offset: '0.00', adjusted: '0.00', open: '10.00', prepayUsed: '30.00' },
    ]);

    // The purchase posts no payable: its tab reads its arrival's.
    const byPurchase = ok(await w.boss.call('GET', url, { billType: 'MATERIALS_PURCHASE', billId: two.purchaseId }));
    expect(byPurchase.isDownstream).toBe(true);
    expect(byPurchase.items.map((i: any) => [i.itemNo, i.owed, i.paid, i.prepayUsed, i.open])).toEqual([
      [two.arrivalNo, '50.00', '40.00', '40.00', '10.00'],
    ]);

    // An anti-review shows the reversal and restores what is open.
    ok(await w.boss.call('POST', 'uflo/PAYMENT/apply-anti-review', { id: prepaid.id, message: '付错' }));
    const after = ok(await w.boss.call('GET', url, { billType: 'MATERIALS_ARRIVE', billId: one.arrivalId }));
    expect(after.items[0]).toMatchObject({ paid: '60.00', prepayUsed: '0.00', open: '40.00' });
    expect(after.items[0].settlements.map((s: any) => [s.settled, s.prepayUsed, s.isReversal, s.isReversed])).toEqual([
      ['60.00', '0.00', false, false],
      ['30.00', '30.00', false, true],
      ['-30.00', '-30.00', true, false],
    ]);
  });

  it('is scoped, refuses the unsigned, the powerless and bad input', async () => {
    const { arrivalId } = await purchaseAndArrival('2', '1');
    const foreign = ok(await w.intruder.call('GET', url, { billType: 'MATERIALS_ARRIVE', billId: arrivalId }));
    expect(foreign.items).toEqual([]);
    expect((await call(w.h.app, 'GET', url, { billType: 'MATERIALS_ARRIVE', billId: arrivalId })).code).toBe(440);
    expect((await w.powerless.call('GET', url, { billType: 'MATERIALS_ARRIVE', billId: arrivalId })).code).toBe(40301);
    const bad = await w.boss.call('GET', url, { billType: '', billId: 'x' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['billType', 'billId']));
  });
});
