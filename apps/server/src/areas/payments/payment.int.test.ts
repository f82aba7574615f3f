import { PaymentPermission } from '@gf/contracts';
import { sql } from 'kysely';
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
import { downloadSheet } from '../../../test/xlsx.js';
import { countRows, makePaymentWorld, ok, openOn, prepaidOf, setPaymentApply, type PaymentWorld } from './payment.fixture.js';

let h: Harness;
let boss: Client;
let powerless: Client;
let otherFactory: Client;
let w: PaymentWorld;

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'payments');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const staff = await createStaff(h.db, f, [PaymentPermission.query]);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const second = await addFactory(h.db, f, 'payments B');
  otherFactory = await signIn(h.app, f.boss.loginName, f.boss.password);
  ok(await otherFactory.call('POST', 'login/switchUnit', { unitId: second }));
  w = await makePaymentWorld(boss, f.boss.userId);
});
afterAll(() => h.close());

const pay = (c: Client, body: Record<string, unknown>) =>
  c.call('POST', 'finance/payment/addPayment', { partnerType: 'SUPPLIER', partnerId: w.supplierId, ...body });
const order = (id: string, amount: string) => ({ orderType: 'MATERIALS_ARRIVE', orderId: id, amount });

/** Σ debit = Σ credit over every entry of the factory, and per entry. */
async function journalBalances(): Promise<void> {
  const { rows } = await sql<{ off: string }>`
    select coalesce(sum(debit) - sum(credit), 0)::text as off from journal_line group by entry_id having sum(debit) <> sum(credit)`.execute(
    h.db,
  );
  expect(rows).toEqual([]);
}

