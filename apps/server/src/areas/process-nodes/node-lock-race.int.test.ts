import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniq } from '../../../test/goods-library.js';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { templateRowsForMission } from './index.js';
import { addNode, makeMission } from './process-node.fixture.js';

// A node's options change while a mission is being made with it: the mission's transaction reads the template's rows
// (locking the nodes FOR SHARE) and inserts its node; the edit, started in between, waits for it and is then refused
// (40903) instead of changing the options under a mission that already copied them. Meant for PostgreSQL (PGlite runs
// one transaction at a time, where the edit simply comes second).

let h: Harness;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'node race');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
});
afterAll(() => h.close());

describe('node lock against a mission being made', () => {
  it('an option change started while a mission copies the node waits and is refused', async () => {
    const name = uniq('车缝');
    const nodeId = await addNode(boss, { name, allowOutside: true });
    const template = await boss.call('POST', 'prcd-templates', { name: uniq('并发'), nodes: [{ prcdNodeId: nodeId }] });
    expect(template.code, template.msg).toBe(0);
    const missionId = await makeMission(h, boss);
    const ctx = { unitId: boss.unitId, bossUnitId: boss.bossUnitId, userId: boss.userId } as RequestContext;
    let edit: Promise<{ code: number; data: { errors?: { field: string }[] } }> | undefined;
    await h.db.transaction().execute(async (trx) => {
      const rows = await templateRowsForMission(trx, ctx, template.data.id as string);
      edit = boss.call('PUT', 'prcd-nodes', { id: nodeId, name, typeCode: 'quantitative', allowOutside: false });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await trx
        .insertInto('missionNode')
        .values(
          rows.map((r) => ({
            unitId: boss.unitId,
            missionId,
            prcdNodeId: r.prcdNodeId,
            name: r.name,
            typeCode: r.typeCode,
            sort: r.sort,
          })),
        )
        .execute();
    });
    const answer = await edit!;
    expect(answer.code).toBe(40903);
    expect(answer.data.errors?.[0]?.field).toBe('allowOutside');
    expect((await boss.call('GET', `prcd-nodes/${nodeId}`)).data).toMatchObject({
      allowOutside: true,
      lock: { missionCount: 1 },
    });
  });
});
