import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { foldCounts, isStatusOnly } from './order-list-count.repository.js';
import { pageQueries } from './order-list.repository.js';
import { makeOrder, makeOrderStyle, type OrderStyleFixture } from './order.fixture.js';

// The order list's count of a status-only filter comes from production_order_count (appended by triggers): after
// every kind of write (API create, review, void; bulk inserts, multi-row updates of status and is_deleted, deletes)
// it equals counting the orders, for every status filter, and folding the rows keeps it.
let h: Harness;
let f: FactoryFixture;
let boss: Client;
let other: Client;
let style: OrderStyleFixture;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'counts');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const o = await createFactory(h.db, 'counts-other');
  other = await signIn(h.app, o.boss.loginName, o.boss.password);
  style = await makeOrderStyle(boss, 1, 2);
});
afterAll(() => h.close());

const FILTERS = [[], [0], [1], [2], [5], [0, 2], [0, 1, 2, 3, 4, 5], [7], [2, 6]];

/** The list's totalCount for each status filter against counting the orders with the same filter. */
async function expectCountsExact() {
  const tenant = { unitId: boss.unitId, bossUnitId: boss.bossUnitId };
  for (const statusList of FILTERS) {
    const res = await boss.call('POST', 'facPrdOrder/page', { pageNo: 1, pageSize: 5, statusList });
    expect(res.code, res.msg).toBe(0);
    const exact = await pageQueries(h.db, tenant, { statusList }, 5, 0).count.executeTakeFirstOrThrow();
    expect(res.data.totalCount, `statusList ${JSON.stringify(statusList)}`).toBe(Number(exact.n));
  }
}

describe('facPrdOrder/page totalCount of a status-only filter', () => {
  it('tells a status-only filter from the others', () => {
    expect(isStatusOnly({ pageNo: 2, pageSize: 20, statusList: [2], sortField: 'orderNo', keyWord: '', styleIds: [] })).toBe(
      true,
    );
    expect(isStatusOnly({ keyWord: 'BL' })).toBe(false);
    expect(isStatusOnly({ type: 0 })).toBe(false);
    expect(isStatusOnly({ isFirstOrder: 0 })).toBe(false);
  });

  it('equals counting the orders after API writes and bulk inserts, updates and deletes', async () => {
    await expectCountsExact();
    const a = await makeOrder(boss, style);
    const b = await makeOrder(boss, style);
    await makeOrder(boss, style);
    expect((await boss.call('POST', 'uflo/FAC_PRD_ORDER/submit', { id: a.id })).data.status).toBe(2);
    expect((await boss.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: b.id })).code).toBe(0);
    await expectCountsExact();
    await sql`
      insert into production_order (unit_id, order_no, type, status, placeorder_at, created_by)
      select ${f.unitId}::bigint, 'CNT' || g, 1, g % 5, date '2026-11-01', ${f.boss.userId}::bigint
      from generate_series(1, 40) g`.execute(h.db);
    await expectCountsExact();
    await sql`update production_order set status = (status + 1) % 5 where unit_id = ${f.unitId} and order_no like 'CNT%'`.execute(
      h.db,
    );
    await sql`update production_order set is_deleted = true where unit_id = ${f.unitId} and order_no like 'CNT1%'`.execute(h.db);
    await sql`update production_order set remark = 'x' where unit_id = ${f.unitId}`.execute(h.db);
    await expectCountsExact();
    await sql`delete from production_order where unit_id = ${f.unitId} and order_no like 'CNT2%'`.execute(h.db);
    await expectCountsExact();
    expect((await other.call('POST', 'facPrdOrder/page', {})).data.totalCount).toBe(0);
  });

  it('folds a factory count rows into one per status and still counts exactly', async () => {
    for (let i = 0; i < 70; i++)
      await sql`insert into production_order (unit_id, order_no, type, status, placeorder_at, created_by)
        values (${f.unitId}, ${`FOLD${i}`}, 1, ${i % 3}, date '2026-11-02', ${f.boss.userId})`.execute(h.db);
    const rows = async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from production_order_count where unit_id = ${f.unitId}`.execute(h.db))
          .rows[0]!.n,
      );
    expect(await rows()).toBeGreaterThan(64);
    await expectCountsExact(); // the first read folds them
    expect(await rows()).toBeLessThanOrEqual(6);
    await foldCounts(h.db, f.unitId);
    await expectCountsExact();
  });
});
