import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { recordPartnerAmounts, reversePartnerAmounts } from '../payables/index.js';
import {
  lockBalances,
  lockBooks,
  lockOpenItems,
  openItemKey,
  postJournalEntry,
  reverseJournalEntriesOf,
  setBooksClosedUntil,
} from './index.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let supplierId: string;
let ctx: RequestContext;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'journal');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'journal-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: '锦纶供应' })).data.id;
  ctx = {
    sessionId: 'test',
    userId: boss.userId,
    unitId: boss.unitId,
    bossUnitId: boss.bossUnitId,
    userKind: 'BOSS',
    loginName: 'boss',
    userName: 'Boss',
    permissions: new Set(),
    lang: 'zh',
    visitor: { ip: '127.0.0.1', ipArea: null, logSource: null },
  };
});
afterAll(() => h.close());

const supplier = () => ({ type: 'SUPPLIER' as const, id: supplierId });
const inTrx = <T>(fn: (trx: Harness['db']) => Promise<T>) => h.db.transaction().execute(fn);
const count = async (table: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(h.db)).rows[0]!.n);

describe('the journal', () => {
  it('posts payables rows as balanced entries on the bill’s open item, and reverses them exactly', async () => {
    const source = { billType: 'MATERIALS_ARRIVE', billId: '901', billNo: 'DL-901' };
    await inTrx((trx) =>
      recordPartnerAmounts(trx, ctx, {
        source,
        entries: [
          {
            partnerType: 'SUPPLIER',
            partnerId: supplierId,
            direction: 'PAYABLE',
            kind: 'ARRIVAL',
            amount: '113.00',
            taxRate: '13',
          },
          { partnerType: 'SUPPLIER', partnerId: supplierId, direction: 'PAYABLE', kind: 'PURCHASE', amount: '500.00' },
        ],
      }),
    );
    const res = await boss.call('GET', 'journal/bySource', { sourceType: source.billType, sourceId: source.billId });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toHaveLength(1);
    expect(res.data[0].lines).toMatchObject([
      { ledger: 'AP', ledgerName: '应付账款', partnerName: '锦纶供应', itemNo: 'DL-901', debit: '0.00', credit: '113.00' },
      { ledger: 'INVENTORY', debit: '113.00', credit: '0.00' },
    ]);
    const item = { ledger: 'AP' as const, type: 'MATERIALS_ARRIVE', id: '901' };
    const open = await inTrx((trx) => lockOpenItems(trx, ctx, [item]));
    expect(open.get(openItemKey('AP', 'MATERIALS_ARRIVE', '901'))?.open).toBe('113.00');

    await inTrx((trx) => reversePartnerAmounts(trx, ctx, source));
    const after = await boss.call('GET', 'journal/bySource', { sourceType: source.billType, sourceId: source.billId });
    expect(after.data).toHaveLength(2);
    expect(after.data[1].reversesId).toBe(after.data[0].id);
    const reopened = await inTrx((trx) => lockOpenItems(trx, ctx, [item]));
    expect(reopened.get(openItemKey('AP', 'MATERIALS_ARRIVE', '901'))?.open).toBe('0.00');
    const balances = await inTrx((trx) => lockBalances(trx, ctx, [{ ledger: 'AP', partner: supplier() }]));
    expect([...balances.values()]).toEqual(['0.00']);
  });

  it('posts a direct entry, keeps balances per partner and account, and reverses a source once', async () => {
    const source = { type: 'PAYMENT', id: '77', no: 'FK-77' };
    await inTrx((trx) =>
      postJournalEntry(trx, ctx, {
        source,
        entryDate: '2026-10-05',
        lines: [
          { ledger: 'PREPAID', amount: '300.00', partner: supplier() },
          { ledger: 'CASH', amount: '-300.00', accountId: '5' },
        ],
      }),
    );
    const read = () =>
      inTrx((trx) =>
        lockBalances(trx, ctx, [
          { ledger: 'PREPAID', partner: supplier() },
          { ledger: 'CASH', accountId: '5' },
        ]),
      );
    expect([...(await read()).values()].sort()).toEqual(['-300.00', '300.00']);
    expect(await inTrx((trx) => reverseJournalEntriesOf(trx, ctx, source))).toBe(1);
    expect(await inTrx((trx) => reverseJournalEntriesOf(trx, ctx, source))).toBe(0);
    expect([...(await read()).values()]).toEqual(['0.00', '0.00']);
  });

  it('refuses an unbalanced entry, a partner on the wrong ledger and sub-cent amounts, writing nothing', async () => {
    const before = await count('journal_line');
    const post = (lines: Parameters<typeof postJournalEntry>[2]['lines']) =>
      inTrx((trx) => postJournalEntry(trx, ctx, { source: { type: 'X', id: '1', no: 'X-1' }, lines }));
    await expect(
      post([
        { ledger: 'CASH', amount: '10.00' },
        { ledger: 'FEE_EXPENSE', amount: '-9.99' },
      ]),
    ).rejects.toThrow(/does not balance/);
    await expect(
      post([
        { ledger: 'AP', amount: '10.00' },
        { ledger: 'CASH', amount: '-10.00' },
      ]),
    ).rejects.toThrow(/needs a partner/);
    await expect(
      post([
        { ledger: 'CASH', amount: '10.001' },
        { ledger: 'FEE_EXPENSE', amount: '-10.001' },
      ]),
    ).rejects.toThrow(/not a non-zero amount in cents/);
    expect(await count('journal_line')).toBe(before);
  });

  it('the database itself refuses an unbalanced entry and any edit or delete of journal rows', async () => {
    await expect(
      inTrx(async (trx) => {
        const e = await sql<{ id: string }>`
          insert into journal_entry (unit_id, entry_date, source_type, source_id, source_no)
          values (${ctx.unitId}, '2026-10-01', 'X', 1, 'X') returning id`.execute(trx);
        await sql`insert into journal_line (entry_id, unit_id, entry_date, ledger, debit)
                  values (${e.rows[0]!.id}, ${ctx.unitId}, '2026-10-01', 'CASH', 5)`.execute(trx);
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(sql`update journal_line set debit = debit + 1`.execute(h.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from journal_entry`.execute(h.db)).rejects.toThrow(/append-only/);
  });

  it('refuses entries dated in a closed period until the books are reopened', async () => {
    await inTrx(async (trx) => {
      await lockBooks(trx, ctx);
      await setBooksClosedUntil(trx, ctx, '2026-09-30');
    });
    const post = (entryDate: string) =>
      inTrx((trx) =>
        postJournalEntry(trx, ctx, {
          source: { type: 'FEE', id: '3', no: 'FY-3' },
          entryDate,
          lines: [
            { ledger: 'FEE_EXPENSE', amount: '20.00' },
            { ledger: 'CASH', amount: '-20.00' },
          ],
        }),
      );
    await expect(post('2026-09-30')).rejects.toThrow(/closed up to 2026-09-30/);
    await post('2026-10-01');
    await inTrx(async (trx) => {
      expect(await lockBooks(trx, ctx)).toBe('2026-09-30');
      await setBooksClosedUntil(trx, ctx, null);
    });
    await post('2026-09-30');
  });

  it('journal/bySource: no session, another factory and bad input', async () => {
    expect((await call(h.app, 'GET', 'journal/bySource', { sourceType: 'X', sourceId: '1' })).code).toBe(440);
    expect((await intruder.call('GET', 'journal/bySource', { sourceType: 'MATERIALS_ARRIVE', sourceId: '901' })).data).toEqual(
      [],
    );
    const bad = await boss.call('GET', 'journal/bySource', { sourceType: 'X', sourceId: 'abc' });
    expect(bad.data.errors[0].field).toBe('sourceId');
  });
});