describe('payments', () => {
  it('pays an arrival in two parts (an approved application, then a prepayment) and un-reviews exactly', async () => {
    const a = await w.arrival('100.00');
    expect(await openOn(boss, w.supplierId, a.id)).toBe('100.00');

    const apply = ok(
      await boss.call('POST', 'finance/payment/addPaymentApply', {
        partnerType: 'SUPPLIER',
        partnerId: w.supplierId,
        applyAmount: '60',
        extOrders: [order(a.id, '60')],
        submit: true,
      }),
    );
    expect(apply.status).toBe(2);
    const first = ok(
      await pay(boss, {
        accountId: w.accountId,
        payAmount: '60',
        applyId: apply.id,
        extOrders: [order(a.id, '60')],
        submit: true,
      }),
    );
    expect(first.status).toBe(2);
    expect(await openOn(boss, w.supplierId, a.id)).toBe('40.00');
    const applyDetail = ok(await boss.call('POST', 'finance/payment/payApplyDetails', { id: apply.id }));
    expect(applyDetail).toMatchObject({ used: '60.00', left: '0.00', orderNo: apply.orderNo });
    // The application allows nothing more.
    const beyond = await pay(boss, { accountId: w.accountId, payAmount: '1', applyId: apply.id });
    expect(beyond.code).toBe(40001);
    expect(beyond.data.errors[0].field).toBe('payAmount');

    const prepay = ok(
      await boss.call('POST', 'finance/prepay/addPrepay', {
        partnerType: 'SUPPLIER',
        partnerId: w.supplierId,
        accountId: w.accountId,
        amount: '50',
        submit: true,
      }),
    );
    expect(prepay.status).toBe(2);
    expect(await prepaidOf(boss, w.supplierId)).toBe('50.00');
    const second = ok(await pay(boss, { payAmount: '0', prepayAmount: '40', extOrders: [order(a.id, '40')], submit: true }));
    expect(second.status).toBe(2);
    expect(await openOn(boss, w.supplierId, a.id)).toBe('0.00');
    expect(await prepaidOf(boss, w.supplierId)).toBe('10.00');

    const entries = ok(await boss.call('GET', 'journal/bySource', { sourceType: 'PAYMENT', sourceId: second.id }));
    expect(entries[0].lines.map((l: { ledger: string; debit: string; credit: string }) => [l.ledger, l.debit, l.credit])).toEqual(
      [
        ['AP', '40.00', '0.00'],
        ['PREPAID', '0.00', '40.00'],
      ],
    );
    const state = ok(await boss.call('GET', 'uflo/PAYMENT/state', { id: first.id }));
    expect(JSON.stringify(state.lineage.upstream)).toContain(a.id);
    expect(JSON.stringify(state.lineage.upstream)).toContain(apply.id);
    // The application cannot be re-opened while a live payment follows it.
    expect((await boss.call('PUT', 'finance/payment/antiReview', { type: 1, id: apply.id, message: '改' })).code).toBe(40903);

    ok(await boss.call('PUT', 'finance/payment/antiReview', { type: 0, id: second.id, message: '付错' }));
    expect(await openOn(boss, w.supplierId, a.id)).toBe('40.00');
    expect(await prepaidOf(boss, w.supplierId)).toBe('50.00');
    await journalBalances();

    const list = ok(await boss.call('POST', 'finance/payment/list', { partnerId: w.supplierId, statusList: [2] }));
    expect(list.totalCount).toBe(1);
    expect(list.totals).toMatchObject({ amount: '60.00', allocated: '60.00' });
  });

  it('pays ahead what is not allocated, and refuses the prepayment transfer beyond what is left', async () => {
    const p = ok(await pay(boss, { accountId: w.accountId, payAmount: '30', submit: true }));
    expect(p.status).toBe(2);
    const before = await prepaidOf(boss, w.supplierId);
    const other = ok(await boss.call('POST', 'supplier/insert', { name: `转入布行${Date.now() % 1e6}` })).id;
    const move = (amount: string) =>
      boss.call('POST', 'finance/prepayTransfer/addPrepayTransfer', {
        fromPartnerType: 'SUPPLIER',
        fromPartnerId: w.supplierId,
        toPartnerType: 'SUPPLIER',
        toPartnerId: other,
        amount,
        submit: true,
      });
    const rows = await countRows(h, 'finance_prepay_transfer');
    const tooMuch = await move('99999');
    expect(tooMuch.code).toBe(40001);
    expect(tooMuch.data.errors[0].field).toBe('amount');
    expect(await countRows(h, 'finance_prepay_transfer')).toBe(rows);
    // Everything but 10.00 moves on (before = this payment's 30.00 plus what the first test left).
    const moved = (Number(before) - 10).toFixed(2);
    expect(ok(await move(moved)).status).toBe(2);
    expect(await prepaidOf(boss, other)).toBe(moved);
    expect(await prepaidOf(boss, w.supplierId)).toBe('10.00');
    // The payment's 30.00 ahead was moved on: un-reviewing it would overdraw the balance, so it is refused.
    const undo = await boss.call('PUT', 'finance/payment/antiReview', { type: 0, id: p.id, message: '撤' });
    expect(undo.code).not.toBe(0);
    expect(undo.msg).toContain('不能反审');
    expect(await prepaidOf(boss, w.supplierId)).toBe('10.00');
    const transfers = ok(await boss.call('POST', 'finance/prepayTransfer/list', { partnerId: other }));
    expect(transfers.list[0]).toMatchObject({ amount: moved, toPartnerId: other });
    expect(transfers.totals.amount).toBe(moved);
    // The transfer list's export takes the same filter and sums 金额 like the list.
    const sheet = await downloadSheet(h.app, boss.sid, 'finance/prepayTransfer/exportExcel', { partnerId: other });
    expect(sheet.column('单号')).toEqual([transfers.list[0].orderNo]);
    expect(sheet.column('转入单位')[0]).toMatch(/^转入布行/);
    expect(sheet.total('合计', '金额')).toBe(Number(moved));
    expect((await powerless.call('POST', 'finance/prepay/exportExcel', {})).status).toBe(403);
  });

  it('refuses an allocation beyond what is open, naming it, and writes nothing', async () => {
    const a = await w.arrival('10.00');
    const before = await countRows(h, 'finance_payment');
    const res = await pay(boss, { accountId: w.accountId, payAmount: '11', extOrders: [order(a.id, '11')] });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('extOrders.0.amount');
    expect(res.msg).toContain('10.00');
    const noAccount = await pay(boss, { payAmount: '5', extOrders: [order(a.id, '5')] });
    expect(noAccount.data.errors[0].field).toBe('accountId');
    const bad = await pay(boss, { payAmount: 'abc' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('payAmount');
    expect(await countRows(h, 'finance_payment')).toBe(before);
  });

  it('keeps a prepayment on its account: one without an account, or with an unknown one, is refused naming accountId', async () => {
    const prepay = (body: Record<string, unknown>) =>
      boss.call('POST', 'finance/prepay/addPrepay', { partnerType: 'SUPPLIER', partnerId: w.supplierId, amount: '5', ...body });
    const rows = await countRows(h, 'finance_prepay');
    for (const accountId of [undefined, null, '', '999999999']) {
      const res = await prepay({ accountId });
      expect(res.code).toBe(40001);
      expect(res.data.errors[0].field).toBe('accountId');
    }
    expect(await countRows(h, 'finance_prepay')).toBe(rows);
    const saved = ok(await prepay({ accountId: w.accountId }));
    const edit = await boss.call('POST', 'finance/prepay/updatePrepay', {
      id: saved.id,
      partnerType: 'SUPPLIER',
      partnerId: w.supplierId,
      amount: '6',
    });
    expect(edit.data.errors[0].field).toBe('accountId');
    const detail = ok(await boss.call('GET', 'finance/prepay/detail', { id: saved.id }));
    expect(detail).toMatchObject({ accountId: w.accountId, amount: '5.00' });
  });

  it('asks for an approved application when ENABLE_PAYMENT_APPLY is on', async () => {
    await setPaymentApply(h, boss.unitId, true);
    try {
      const res = await pay(boss, { accountId: w.accountId, payAmount: '5' });
      expect(res.code).toBe(40001);
      expect(res.data.errors[0].field).toBe('applyId');
      const draftApply = ok(
        await boss.call('POST', 'finance/payment/addPaymentApply', {
          partnerType: 'SUPPLIER',
          partnerId: w.supplierId,
          applyAmount: '5',
        }),
      );
      const notApproved = await pay(boss, { accountId: w.accountId, payAmount: '5', applyId: draftApply.id });
      expect(notApproved.data.errors[0].field).toBe('applyId');
    } finally {
      await setPaymentApply(h, boss.unitId, false);
    }
  });

  it('answers 440 without a session, refuses without permission, and never shows or pays another factory', async () => {
    expect((await call(h.app, 'POST', 'finance/payment/list', {})).code).toBe(440);
    expect((await call(h.app, 'POST', 'finance/prepay/list', {})).code).toBe(440);
    const denied = await pay(powerless, { accountId: w.accountId, payAmount: '1' });
    expect(denied.status).toBe(403);
    expect((await powerless.call('POST', 'finance/prepay/list', {})).status).toBe(403);
    const mine = ok(await pay(boss, { accountId: w.accountId, payAmount: '1' }));
    expect((await otherFactory.call('GET', 'finance/payment/detail', { id: mine.id })).code).toBe(40402);
    expect(ok(await otherFactory.call('POST', 'finance/payment/list', {})).list).toEqual([]);
    const theirs = await pay(otherFactory, { accountId: w.accountId, payAmount: '1' });
    expect(theirs.code).toBe(40001);
    expect(theirs.data.errors[0].field).toBe('partnerId');
    expect((await otherFactory.call('PUT', 'finance/payment/undo', { id: mine.id })).code).toBe(40402);
    expect((await otherFactory.call('GET', 'finance/prepay/detail', { id: '1' })).code).toBe(40402);
  });
});
