import { FinancePeriodPermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { contextOf, postPartnerEntry } from './finance-test-support.js';

/**
 * Finance month close (balance/*): a month's balances per partner and account read from the journal, entries dated in
 * a closed month refused by the journal itself until the month is reopened; months close in order, the latest reopens.
 * Every call: success, no session, another factory, no permission, bad input (field named, nothing written).
 */
let h: Harness;
let boss: Client;
let intruder: Client;
let clerk: Client;
let ctx: RequestContext;
let supplierId: string;
const B = 'balance';

const periods = async () =>
  Number(
    (
      await h.db
        .selectFrom('financePeriod')
        .select((e) => e.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const supplier = () => ({ type: 'SUPPLIER' as const, id: supplierId });

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'finance-periods');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'finance-periods-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  clerk = await signIn(h.app, staff.loginName, staff.password);
  ctx = contextOf(boss);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: '结账布行' })).data.id;
  const item = { type: 'MATERIALS_ARRIVE', id: '7001', no: 'DL-7001' };
  await postPartnerEntry(h.db, ctx, {
    ledger: 'AP',
    partner: supplier(),
    amount: '-100.00',
    date: '2026-09-10',
    item,
    against: 'INVENTORY',
  });
  await postPartnerEntry(h.db, ctx, {
    ledger: 'AP',
    partner: supplier(),
    amount: '-50.00',
    date: '2026-10-05',
    item,
    against: 'INVENTORY',
  });
  await postPartnerEntry(h.db, ctx, { ledger: 'AP', partner: supplier(), amount: '30.00', date: '2026-10-20', item });
}, 120_000);
afterAll(() => h.close());

