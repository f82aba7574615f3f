import { Dec } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { contextOf, postPartnerEntry } from './finance-test-support.js';

/**
 * A month closed while postings dated inside it run in parallel (truly parallel on PostgreSQL): each posting either
 * lands before the close and is in its closing balance, or is refused by the journal (40902) and writes nothing.
 */
let h: Harness;
let boss: Client;
let ctx: RequestContext;
let supplierId: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'finance-close-race');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  ctx = contextOf(boss);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: '并发布行' })).data.id;
}, 120_000);
afterAll(() => h.close());

describe('month close racing postings', () => {
  it('counts every accepted posting in the closing balance and leaves every refused one unwritten', async () => {
    const post = (i: number) =>
      postPartnerEntry(h.db, ctx, {
        ledger: 'AP',
        partner: { type: 'SUPPLIER', id: supplierId },
        amount: `-${i + 1}.00`,
        date: '2026-10-15',
        against: 'INVENTORY',
      }).then(
        (): { ok: boolean; code?: number | undefined; amount: Dec } => ({ ok: true, amount: Dec.of(i + 1) }),
        (e: { code?: number }) => ({ ok: false, code: e.code, amount: Dec.zero }),
      );
    // September closed first: the factory's book row exists, as it does after its first close.
    expect((await boss.call('POST', 'balance/createBalance', { month: '2026-09' })).code).toBe(0);
    const postings = Array.from({ length: 20 }, (_, i) => post(i));
    const close = boss.call('POST', 'balance/createBalance', { month: '2026-10' });
    const [closed, ...results] = await Promise.all([close, ...postings]);
    expect(closed.code, closed.msg).toBe(0);
    expect(results.every((r) => r.ok || r.code === 40902)).toBe(true);
    const accepted = results.filter((r) => r.ok).reduce((s, r) => s.plus(r.amount), Dec.zero);

    const lines = await h.db
      .selectFrom('journalLine')
      .select(['credit'])
      .where('unitId', '=', boss.unitId)
      .where('ledger', '=', 'AP')
      .execute();
    const written = lines.reduce((s, l) => s.plus(l.credit), Dec.zero);
    expect(written.toFixed(2)).toBe(accepted.toFixed(2));
    const detail = await boss.call('POST', 'balance/detail', { id: closed.data.id, ledger: 'AP' });
    expect(detail.data.closing.AP).toBe(accepted.toFixed(2));
    expect((await post(0)).ok).toBe(false);
  });
});
