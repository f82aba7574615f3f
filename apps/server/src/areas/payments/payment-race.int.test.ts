import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makePaymentWorld, ok, openOn, prepaidOf, type PaymentWorld } from './payment.fixture.js';

let h: Harness;
let boss: Client;
let w: PaymentWorld;

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'payment-race');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  w = await makePaymentWorld(boss, f.boss.userId);
});
afterAll(() => h.close());

describe('payments drawing on one prepaid balance at once', () => {
  it('lets exactly 10 of 20 parallel payments of 100.00 use a prepaid balance of 1,000.00', async () => {
    const a = await w.arrival('2000.00');
    const prepay = ok(
      await boss.call('POST', 'finance/prepay/addPrepay', {
        partnerType: 'SUPPLIER',
        partnerId: w.supplierId,
        accountId: w.accountId,
        amount: '1000',
        submit: true,
      }),
    );
    expect(prepay.status).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        boss.call('POST', 'finance/payment/addPayment', {
          partnerType: 'SUPPLIER',
          partnerId: w.supplierId,
          payAmount: '0',
          prepayAmount: '100',
          extOrders: [{ orderType: 'MATERIALS_ARRIVE', orderId: a.id, amount: '100' }],
          submit: true,
        }),
      ),
    );
    // A payment either saved and posted, or was refused (at its save or at its submit) naming the prepayment used.
    const posted = answers.filter((r) => r.code === 0 && r.data.status === 2);
    expect(posted).toHaveLength(10);
    for (const r of answers.filter((x) => x.code !== 0)) expect([40001, 40902]).toContain(r.code);
    expect(await prepaidOf(boss, w.supplierId)).toBe('0.00');
    expect(await openOn(boss, w.supplierId, a.id)).toBe('1000.00');
    const list = ok(await boss.call('POST', 'finance/payment/list', { partnerId: w.supplierId, statusList: [2] }));
    expect(list.totals.prepayAmount).toBe('1000.00');
  });
});
