import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeMission, makeStyle, makeTemplate, missionState, report, type AdjustStyle } from './mission-adjust.fixture.js';

// The approval's re-check (no SKU below what the nodes reported) runs on the mission's node rows and the mission
// locked for update inside the approving transaction; a report takes its node's lock first too. So an approval
// lowering a SKU and a report raising that SKU's figure never both pass against each other's stale figures.
// Overlapping transactions need PostgreSQL (node scripts/with-postgres.mjs ...); on PGlite they run one after another.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = 5;
const T = 'FAC_MISSION_ADJUST_ORDER';

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let style: AdjustStyle;
let templateId: string;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'mission-adjust-race');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const cfg = await boss.call('POST', 'bill-review-config/updateOneConfig', {
    billType: T,
    isUse: true,
    steps: [{ mode: 'ANY', userIds: [boss.userId], roleIds: [] }],
  });
  expect(cfg.code, cfg.msg).toBe(0);
  style = await makeStyle(boss, 1);
  templateId = await makeTemplate(h.db, f);
});
afterAll(() => h.close());

/** A mission of 10 and a pending bill taking its SKU down to 6. */
async function pendingCut() {
  const m = await makeMission(boss, h.db, f, style, { num: 10, templateId });
  const sku = style.skuIds[0]!;
  const made = await boss.call('POST', 'fac/missionAdjust/add', {
    missionId: m.id,
    placeorderAt: '2026-11-28',
    reason: '减单',
    lines: [{ goodsSkuId: sku, num: 6 }],
    submit: true,
  });
  expect(made.code, made.msg).toBe(0);
  expect(made.data.status).toBe(1);
  return { m, sku, billId: made.data.id as string };
}

const reported = async (nodeId: string) =>
  Number(
    (await h.db.selectFrom('missionNode').select('completedNum').where('id', '=', nodeId).executeTakeFirstOrThrow()).completedNum,
  );

describe.runIf(onPostgres)('an approval lowering a SKU racing a report raising it (PostgreSQL)', () => {
  it('never ends with the SKU below what its node reported', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { m, sku, billId } = await pendingCut();
      const [approval, rep] = await Promise.all([
        boss.call('POST', `uflo/${T}/review`, { billId, result: true }),
        report(boss, f, m.nodeId, sku, '8'),
      ]);
      const state = await missionState(h.db, m.id);
      const done = await reported(m.nodeId);
      expect(
        [approval.code, rep.code].filter((c) => c === 0),
        `${approval.msg} | ${rep.msg}`,
      ).toHaveLength(1);
      if (approval.code === 0) {
        expect(state.bySku[sku]).toBe(6);
        expect(rep.code).toBe(40903);
        expect(done).toBe(0);
      } else {
        expect(approval.code).toBe(40903);
        expect(approval.msg).toContain('6 < 8');
        expect(state.bySku[sku]).toBe(10);
        expect(done).toBe(8);
      }
      expect(state.bySku[sku]).toBeGreaterThanOrEqual(done);
    }
  });
});

describe('the same two one after the other (every database)', () => {
  it('a report of 8 first: the approval to 6 is refused naming the reported figure, the mission keeps 10', async () => {
    const { m, sku, billId } = await pendingCut();
    expect((await report(boss, f, m.nodeId, sku, '8')).code).toBe(0);
    const approval = await boss.call('POST', `uflo/${T}/review`, { billId, result: true });
    expect(approval.code).toBe(40903);
    expect(approval.msg).toContain('6 < 8');
    expect((await missionState(h.db, m.id)).bySku[sku]).toBe(10);
  });

  it('the approval first: a report of 8 is refused over the new 6', async () => {
    const { m, sku, billId } = await pendingCut();
    expect((await boss.call('POST', `uflo/${T}/review`, { billId, result: true })).data.status).toBe(2);
    expect((await report(boss, f, m.nodeId, sku, '8')).code).toBe(40903);
    expect(await missionState(h.db, m.id)).toMatchObject({ total: 6, targets: [6] });
  });
});
