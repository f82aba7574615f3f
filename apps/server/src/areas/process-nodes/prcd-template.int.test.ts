import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniq } from '../../../test/goods-library.js';
import {
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { templateRowsForMission } from './index.js';
import { addNode } from './process-node.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let factory: FactoryFixture;
let staffId: string;
let cut: string;
let sew: string;
let qc: string;
let store: string;
let ship: string;
let coded: string;
let logic: string;
let sew2: string;

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'templates');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.mission.list']);
  staffId = staff.userId;
  powerless = await signIn(h.app, staff.loginName, staff.password);
  cut = await addNode(boss, { typeCode: 'actual_cutting', name: uniq('裁剪') });
  sew = await addNode(boss, { typeCode: 'quantitative', name: uniq('车缝'), allowOutside: true });
  qc = await addNode(boss, { typeCode: 'quality_checking', name: uniq('质检') });
  store = await addNode(boss, { typeCode: 'tail_in_store', name: uniq('入库') });
  ship = await addNode(boss, { typeCode: 'tail_out_store', name: uniq('发货') });
  coded = await addNode(boss, { typeCode: 'quantitative', name: uniq('唯一码'), associateWym: true });
  logic = await addNode(boss, { typeCode: 'logic', name: uniq('确认') });
  sew2 = await addNode(boss, { typeCode: 'quantitative', name: uniq('整烫'), allowOutside: true });
});
afterAll(() => h.close());

