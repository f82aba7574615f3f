import type { NodeReportReview } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { addNode, makeMission } from './process-node.fixture.js';

// 上报需审核 per node (issue 11 part 3): the node definition's choice (always / never) wins over the template's
// switch; inherit follows it. Reports are made through node-reports' calls, with the engine's review switched on.

let h: Harness;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'node review');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const config = await boss.call('POST', 'bill-review-config/updateOneConfig', {
    billType: 'FAC_MISSION_COMPLETE',
    isUse: true,
    steps: [{ mode: 'ANY', userIds: [boss.userId], roleIds: [] }],
  });
  expect(config.code, config.msg).toBe(0);
});
afterAll(() => h.close());

/** A mission made with a template (its switch `templateReview`) whose one total node is the definition given. */
async function missionNode(reportReview: NodeReportReview, templateReview: boolean) {
  const prcdNodeId = await addNode(boss, { typeCode: 'total', reportReview });
  const template = await boss.call('POST', 'prcd-templates', {
    name: `审核${Date.now()}${Math.random()}`.slice(0, 30),
    nodes: [{ prcdNodeId }],
  });
  expect(template.code, template.msg).toBe(0);
  // The template's detail shows each row's node choice (the info page's 节点上报审核 column).
  expect((await boss.call('GET', `prcd-templates/${template.data.id}`)).data.nodes[0].reportReview).toBe(reportReview);
  const review = await boss.call('PUT', `prcd-templates/${template.data.id}/report-review`, {
    reportNeedsReview: templateReview,
  });
  expect(review.code, review.msg).toBe(0);
  const missionId = await makeMission(h, boss);
  await h.db
    .updateTable('mission')
    .set({ prcdTemplateId: template.data.id, totalNum: '100' })
    .where('id', '=', missionId)
    .execute();
  const sku = await h.db
    .selectFrom('goodsSku as s')
    .innerJoin('mission as m', 'm.goodsStyleId', 's.goodsStyleId')
    .select('s.id')
    .where('m.id', '=', missionId)
    .executeTakeFirstOrThrow();
  await h.db.insertInto('missionLine').values({ unitId: boss.unitId, missionId, goodsSkuId: sku.id, num: '100' }).execute();
  const node = await h.db
    .insertInto('missionNode')
    .values({ unitId: boss.unitId, missionId, prcdNodeId, name: '总数', typeCode: 'total', sort: 1, targetNum: '100' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { prcdNodeId, missionNodeId: node.id };
}

const completed = async (id: string) =>
  Number(
    (await h.db.selectFrom('missionNode').select('completedNum').where('id', '=', id).executeTakeFirstOrThrow()).completedNum,
  );

describe('review configured per node', () => {
  it.each([
    ['never', true, false],
    ['always', false, true],
    ['inherit', true, true],
    ['inherit', false, false],
  ] as const)('node %s, template switch %s: review %s', async (nodeReview, templateReview, waits) => {
    const { prcdNodeId, missionNodeId } = await missionNode(nodeReview, templateReview);
    const read = await boss.call('GET', `prcd-nodes/${prcdNodeId}`);
    expect(read.code, read.msg).toBe(0);
    expect(read.data.reportReview).toBe(nodeReview);
    const progress = await boss.call('GET', `fac-mission-prcd-nodes/${missionNodeId}/progress`);
    expect(progress.code, progress.msg).toBe(0);
    expect(progress.data.header.reportNeedsReview).toBe(waits);
    const res = await boss.call('POST', `fac-mission-prcd-nodes/${missionNodeId}/total`, {
      actionType: 'REPORT',
      dateCompleted: '2026-11-20',
      finishUserId: boss.userId,
      quantity: '12',
    });
    expect(res.code, res.msg).toBe(0);
    // 1 AUDITING waits for the reviewer; 2 PASS posted at once.
    expect(res.data.status).toBe(waits ? 1 : 2);
    expect(await completed(missionNodeId)).toBe(waits ? 0 : 12);
  });

  it('the option is edited with the node (not locked by use) and refused naming the field when unknown', async () => {
    const { prcdNodeId } = await missionNode('inherit', true);
    const node = (await boss.call('GET', `prcd-nodes/${prcdNodeId}`)).data;
    const edited = await boss.call('PUT', 'prcd-nodes', { ...node, reportReview: 'never' });
    expect(edited.code, edited.msg).toBe(0);
    expect((await boss.call('GET', `prcd-nodes/${prcdNodeId}`)).data.reportReview).toBe('never');
    const bad = await boss.call('PUT', 'prcd-nodes', { ...node, reportReview: 'sometimes' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field)).toContain('reportReview');
    expect((await boss.call('GET', `prcd-nodes/${prcdNodeId}`)).data.reportReview).toBe('never');
  });
});
