import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeCuttingWorld, type CuttingWorld } from './cutting.fixture.js';

// A lay is submitted once: its row is locked for update before it is rewritten and posted, and the lay number is
// checked by node-reports on the locked node. Overlapping transactions need PostgreSQL (node scripts/with-postgres.mjs
// ...); on PGlite the same requests run one after another and the answer is the same.

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let w: CuttingWorld;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'lay-race');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  w = await makeCuttingWorld(h.db, f);
}, 60_000);
afterAll(() => h.close());

const lay = (over: Record<string, unknown>) =>
  boss.call('POST', `fac-mission-prcd-nodes/${w.cutNodeId}/actual-cutting-ligation`, {
    actionType: 'REPORT',
    dateCompleted: '2026-11-25',
    finishUserId: f.boss.userId,
    lathe: '1',
    fabrics: [{ colorId: w.colors[0], plies: 10 }],
    ratios: [{ sizeId: w.sizes[0], ratio: 1 }],
    ...over,
  });
const reports = async () =>
  (
    await h.db
      .selectFrom('missionNodeReport')
      .select('id')
      .where('missionNodeId', '=', w.cutNodeId)
      .where('status', '!=', 5)
      .execute()
  ).length;
const cut = async () =>
  Number(
    (await h.db.selectFrom('mission').select('actualCutNum').where('id', '=', w.missionId).executeTakeFirstOrThrow())
      .actualCutNum,
  );

describe('parallel submits of bundle cutting lays', () => {
  it('one draft submitted 10 times at once posts one report; the others are refused', async () => {
    const draft = await lay({ actionType: 'DRAFT' });
    expect(draft.code, draft.msg).toBe(0);
    const answers = await Promise.all(Array.from({ length: 10 }, () => lay({ layId: draft.data.layId })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 40902)).toBe(true);
    expect(await reports()).toBe(1);
    expect(await cut()).toBe(10);
  });

  it('10 new lays with one lay number at once: one is reported, the others refused with nothing written', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => lay({ lathe: '2' })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 40901)).toBe(true);
    expect(await reports()).toBe(2);
    expect(await cut()).toBe(20);
    const lays = await h.db.selectFrom('cuttingLay').select('id').where('missionNodeId', '=', w.cutNodeId).execute();
    expect(lays).toHaveLength(2);
  });
});
