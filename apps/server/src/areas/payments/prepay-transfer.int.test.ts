import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { countRows, ok, prepaidOf } from './payment.fixture.js';

let h: Harness;
let boss: Client;
let a: string;
let b: string;
let accountId: string;

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'prepay-transfer');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  a = ok(await boss.call('POST', 'supplier/insert', { name: '甲布行' })).id;
  b = ok(await boss.call('POST', 'supplier/insert', { name: '乙布行' })).id;
  accountId = ok(await boss.call('POST', 'config/finance/account/add', { remitMethodName: '转移基本户' })).id;
});
afterAll(() => h.close());

const prepay = (partnerId: string, amount: string) =>
  boss.call('POST', 'finance/prepay/addPrepay', { partnerType: 'SUPPLIER', partnerId, accountId, amount, submit: true });
const move = (from: string, to: string, amount: string, submit = true) =>
  boss.call('POST', 'finance/prepayTransfer/addPrepayTransfer', {
    fromPartnerType: 'SUPPLIER',
    fromPartnerId: from,
    toPartnerType: 'SUPPLIER',
    toPartnerId: to,
    amount,
    submit,
  });

describe('prepayment transfers never send money back where it came from', () => {
  it('refuses the same partner and B → A of what A moved to B, naming toPartnerId; B’s own money may go', async () => {
    ok(await prepay(a, '100.00'));
    ok(await prepay(b, '30.00'));
    const rows = await countRows(h, 'finance_prepay_transfer');
    const same = await move(a, a, '1.00');
    expect(same.code).toBe(40001);
    expect(same.data.errors[0].field).toBe('toPartnerId');
    expect(same.msg).toBe('转入单位：不能转给同一往来单位');

    const there = ok(await move(a, b, '60.00'));
    expect(there.status).toBe(2);
    expect(await prepaidOf(boss, b)).toBe('90.00');
    // B holds 90.00: 60.00 of it came from A, so only B's own 30.00 may go to A
    const back = await move(b, a, '30.01');
    expect(back.code).toBe(40001);
    expect(back.data.errors[0].field).toBe('toPartnerId');
    expect(back.msg).toContain('60.00');
    expect(back.msg).toContain('最多可转 30.00');
    expect(await countRows(h, 'finance_prepay_transfer')).toBe(rows + 1);
    expect(ok(await move(b, a, '30.00')).status).toBe(2);
    expect(await prepaidOf(boss, b)).toBe('60.00');

    // what B has left (60.00) is all A's money
    const second = await move(b, a, '0.01');
    expect(second.code).toBe(40001);
    // the way back is un-reviewing the transfer: then B → A is free again
    ok(await boss.call('POST', 'finance/prepayTransfer/changeStatus', { id: there.id, status: 0, message: '转错了' }));
    expect(await prepaidOf(boss, b)).toBe('0.00');
    expect(await prepaidOf(boss, a)).toBe('130.00');
  });

  it('checks a saved draft again at submit, after the transfer the other way was reviewed', async () => {
    const c = ok(await boss.call('POST', 'supplier/insert', { name: '丙布行' })).id;
    const d = ok(await boss.call('POST', 'supplier/insert', { name: '丁布行' })).id;
    ok(await prepay(c, '50.00'));
    const draft = ok(await move(c, a, '50.00', false)); // c's own money, allowed when saved
    ok(await move(a, c, '20.00'));
    ok(await move(c, d, '20.00')); // c holds 50.00 again, 20.00 of it A's
    const submitted = await boss.call('POST', 'finance/prepayTransfer/changeStatus', { id: draft.id, status: 1 });
    expect(submitted.code).toBe(40001);
    expect(submitted.data.errors[0].field).toBe('toPartnerId');
    expect(submitted.msg).toContain('最多可转 30.00');
    expect(await prepaidOf(boss, c)).toBe('50.00');
  });
});
