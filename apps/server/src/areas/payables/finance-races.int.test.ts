import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOf, reviewedArrival, reviewedReturn, startNeedPayWorld, type NeedPayWorld } from './need-pay.fixture.js';

// Races the finance rules must win on PostgreSQL (node scripts/with-postgres.mjs npx vitest run <this file>): each rule
// reads rows another request can change, so it is checked on those rows locked in the posting transaction. On PGlite
// the calls run one after another and every assertion still holds.

const ok = (res: { code: number; msg: string; data: any }) => {
  expect(res.code, res.msg).toBe(0);
  return res.data;
};

let w: NeedPayWorld;
let accountId: string;
let labelId: string;
beforeAll(async () => {
  w = await startNeedPayWorld('finance-races');
  accountId = ok(await w.boss.call('POST', 'config/finance/account/add', { remitMethodName: '竞态基本户' })).id;
  labelId = ok(await w.boss.call('POST', 'finance/attr/create', { name: '竞态运费' })).id;
});
afterAll(() => w.h.close());

const openOf = async (item: string) =>
  ok(await w.boss.call('GET', 'needPayNeedReceiveOrderApi/needPayNeedRecvDetails', { id: item })).open as string;
const entriesOf = async (sourceType: string, sourceId: string) =>
  (
    await sql<{ n: string; reversals: string }>`select count(*)::text as n, count(reverses_id)::text as reversals
      from journal_entry where unit_id = ${w.boss.unitId} and source_type = ${sourceType} and source_id = ${sourceId}`.execute(
      w.h.db,
    )
  ).rows[0]!;

