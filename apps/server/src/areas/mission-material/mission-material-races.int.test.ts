import { Dec } from '@gf/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import {
  makeMaterialWorld,
  ok,
  makeMission,
  materialTemplate,
  missionDelivery,
  type MaterialWorld,
} from './mission-material.fixture.js';

// Reviews of deliveries naming one mission add to one roll-up row, and race the mission's revocation: the mission row
// is locked `for update` in the approving transaction. Parallel on PostgreSQL; on PGlite the same calls run one by one.

let h: Harness;
let boss: Client;
let w: MaterialWorld;
let unitId: string;

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'material races');
  unitId = f.unitId;
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  w = await makeMaterialWorld(boss, h.db, f.unitId, f.boss.userId);
}, 60_000);
afterAll(() => h.close());

/** What the roll-up says the mission received of the SKU, and what its reviewed deliveries hold. */
async function deliveredBothWays(missionId: string, sku: string) {
  const rolled = await h.db
    .selectFrom('missionMaterial')
    .select('delivered')
    .where('missionId', '=', missionId)
    .where('materialSkuId', '=', sku)
    .executeTakeFirst();
  const { rows } = await sql<{ q: string | null }>`
    select sum(l.quantity) as q from material_delivery d join material_delivery_line l on l.delivery_id = d.id
    where d.mission_id = ${missionId} and d.status = 2 and l.materials_sku_id = ${sku} and d.unit_id = ${unitId}`.execute(h.db);
  return { rolled: Dec.of(rolled?.delivered ?? 0).toFixed(4), reviewed: Dec.of(rows[0]?.q ?? 0).toFixed(4) };
}

describe('deliveries for one mission reviewed at once', () => {
  it('add up exactly (no lost update of the roll-up row)', async () => {
    const sku = w.trim.skuId;
    const ids = [];
    for (let i = 0; i < 8; i++) ids.push(await missionDelivery(boss, w, [{ materialsSkuId: sku, quantity: '1.5' }]));
    const answers = await Promise.all(ids.map((id) => boss.call('POST', 'delivery/material/examine', { id })));
    expect(answers.map((a) => a.code)).toEqual(ids.map(() => 0));
    expect(await deliveredBothWays(w.missionId, sku)).toEqual({ rolled: '12.0000', reviewed: '12.0000' });
  });

  it("race the mission's revocation: a review either lands before it or is refused, and the roll-up matches the reviewed bills", async () => {
    const templateId = await materialTemplate(h.db, unitId, boss.userId);
    for (let round = 0; round < 3; round++) {
      const { missionId } = await makeMission(boss, w, templateId, boss.userId);
      const node = await h.db
        .selectFrom('missionNode')
        .select('id')
        .where('missionId', '=', missionId)
        .where('typeCode', '=', 'material')
        .executeTakeFirstOrThrow();
      const sku = w.fabric.skuIds[0]!;
      const ids = [];
      for (let i = 0; i < 3; i++)
        ids.push(
          await missionDelivery(boss, { ...w, missionId, materialNodeId: node.id }, [{ materialsSkuId: sku, quantity: '2' }]),
        );
      const [cancel, ...reviews] = await Promise.all([
        boss.call('POST', 'fac/mission/cancelMission', { missionId, reason: '并发' }),
        ...ids.map((id) => boss.call('POST', 'delivery/material/examine', { id })),
      ]);
      expect(cancel!.code, cancel!.msg).toBe(0);
      for (const r of reviews) expect([0, 40902], r.msg).toContain(r.code);
      const both = await deliveredBothWays(missionId, sku);
      expect(both.rolled).toBe(both.reviewed);
      expect(both.rolled).toBe(Dec.of(2 * reviews.filter((r) => r.code === 0).length).toFixed(4));
    }
  });

  it("quarter deliveries of every material reviewed at once complete the 送料 node: each review reads the roll-up under the mission's lock", async () => {
    const templateId = await materialTemplate(h.db, unitId, boss.userId);
    const { missionId } = await makeMission(boss, w, templateId, boss.userId);
    const node = await h.db
      .selectFrom('missionNode')
      .select('id')
      .where('missionId', '=', missionId)
      .where('typeCode', '=', 'material')
      .executeTakeFirstOrThrow();
    // A quarter of the BOM demand (red 35.844, blue 69.834, trim 124) per delivery.
    const quarter = [
      { materialsSkuId: w.fabric.skuIds[0]!, quantity: '8.961' },
      { materialsSkuId: w.fabric.skuIds[1]!, quantity: '17.4585' },
      { materialsSkuId: w.trim.skuId, quantity: '31' },
    ];
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await missionDelivery(boss, { ...w, missionId, materialNodeId: node.id }, quarter));
    const answers = await Promise.all(ids.map((id) => boss.call('POST', 'delivery/material/examine', { id })));
    expect(answers.map((a) => a.code)).toEqual(ids.map(() => 0));
    const done = await h.db
      .selectFrom('missionNode')
      .select(['status', 'completedNum'])
      .where('id', '=', node.id)
      .executeTakeFirstOrThrow();
    expect({ status: done.status, completed: Dec.of(done.completedNum).toString() }).toEqual({ status: 2, completed: '62' });
    // Two un-reviews at once: half of each material is left, the node falls back to 31 of 62 in progress.
    await Promise.all(ids.slice(0, 2).map((id) => ok(boss, 'GET', `delivery/material/undo/${id}`)));
    const half = await h.db
      .selectFrom('missionNode')
      .select(['status', 'completedNum'])
      .where('id', '=', node.id)
      .executeTakeFirstOrThrow();
    expect({ status: half.status, completed: Dec.of(half.completedNum).toString() }).toEqual({ status: 1, completed: '31' });
  });

  it('un-reviews at once take everything back', async () => {
    const sku = w.trim.skuId;
    const reviewed = await h.db
      .selectFrom('materialDelivery')
      .select('id')
      .where('missionId', '=', w.missionId)
      .where('status', '=', 2)
      .execute();
    const answers = await Promise.all(reviewed.map((d) => boss.call('GET', `delivery/material/undo/${d.id}`)));
    expect(answers.map((a) => a.code)).toEqual(reviewed.map(() => 0));
    expect(await deliveredBothWays(w.missionId, sku)).toEqual({ rolled: '0.0000', reviewed: '0.0000' });
    expect((await ok(boss, 'GET', 'fac/mission/material/byMission', { missionId: w.missionId })).lines.length).toBeGreaterThan(0);
  });
});