describe('balance (finance month close)', () => {
  let september: string;
  let october: string;
  it('closes months in order with opening, debits, credits and closing per partner and account', async () => {
    const sep = await boss.call('POST', `${B}/createBalance`, { month: '2026-09', remark: '九月' });
    expect(sep.code, sep.msg).toBe(0);
    september = sep.data.id;
    const skip = await boss.call('POST', `${B}/createBalance`, { month: '2026-08' });
    expect(skip.code).toBe(40001);
    expect(skip.data.errors[0].field).toBe('month');
    expect(skip.msg).toContain('下一个结账月份为 2026-10');

    const oct = await boss.call('POST', `${B}/createBalance`, { month: '2026-10' });
    expect(oct.code, oct.msg).toBe(0);
    october = oct.data.id;
    const detail = await boss.call('POST', `${B}/detail`, { id: october });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data).toMatchObject({ month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', status: 'CLOSED' });
    const ap = detail.data.lines.find((l: { ledger: string }) => l.ledger === 'AP');
    expect(ap).toMatchObject({
      name: '结账布行',
      partnerId: supplierId,
      opening: '100.00',
      debit: '30.00',
      credit: '50.00',
      closing: '120.00',
    });
    const cash = detail.data.lines.find((l: { ledger: string }) => l.ledger === 'CASH');
    expect(cash).toMatchObject({
      ledgerName: '资金账户',
      name: null,
      opening: '0.00',
      debit: '0.00',
      credit: '30.00',
      closing: '-30.00',
    });
    expect(detail.data.closing).toMatchObject({ AP: '120.00', CASH: '-30.00', AR: '0.00' });
    const onlyAp = await boss.call('POST', `${B}/detail`, { id: october, ledger: 'AP', keyword: '结账' });
    expect(onlyAp.data.lines).toHaveLength(1);
    expect(onlyAp.data.totals).toEqual([{ ledger: 'AP', opening: '100.00', debit: '30.00', credit: '50.00', closing: '120.00' }]);

    const list = await boss.call('POST', `${B}/listBalance`, { pageSize: 10 });
    expect(list.data).toMatchObject({ totalCount: 2, closedUntil: '2026-10-31', nextMonth: '2026-11' });
    expect(list.data.list.map((r: { month: string }) => r.month)).toEqual(['2026-10', '2026-09']);
    expect(list.data.list[1]).toMatchObject({ remark: '九月', closing: { AP: '100.00' } });
  });

  it('refuses entries dated in a closed month (the journal itself) until the latest month is reopened', async () => {
    const post = () =>
      postPartnerEntry(h.db, ctx, {
        ledger: 'AP',
        partner: supplier(),
        amount: '-5.00',
        date: '2026-10-15',
        against: 'INVENTORY',
      });
    await expect(post()).rejects.toMatchObject({ code: 40902 });
    await expect(post()).rejects.toThrow(/closed up to 2026-10-31/);
    const notLatest = await boss.call('PUT', `${B}/undo`, { id: september });
    expect(notLatest.code).toBe(40902);
    expect(notLatest.msg).toContain('2026-10');
    const undone = await boss.call('PUT', `${B}/undo`, { id: october });
    expect(undone.code, undone.msg).toBe(0);
    await expect(post()).resolves.toBeTruthy();
    expect((await boss.call('PUT', `${B}/undo`, { id: october })).code).toBe(40902);
    const list = await boss.call('POST', `${B}/listBalance`, { pageSize: 10, status: 'UNDONE' });
    expect(list.data).toMatchObject({ totalCount: 1, closedUntil: '2026-09-30', nextMonth: '2026-10' });
    expect(list.data.list[0]).toMatchObject({ id: october, status: 'UNDONE' });
    // Closed again, October now holds the late entry.
    const again = await boss.call('POST', `${B}/createBalance`, { month: '2026-10' });
    expect(again.code, again.msg).toBe(0);
    const ap = (await boss.call('POST', `${B}/detail`, { id: again.data.id, ledger: 'AP' })).data.lines[0];
    expect(ap).toMatchObject({ credit: '55.00', closing: '125.00' });
  });

  it('refuses a month not over yet, no session, another factory, no permission and bad input (nothing written)', async () => {
    const before = await periods();
    const future = await boss.call('POST', `${B}/createBalance`, { month: '2099-01' });
    expect(future.code).toBe(40001);
    expect(future.data.errors[0].field).toBe('month');
    for (const month of ['2026-13', '', 'abc']) {
      const bad = await boss.call('POST', `${B}/createBalance`, { month });
      expect(bad.code).toBe(40001);
      expect(bad.data.errors[0].field).toBe('month');
    }
    const badId = await boss.call('POST', `${B}/detail`, { id: 'x' });
    expect(badId.data.errors[0].field).toBe('id');
    const badLedger = await boss.call('POST', `${B}/detail`, { id: september, ledger: 'NOPE' });
    expect(badLedger.data.errors[0].field).toBe('ledger');

    expect((await call(h.app, 'POST', `${B}/listBalance`, {})).code).toBe(440);
    expect((await call(h.app, 'POST', `${B}/createBalance`, { month: '2026-08' })).code).toBe(440);
    expect((await call(h.app, 'PUT', `${B}/undo`, { id: september })).code).toBe(440);

    expect((await intruder.call('POST', `${B}/detail`, { id: september })).code).toBe(40402);
    expect((await intruder.call('PUT', `${B}/undo`, { id: september })).code).toBe(40402);
    expect((await intruder.call('POST', `${B}/listBalance`, {})).data).toMatchObject({ totalCount: 0, closedUntil: null });

    expect((await clerk.call('POST', `${B}/listBalance`, {})).code).toBe(40301);
    expect((await clerk.call('POST', `${B}/detail`, { id: september })).code).toBe(40301);
    expect((await clerk.call('POST', `${B}/createBalance`, { month: '2026-08' })).code).toBe(40301);
    expect((await clerk.call('PUT', `${B}/undo`, { id: september })).code).toBe(40301);
    expect(await periods()).toBe(before);
    expect(Object.values(FinancePeriodPermission)).toContain('fac.finance.balance.close');
  });
});