describe('finance races', () => {
  it('two invoices registered at once against the same two bills never invoice more than each bill', async () => {
    const bills = [await reviewedArrival(w, '100.00'), await reviewedArrival(w, '100.00')];
    const line = (billId: string) => ({
      billType: 'MATERIALS_ARRIVE',
      billId,
      excludingTaxPrice: '70.00',
      taxAmount: '0.00',
      includingTaxPrice: '70.00',
    });
    // The second lists the bills the other way round: the invoicing rows are locked in key order, never a deadlock.
    const answers = await Promise.all(
      [bills, [...bills].reverse()].map((pair, i) =>
        w.boss.call('POST', 'finance/invoice/add', {
          kind: 'RECEIVED',
          invoiceNo: `RACE-${i}-${Date.now() % 1e6}`,
          partnerType: 'SUPPLIER',
          partnerId: w.supplierId,
          financeInvoiceDetails: pair.map(line),
        }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([0, 40001]);
    const rows = (
      await sql<{ bill_id: string; total: string }>`select l.bill_id::text, sum(l.including_tax_price)::text as total
        from finance_invoice_line l join finance_invoice i on i.id = l.invoice_id
        where i.unit_id = ${w.boss.unitId} and l.bill_id in (${sql.join(bills)}) group by 1 order by 1`.execute(w.h.db)
    ).rows;
    expect(rows.map((r) => r.total)).toEqual(['70.00', '70.00']);
  });

  it('a fee order reviewed five times at once posts once; anti-reviewed five times at once reverses once', async () => {
    const saved = ok(
      await w.boss.call('POST', 'finance/billfee/addAndUpdate', {
        handleType: 2,
        supplierType: 'SUPPLIER',
        supplierId: w.supplierId,
        details: [{ sysLabelId: labelId, feePrice: '88.80' }],
      }),
    );
    const reviews = await Promise.all(Array.from({ length: 5 }, () => w.boss.call('POST', 'uflo/FEE/submit', { id: saved.id })));
    expect(reviews.filter((r) => r.code === 0)).toHaveLength(1);
    expect(await entriesOf('FEE', saved.id)).toEqual({ n: '1', reversals: '0' });
    const item = await itemOf(w, 'FEE', saved.id);
    expect(await openOf(item)).toBe('88.80');

    const antiReviews = await Promise.all(
      Array.from({ length: 5 }, () => w.boss.call('POST', 'uflo/FEE/apply-anti-review', { id: saved.id, message: '并发反审' })),
    );
    expect(antiReviews.filter((r) => r.code === 0)).toHaveLength(1);
    expect(await entriesOf('FEE', saved.id)).toEqual({ n: '2', reversals: '1' });
    expect(await openOf(item)).toBe('0.00');
  });

  it("a fee order's anti-review and a payment of it at once: one wins, the books agree with it", async () => {
    const saved = ok(
      await w.boss.call('POST', 'finance/billfee/addAndUpdate', {
        handleType: 2,
        supplierType: 'SUPPLIER',
        supplierId: w.supplierId,
        accountId: null,
        details: [{ sysLabelId: labelId, feePrice: '50.00' }],
      }),
    );
    expect(ok(await w.boss.call('POST', 'uflo/FEE/submit', { id: saved.id })).status).toBe(2);
    const item = await itemOf(w, 'FEE', saved.id);
    const [payment, anti] = await Promise.all([
      w.boss.call('POST', 'finance/payment/addPayment', {
        partnerType: 'SUPPLIER',
        partnerId: w.supplierId,
        accountId,
        payAmount: '30.00',
        extOrders: [{ orderType: 'FEE', orderId: saved.id, amount: '30.00' }],
        submit: true,
      }),
      w.boss.call('POST', 'uflo/FEE/apply-anti-review', { id: saved.id, message: '并发反审' }),
    ]);
    const paid = payment.code === 0 && payment.data.status === 2;
    expect([paid, anti.code === 0].filter(Boolean)).toHaveLength(1);
    expect(await openOf(item)).toBe(paid ? '20.00' : '0.00');
  });

  it('two payments following one application of 100.00 at once never pay more than it allows', async () => {
    const apply = ok(
      await w.boss.call('POST', 'finance/payment/addPaymentApply', {
        partnerType: 'SUPPLIER',
        partnerId: w.supplierId,
        applyAmount: '100.00',
        submit: true,
      }),
    );
    const answers = await Promise.all(
      [0, 1].map(() =>
        w.boss.call('POST', 'finance/payment/addPayment', {
          partnerType: 'SUPPLIER',
          partnerId: w.supplierId,
          accountId,
          payAmount: '60.00',
          applyId: apply.id,
          submit: true,
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 0 && a.data.status === 2)).toHaveLength(1);
    const used = await sql<{ s: string }>`select coalesce(sum(pay_amount), 0)::text as s from finance_payment
      where apply_id = ${apply.id} and status = 2`.execute(w.h.db);
    expect(used.rows[0]!.s).toBe('60.00');
  });

  it('a payment and an offset drawing on the same open item at once never settle more than was open', async () => {
    const arrival = await reviewedArrival(w, '100.00');
    const ap = await itemOf(w, 'MATERIALS_ARRIVE', arrival);
    const ar = await itemOf(w, 'MATERIALS_RETURN', await reviewedReturn(w, '100.00'), 'AR');
    const [payment, offset] = await Promise.all([
      w.boss.call('POST', 'finance/payment/addPayment', {
        partnerType: 'SUPPLIER',
        partnerId: w.supplierId,
        accountId,
        payAmount: '70.00',
        extOrders: [{ orderType: 'MATERIALS_ARRIVE', orderId: arrival, amount: '70.00' }],
        submit: true,
      }),
      w.boss.call('POST', 'needPayNeedReceiveOrderApi/adjustneedPayBalance', {
        payableItemId: ap,
        receivableItemId: ar,
        amount: '70.00',
      }),
    ]);
    const paid = payment.code === 0 && payment.data.status === 2;
    expect([paid, offset.code === 0].filter(Boolean)).toHaveLength(1);
    expect(await openOf(ap)).toBe('30.00');
    expect(await openOf(ar)).toBe(paid ? '100.00' : '30.00');
  });
});
