import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeMission, makeWorld, type WorkbenchWorld } from './workbench.fixture.js';

// The workbench's total for a status-only filter comes from mission_count (appended by triggers, migration
// 202612010400): after bulk inserts, multi-row updates of status and is_deleted and deletes it equals counting the
// missions, for every status filter; folding the rows keeps it; another factory counts its own. A filter beyond the
// statuses still counts the missions.
let h: Harness;
let f: FactoryFixture;
let boss: Client;
let other: Client;
let w: WorkbenchWorld;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'mission-counts');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const o = await createFactory(h.db, 'mission-counts-other');
  other = await signIn(h.app, o.boss.loginName, o.boss.password);
  w = await makeWorld(h.db, f);
});
afterAll(() => h.close());

const FILTERS = [undefined, [0], [1], [2], [5], [0, 2], [0, 1, 2, 5]];

async function exactCount(status: number[] | undefined, extra = sql``): Promise<number> {
  const statuses = status?.length ? status : [0, 1];
  const { rows } = await sql<{ n: string }>`select count(*) as n from mission m where m.unit_id = ${f.unitId}
    and not m.is_deleted and m.status in (${sql.join(statuses)}) ${extra}`.execute(h.db);
  return Number(rows[0]!.n);
}

async function expectCountsExact() {
  for (const status of FILTERS) {
    const res = await boss.call('POST', 'fac/mission/workspace/getMissionNodeList', {
      pageNo: 1,
      pageSize: 5,
      prcdNodeIds: [w.nodeIds.cut],
      ...(status ? { status } : {}),
    });
    expect(res.code, res.msg).toBe(0);
    const exact = await exactCount(status);
    // A filter that finds nothing answers an empty page and no total.
    expect(res.data.totalCount, `status ${JSON.stringify(status)}`).toBe(exact);
    expect(res.data.list.length).toBe(Math.min(5, exact));
  }
}

const insertMissions = (prefix: string, n: number) => sql`
  insert into mission (unit_id, mission_no, status, priority, placeorder_at, delivery_at, goods_style_id, customer_id,
    leader_ids, total_num, created_by)
  select ${f.unitId}::bigint, ${prefix} || g, (array[0, 1, 2, 5])[1 + g % 4], 0, date '2026-11-01', date '2026-12-01', ${w.styleId}::bigint,
    ${w.customerId}::bigint, '[]'::jsonb, 10, ${f.boss.userId}::bigint
  from generate_series(1, ${n}) g`;

describe('getMissionNodeList totalCount of a status-only filter', () => {
  it('equals counting the missions after bulk inserts, updates and deletes', async () => {
    await makeMission(h.db, f.unitId, f.boss.userId, w, { missionNo: 'MC-A', nodes: [{ prcdNodeId: w.nodeIds.cut }] });
    await expectCountsExact();
    await insertMissions('CNT', 40).execute(h.db);
    await expectCountsExact();
    await sql`update mission set status = case status when 0 then 1 when 1 then 2 when 2 then 5 else 0 end where unit_id = ${f.unitId} and mission_no like 'CNT%'`.execute(
      h.db,
    );
    await sql`update mission set is_deleted = true where unit_id = ${f.unitId} and mission_no like 'CNT1%'`.execute(h.db);
    await sql`update mission set remark = 'x' where unit_id = ${f.unitId}`.execute(h.db);
    await expectCountsExact();
    await sql`delete from mission where unit_id = ${f.unitId} and mission_no like 'CNT2%'`.execute(h.db);
    await expectCountsExact();
    const theirs = await other.call('POST', 'fac/mission/workspace/getMissionNodeList', { prcdNodeIds: [] });
    expect(theirs.data.totalCount).toBe(0);
  });

  it('a filter beyond the statuses counts the missions', async () => {
    const res = await boss.call('POST', 'fac/mission/workspace/getMissionNodeList', {
      pageSize: 5,
      status: [0, 1, 2, 5],
      keyword: 'CNT3',
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.totalCount).toBe(await exactCount([0, 1, 2, 5], sql`and m.mission_no like '%CNT3%'`));
    expect(res.data.totalCount).toBeGreaterThan(0);
  });

  it('folds a factory count rows into one per status and still counts exactly', async () => {
    for (let i = 0; i < 70; i++) await insertMissions(`FOLD${i}-`, 1).execute(h.db);
    const rows = async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from mission_count where unit_id = ${f.unitId}`.execute(h.db)).rows[0]!.n,
      );
    expect(await rows()).toBeGreaterThan(64);
    await expectCountsExact(); // the first read folds them
    expect(await rows()).toBeLessThanOrEqual(4);
    await expectCountsExact();
  });
});
