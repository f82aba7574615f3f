import { NODE_TYPES, ProcessNodePermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniq } from '../../../test/goods-library.js';
import {
  addFactory,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type Harness,
} from '../../../test/harness.js';
import { makeStorehouse } from '../../../test/stock-fixture.js';
import { addNode, useInMission } from './process-node.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let sibling: Client;
let powerless: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'nodes');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const secondId = await addFactory(h.db, factory, 'nodes second');
  sibling = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const switched = await sibling.call('POST', 'login/switchUnit', { unitId: secondId });
  expect(switched.code, switched.msg).toBe(0);
  const staff = await createStaff(h.db, factory, ['fac.mission.list']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

const count = async (table: 'prcdNode' | 'prcdNodeTag') =>
  Number((await h.db.selectFrom(table).select(h.db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('node types', () => {
  it('answers the thirteen types grouped by class with names and descriptions', async () => {
    const res = await boss.call('GET', 'prcd-node-types');
    expect(res.code).toBe(0);
    expect(res.data.types.map((t: { code: string }) => t.code).sort()).toEqual(NODE_TYPES.map((t) => t.code).sort());
    expect(res.data.classes.length).toBeGreaterThan(1);
    expect(res.data.types[0]).toMatchObject({
      zh: expect.any(String),
      en: expect.any(String),
      descriptionZh: expect.any(String),
    });
  });
});

describe('node definitions', () => {
  it('creates, reads, pages, edits and deletes a node with its tags; names unique in the factory', async () => {
    const name = uniq('裁剪');
    const created = await boss.call('POST', 'prcd-nodes', {
      name,
      typeCode: 'actual_cutting',
      doac: true,
      allowCompleteExcess: true,
      completeExcessPercent: '5.5',
      allowOutside: true,
      reportReview: 'always',
      tags: [{ name: '急单' }, { name: '返工' }],
      billConfigs: { COMPLETE: { billName: '裁床完成单', fields: ['finishDate', 'lathe'] } },
    });
    expect(created.code, created.msg).toBe(0);
    expect(created.data).toMatchObject({
      name,
      typeCode: 'actual_cutting',
      doac: true,
      completeExcessPercent: '5.50',
      lock: null,
      tags: [{ name: '急单' }, { name: '返工' }],
      billConfigs: { COMPLETE: { billName: '裁床完成单', fields: ['finishDate', 'lathe'] } },
    });
    const id = created.data.id as string;
    const dup = await boss.call('POST', 'prcd-nodes', { name: name.toUpperCase(), typeCode: 'logic' });
    expect(dup.code).toBe(40901);
    expect(dup.data.errors[0].field).toBe('name');
    // The same name in another factory of the company is that factory's own.
    expect((await sibling.call('POST', 'prcd-nodes', { name, typeCode: 'logic' })).code).toBe(0);

    const page = await boss.call('GET', 'prcd-nodes', { keyword: name, pageNo: '1', pageSize: '10' });
    expect(page.data.totalCount).toBe(1);
    expect(page.data.list[0].id).toBe(id);
    const details = await boss.call('GET', 'prcd-nodes/details', { keyword: name });
    // The mission form's node rows show 上报需审核 from here.
    expect(details.data).toEqual([
      expect.objectContaining({ id, typeCode: 'actual_cutting', allowOutside: true, reportReview: 'always' }),
    ]);

    const [urgent] = created.data.tags;
    const edited = await boss.call('PUT', 'prcd-nodes', {
      id,
      name: `${name}改`,
      typeCode: 'quantitative',
      tags: [{ id: urgent.id, name: '加急' }, { name: '新标签' }],
    });
    expect(edited.code, edited.msg).toBe(0);
    expect(edited.data).toMatchObject({ name: `${name}改`, typeCode: 'quantitative', doac: false, completeExcessPercent: null });
    expect(edited.data.tags).toEqual([{ id: urgent.id, name: '加急' }, expect.objectContaining({ name: '新标签' })]);

    expect((await boss.call('DELETE', `prcd-nodes/${id}`)).code).toBe(0);
    expect((await boss.call('GET', `prcd-nodes/${id}`)).code).toBe(40402);
    // The name is free again once deleted.
    expect((await boss.call('POST', 'prcd-nodes', { name: `${name}改`, typeCode: 'logic' })).code).toBe(0);
  });

  it.each([
    [{ typeCode: 'quantitative', associateWym: true, associateLigation: true }, 'associateLigation'],
    [{ typeCode: 'quantitative', associateWym: true, associateInStore: true }, 'associateInStore'],
    [{ typeCode: 'quantitative', associateLigation: true, allowOutside: true }, 'allowOutside'],
    [{ typeCode: 'quantitative', associateWym: true, allowAdjustNum: true }, 'allowAdjustNum'],
    [{ typeCode: 'logic', allowOutside: true }, 'allowOutside'],
    [{ typeCode: 'quantitative', allowCompleteExcess: true, completeExcessPercent: '1000' }, 'completeExcessPercent'],
    [{ typeCode: 'quantitative', allowCompleteExcess: true, completeExcessPercent: '1.234' }, 'completeExcessPercent'],
    [{ typeCode: 'quantitative', allowCompleteExcess: true }, 'completeExcessPercent'],
    [{ typeCode: 'quantitative', materialKindIds: ['1'] }, 'materialKindIds'],
    [{ typeCode: 'quantitative', outsideFollowPre: true }, 'outsideFollowPre'],
    [{ typeCode: 'logic', billConfigs: { COMPLETE: { billName: 'x', fields: [] } } }, 'billConfigs.COMPLETE'],
    [{ typeCode: 'quantitative', tags: [{ name: 'a' }, { name: 'A' }] }, 'tags.1.name'],
    [{ typeCode: 'nope' }, 'typeCode'],
    [{ typeCode: 'quantitative', name: '一二三四五六七八九十一二三四五六七八九十一' }, 'name'],
  ])('refuses %o naming %s, writing nothing', async (body, field) => {
    const before = await count('prcdNode');
    const res = await boss.call('POST', 'prcd-nodes', { name: uniq('坏'), ...body });
    expect(res.code, res.msg).toBe(40001);
    expect(res.data.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await count('prcdNode')).toBe(before);
  });

  it('checks its references: material kinds, default storehouse, workshop section', async () => {
    const kind = await boss.call('POST', 'fac/materials/kinds/add', { no: uniq('K'), name: uniq('面料') });
    expect(kind.code, kind.msg).toBe(0);
    const store = await makeStorehouse(boss);
    const id = await addNode(boss, {
      typeCode: 'material',
      materialKindIds: [kind.data.id],
    });
    expect((await boss.call('GET', `prcd-nodes/${id}`)).data.materialKindIds).toEqual([kind.data.id]);
    const inStore = await addNode(boss, { typeCode: 'tail_in_store', selectDefaultStore: true, defaultStorehouseId: store });
    expect((await boss.call('GET', `prcd-nodes/${inStore}`)).data.defaultStorehouseId).toBe(store);
    const badKind = await boss.call('POST', 'prcd-nodes', {
      name: uniq('料'),
      typeCode: 'material',
      materialKindIds: ['999999999'],
    });
    expect(badKind.data.errors[0].field).toBe('materialKindIds.0');
    const badSection = await boss.call('POST', 'prcd-nodes', {
      name: uniq('料'),
      typeCode: 'logic',
      workshopSectionId: '999999999',
    });
    expect(badSection.data.errors[0].field).toBe('workshopSectionId');
    // Another factory's storehouse is not this factory's.
    const foreign = await makeStorehouse(intruder);
    const badStore = await boss.call('POST', 'prcd-nodes', {
      name: uniq('入'),
      typeCode: 'tail_in_store',
      selectDefaultStore: true,
      defaultStorehouseId: foreign,
    });
    expect(badStore.data.errors[0].field).toBe('defaultStorehouseId');
  });

  it('locks type and options once a mission uses the node; delete refused; name, tags and remark still editable', async () => {
    const id = await addNode(boss, { typeCode: 'quantitative', allowOutside: true, tags: [{ name: '急' }] });
    const node = (await boss.call('GET', `prcd-nodes/${id}`)).data;
    await useInMission(h, boss, id, [node.tags[0].id]);
    const locked = (await boss.call('GET', `prcd-nodes/${id}`)).data;
    expect(locked.lock).toEqual({ missionCount: 1, upstreamInTemplates: [] });
    const base = { id, name: node.name, typeCode: 'quantitative', allowOutside: true, tags: node.tags };
    const typeChange = await boss.call('PUT', 'prcd-nodes', { ...base, typeCode: 'total' });
    expect(typeChange.code).toBe(40903);
    expect(typeChange.data.errors[0].field).toBe('typeCode');
    const optionChange = await boss.call('PUT', 'prcd-nodes', { ...base, allowOutside: false });
    expect(optionChange.code).toBe(40903);
    expect(optionChange.data.errors[0].field).toBe('allowOutside');
    expect((await boss.call('GET', `prcd-nodes/${id}`)).data.allowOutside).toBe(true);
    const rename = await boss.call('PUT', 'prcd-nodes/update', { ...base, name: uniq('改名'), remark: '备注' });
    expect(rename.code, rename.msg).toBe(0);
    // 允许跳序扫描 is not one of the locked options: it changes on a used node.
    const skip = await boss.call('PUT', 'prcd-nodes/update', { ...base, name: uniq('跳序'), scanOutOfOrder: true });
    expect(skip.code, skip.msg).toBe(0);
    expect((await boss.call('GET', `prcd-nodes/${id}`)).data.scanOutOfOrder).toBe(true);
    expect((await boss.call('PUT', 'prcd-nodes/update', { ...base, scanOutOfOrder: 'yes' })).data.errors[0].field).toBe(
      'scanOutOfOrder',
    );
    // A tag a mission's node ticked stays.
    const dropTag = await boss.call('POST', 'prcd-nodes/tag/update', { prcdNodeId: id, tags: [] });
    expect(dropTag.code).toBe(40903);
    const del = await boss.call('DELETE', `prcd-nodes/${id}`);
    expect(del.code).toBe(40903);
    expect((await boss.call('GET', `prcd-nodes/${id}`)).code).toBe(0);
  });

  it('lists and replaces tags; a tag id of another node is refused', async () => {
    const a = await addNode(boss, { tags: [{ name: '甲' }] });
    const b = await addNode(boss, { tags: [{ name: '乙' }] });
    const bTag = (await boss.call('GET', 'prcd-nodes/tag/list', { prcdNodeId: b })).data[0];
    const foreign = await boss.call('POST', 'prcd-nodes/tag/update', { prcdNodeId: a, tags: [{ id: bTag.id, name: 'x' }] });
    expect(foreign.code).toBe(40001);
    expect(foreign.data.errors[0].field).toBe('tags.0.id');
    const ok = await boss.call('POST', 'prcd-nodes/tag/update', { prcdNodeId: a, tags: [{ name: '丙' }, { name: '丁' }] });
    expect(ok.code, ok.msg).toBe(0);
    expect(ok.data.map((t: { name: string }) => t.name)).toEqual(['丙', '丁']);
  });

  it('answers the report bill fields with the node’s choice', async () => {
    const id = await addNode(boss, {
      typeCode: 'quality_checking',
      billConfigs: { DEFECTIVE: { billName: '次品单', fields: ['defectiveLabels'] } },
    });
    const res = await boss.call('GET', 'prcd-nodes/bill-config/field', { prcdNodeId: id, billType: 'DEFECTIVE' });
    expect(res.data).toMatchObject({ billName: '次品单', checkedFields: ['defectiveLabels'], isAvailable: true });
    expect(res.data.fields.length).toBeGreaterThan(5);
    const quantity = await boss.call('GET', 'prcd-nodes/quantity-details');
    expect(quantity.data.map((n: { id: string }) => n.id)).toContain(id);
  });

  it('keeps factories apart and asks for the code', async () => {
    const id = await addNode(boss, {});
    for (const c of [intruder, sibling]) {
      expect((await c.call('GET', `prcd-nodes/${id}`)).code).toBe(40402);
      expect((await c.call('PUT', 'prcd-nodes', { id, name: 'x', typeCode: 'logic' })).code).toBe(40402);
      expect((await c.call('DELETE', `prcd-nodes/${id}`)).code).toBe(40402);
      expect((await c.call('POST', 'prcd-nodes/tag/update', { prcdNodeId: id, tags: [] })).code).toBe(40402);
      expect((await c.call('GET', 'prcd-nodes/details')).data.map((n: { id: string }) => n.id)).not.toContain(id);
    }
    expect((await boss.call('GET', `prcd-nodes/${id}`)).data.name).toBeTruthy();
    const refused = await powerless.call('GET', 'prcd-nodes');
    expect(refused.code).toBe(40301);
    expect((await powerless.call('POST', 'prcd-nodes', { name: 'x', typeCode: 'logic' })).code).toBe(40301);
    const anonymous = await h.app.inject({ method: 'GET', url: '/v1/api/prcd-nodes' });
    expect(anonymous.json().code).toBe(440);
    expect(ProcessNodePermission.operate).toBe('fac.node.operate');
  });
});

describe('workshop sections', () => {
  it('creates, renames and queries sections with their nodes; names unique', async () => {
    const a = await addNode(boss, {});
    const b = await addNode(boss, {});
    const name = uniq('缝制车间');
    const created = await boss.call('POST', 'workshopSection/create', { name, prcdNodeIds: [a, b] });
    expect(created.code, created.msg).toBe(0);
    expect(created.data.nodes.map((n: { id: string }) => n.id)).toEqual([a, b]);
    expect((await boss.call('POST', 'workshopSection/create', { name })).code).toBe(40901);
    const updated = await boss.call('POST', 'workshopSection/update', {
      id: created.data.id,
      name: `${name}2`,
      prcdNodeIds: [b],
    });
    expect(updated.data).toMatchObject({ name: `${name}2`, nodes: [{ id: b }] });
    expect((await boss.call('GET', `prcd-nodes/${a}`)).data.workshopSectionId).toBeNull();
    const list = await boss.call('GET', 'workshopSection/query', { keyword: `${name}2` });
    expect(list.data).toHaveLength(1);
    const bad = await boss.call('POST', 'workshopSection/create', { name: uniq('x'), prcdNodeIds: ['999999999'] });
    expect(bad.data.errors[0].field).toBe('prcdNodeIds.0');
    expect((await boss.call('POST', 'workshopSection/create', { name: '' })).data.errors[0].field).toBe('name');
    expect((await intruder.call('POST', 'workshopSection/update', { id: created.data.id, name: 'x' })).code).toBe(40402);
    expect((await intruder.call('GET', 'workshopSection/query')).data.map((s: { id: string }) => s.id)).not.toContain(
      created.data.id,
    );
    expect((await powerless.call('GET', 'workshopSection/query')).code).toBe(40301);
  });
});