const count = async () =>
  Number((await h.db.selectFrom('prcdTemplateNode').select(h.db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

const fullTemplate = () => ({
  name: uniq('衬衫流程'),
  chargerIds: [boss.userId],
  delayNotify: true,
  delayNotifyNodeId: store,
  delayNotifyNodeStatus: 2,
  nodes: [
    { prcdNodeId: cut, chargerIds: [staffId], labourCost: '0.5', endDaysBefore: 20, warnDays: 2 },
    {
      prcdNodeId: sew,
      labourCost: '3.125',
      endDaysBefore: 10,
      outsideSettlement: true,
      upstreamPrcdNodeId: cut,
      diffMin: '-5',
      diffMax: '5',
    },
    { prcdNodeId: qc, upstreamPrcdNodeId: sew },
    { prcdNodeId: store, upstreamPrcdNodeId: qc },
    { prcdNodeId: ship, isShipment: true, upstreamPrcdNodeId: store },
  ],
});

describe('process templates', () => {
  it('creates, reads, lists, edits, toggles review and deletes a template', async () => {
    const body = fullTemplate();
    const created = await boss.call('POST', 'prcd-templates', body);
    expect(created.code, created.msg).toBe(0);
    const t = created.data;
    expect(t).toMatchObject({
      name: body.name,
      delayNotifyNodeId: store,
      delayNotifyNodeStatus: 2,
      reportNeedsReview: false,
      missionCount: 0,
    });
    expect(t.nodes.map((r: { prcdNodeId: string }) => r.prcdNodeId)).toEqual([cut, sew, qc, store, ship]);
    expect(t.nodes[1]).toMatchObject({
      labourCost: '3.125',
      outsideSettlement: true,
      upstreamPrcdNodeId: cut,
      diffMin: '-5.0000',
      sort: 2,
    });
    expect(t.nodes[0].chargerNames).toHaveLength(1);
    expect(t.nodes[4].isShipment).toBe(true);

    const list = await boss.call('GET', 'prcd-templates', { keyword: body.name, pageNo: '1', pageSize: '10' });
    expect(list.data.totalCount).toBe(1);
    expect(list.data.list[0].nodeNames).toHaveLength(5);
    expect((await boss.call('GET', 'fac/template/checkTemplateName', { name: body.name })).data.exists).toBe(true);
    expect((await boss.call('GET', 'fac/template/checkTemplateName', { name: body.name, id: t.id })).data.exists).toBe(false);
    expect((await boss.call('POST', 'prcd-templates', { ...body })).code).toBe(40901);

    // Reordered: QC moved before sewing is refused while sewing is its upstream; a valid reorder is kept.
    const reordered = await boss.call('PUT', 'prcd-templates', {
      ...body,
      id: t.id,
      nodes: [body.nodes[0], { prcdNodeId: qc }, { ...body.nodes[1] }, { prcdNodeId: store }, body.nodes[4]],
    });
    expect(reordered.code, reordered.msg).toBe(0);
    expect(reordered.data.nodes.map((r: { prcdNodeId: string }) => r.prcdNodeId)).toEqual([cut, qc, sew, store, ship]);

    const review = await boss.call('PUT', `prcd-templates/${t.id}/report-review`, { reportNeedsReview: true });
    expect(review.data.reportNeedsReview).toBe(true);

    const rows = await templateRowsForMission(h.db, { unitId: boss.unitId, bossUnitId: boss.bossUnitId } as never, t.id);
    expect(rows.map((r) => [r.prcdNodeId, r.sort])).toEqual([
      [cut, 1],
      [qc, 2],
      [sew, 3],
      [store, 4],
      [ship, 5],
    ]);
    expect(rows[2]).toMatchObject({ typeCode: 'quantitative', upstreamPrcdNodeId: cut, outsideSettlement: true });

    expect((await boss.call('DELETE', `prcd-templates/${t.id}`)).code).toBe(0);
    expect((await boss.call('GET', `prcd-templates/${t.id}`)).code).toBe(40402);
  });

  it('locks a node used as an upstream node: its options refused, deleting it refused while in a template', async () => {
    const up = await addNode(boss, { typeCode: 'quantitative', allowOutside: true });
    const down = await addNode(boss, { typeCode: 'total' });
    const res = await boss.call('POST', 'prcd-templates', {
      name: uniq('上游'),
      nodes: [{ prcdNodeId: up }, { prcdNodeId: down, upstreamPrcdNodeId: up }],
    });
    expect(res.code, res.msg).toBe(0);
    const node = (await boss.call('GET', `prcd-nodes/${up}`)).data;
    expect(node.lock.upstreamInTemplates).toEqual([res.data.name]);
    const change = await boss.call('PUT', 'prcd-nodes', {
      id: up,
      name: node.name,
      typeCode: 'quantitative',
      associateWym: true,
    });
    expect(change.code).toBe(40903);
    expect(change.data.errors[0].field).toBe('associateWym');
    expect((await boss.call('DELETE', `prcd-nodes/${down}`)).code).toBe(40903);
  });

  it.each([
    [{ nodes: [] }, 'nodes'],
    [{ nodes: [{ prcdNodeId: '999999999' }] }, 'nodes.0.prcdNodeId'],
    [() => ({ nodes: [{ prcdNodeId: qc }, { prcdNodeId: qc }] }), 'nodes.1.prcdNodeId'],
    [() => ({ nodes: [{ prcdNodeId: cut, outsideSettlement: true }] }), 'nodes.0.outsideSettlement'],
    [() => ({ nodes: [{ prcdNodeId: sew, upstreamPrcdNodeId: cut }, { prcdNodeId: cut }] }), 'nodes.0.upstreamPrcdNodeId'],
    [() => ({ nodes: [{ prcdNodeId: coded }, { prcdNodeId: sew, upstreamPrcdNodeId: coded }] }), 'nodes.1.upstreamPrcdNodeId'],
    [() => ({ nodes: [{ prcdNodeId: cut }, { prcdNodeId: logic, upstreamPrcdNodeId: cut }] }), 'nodes.1.upstreamPrcdNodeId'],
    [
      () => ({
        nodes: [
          { prcdNodeId: store, isShipment: true },
          { prcdNodeId: ship, isShipment: true },
        ],
      }),
      'nodes.1.isShipment',
    ],
    [() => ({ nodes: [{ prcdNodeId: logic, isShipment: true }] }), 'nodes.0.isShipment'],
    [() => ({ nodes: [{ prcdNodeId: cut, diffMin: '1' }] }), 'nodes.0.diffMin'],
    [() => ({ nodes: [{ prcdNodeId: cut, diffMax: '-1' }] }), 'nodes.0.diffMax'],
    [() => ({ nodes: [{ prcdNodeId: cut, labourCost: '1.2345' }] }), 'nodes.0.labourCost'],
    [() => ({ nodes: [{ prcdNodeId: cut, labourCost: '1234567890123' }] }), 'nodes.0.labourCost'],
    [() => ({ nodes: [{ prcdNodeId: cut, chargerIds: ['999999999'] }] }), 'nodes.0.chargerIds.0'],
    [() => ({ chargerIds: ['999999999'], nodes: [{ prcdNodeId: cut }] }), 'chargerIds.0'],
    [
      () => ({ delayNotify: true, delayNotifyNodeId: ship, delayNotifyNodeStatus: 1, nodes: [{ prcdNodeId: cut }] }),
      'delayNotifyNodeId',
    ],
    [
      () => ({ delayNotify: true, delayNotifyNodeId: cut, delayNotifyNodeStatus: 3, nodes: [{ prcdNodeId: cut }] }),
      'delayNotifyNodeStatus',
    ],
    [
      () => ({
        defaultAllOrderOutside: true,
        nodes: [
          { prcdNodeId: sew, outsideSettlement: true },
          { prcdNodeId: sew2, outsideSettlement: true },
        ],
      }),
      'nodes.1.outsideSettlement',
    ],
  ])('refuses %o naming %s, writing nothing', async (shape, field) => {
    const body = typeof shape === 'function' ? shape() : shape;
    const before = await count();
    const res = await boss.call('POST', 'prcd-templates', { name: uniq('坏模板'), ...body });
    expect(res.code, res.msg).toBe(40001);
    expect(res.data.errors.map((e: { field: string }) => e.field).join(' ')).toContain(field);
    expect(await count()).toBe(before);
  });

  it('keeps factories apart and asks for the code', async () => {
    const created = await boss.call('POST', 'prcd-templates', { name: uniq('隔离'), nodes: [{ prcdNodeId: cut }] });
    const id = created.data.id as string;
    expect((await intruder.call('GET', `prcd-templates/${id}`)).code).toBe(40402);
    expect((await intruder.call('PUT', 'prcd-templates', { id, name: 'x', nodes: [{ prcdNodeId: cut }] })).code).toBe(40402);
    expect((await intruder.call('PUT', `prcd-templates/${id}/report-review`, { reportNeedsReview: true })).code).toBe(40402);
    expect((await intruder.call('DELETE', `prcd-templates/${id}`)).code).toBe(40402);
    // Another factory's node is not found in this factory's template.
    const foreign = await intruder.call('POST', 'prcd-templates', { name: uniq('外'), nodes: [{ prcdNodeId: cut }] });
    expect(foreign.data.errors[0].field).toBe('nodes.0.prcdNodeId');
    expect((await boss.call('GET', `prcd-templates/${id}`)).data.reportNeedsReview).toBe(false);
    expect((await powerless.call('GET', 'prcd-templates')).code).toBe(40301);
    expect((await powerless.call('GET', 'fac/template/checkTemplateName', { name: 'x' })).code).toBe(40301);
    const anonymous = await h.app.inject({ method: 'GET', url: '/v1/api/prcd-templates' });
    expect(anonymous.json().code).toBe(440);
  });

  it.each(['fac.mission.add', 'fac.mission.update'])(
    'a mission creator (%s, no fac.node.operate) reads the dropdown and rows but cannot change templates',
    async (code) => {
      const created = await boss.call('POST', 'prcd-templates', { name: uniq('下拉'), nodes: [{ prcdNodeId: cut }] });
      const id = created.data.id as string;
      const staff = await createStaff(h.db, factory, [code]);
      const creator = await signIn(h.app, staff.loginName, staff.password);
      const list = await creator.call('GET', 'prcd-templates', { pageNo: 1, pageSize: 50 });
      expect(list.code, list.msg).toBe(0);
      expect(list.data.list.map((t: { id: string }) => t.id)).toContain(id);
      const one = await creator.call('GET', `prcd-templates/${id}`);
      expect(one.code, one.msg).toBe(0);
      expect(one.data.nodes[0].prcdNodeId).toBe(cut);
      expect((await creator.call('GET', 'prcd-nodes/details')).code).toBe(0);
      expect((await creator.call('GET', 'prcd-nodes')).code).toBe(40301);
      const rename = await creator.call('PUT', 'prcd-templates', { id, name: uniq('改'), nodes: [{ prcdNodeId: cut }] });
      expect(rename.code).toBe(40301);
      expect((await creator.call('POST', 'prcd-templates', { name: uniq('新'), nodes: [{ prcdNodeId: cut }] })).code).toBe(40301);
      expect((await creator.call('PUT', `prcd-templates/${id}/report-review`, { reportNeedsReview: true })).code).toBe(40301);
      expect((await creator.call('DELETE', `prcd-templates/${id}`)).code).toBe(40301);
      expect((await boss.call('GET', `prcd-templates/${id}`)).data.name).toBe(created.data.name);
      expect((await powerless.call('GET', `prcd-templates/${id}`)).code).toBe(40301);
      expect((await powerless.call('GET', 'prcd-nodes/details')).code).toBe(40301);
    },
  );
});
