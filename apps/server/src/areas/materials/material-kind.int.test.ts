import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let n = 0;
const uniq = () => `${++n}${Date.now() % 10000}`;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'kinds');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

const count = async (table: 'materialKind' | 'materialSpec') =>
  Number(
    (
      await h.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const addKind = async (body: Record<string, unknown> = {}) => {
  const res = await boss.call('POST', 'fac/materials/addOrUpdateMaterialsKinds', {
    no: `K${uniq()}`,
    name: `面料${uniq()}`,
    ...body,
  });
  expect(res.code).toBe(0);
  return res.data.id as string;
};

describe('material kinds', () => {
  it('adds, edits, lists (paged, upDown) and nests kinds as a tree', async () => {
    const parent = await addKind({ no: 'A1', name: '主料' });
    const child = await addKind({ no: 'B2', name: '梭织', parentId: parent });
    const edited = await boss.call('POST', 'fac/materials/kinds/update', {
      id: child,
      no: 'B3',
      name: '梭织面料',
      parentId: parent,
    });
    expect(edited.code).toBe(0);
    const asc = await boss.call('GET', 'fac/materials/listMaterialsKinds', { pageNum: '1', pageSize: '20', upDown: '0' });
    expect(asc.code).toBe(0);
    expect(asc.data.totalCount).toBeGreaterThanOrEqual(2);
    const nos = asc.data.list.map((k: { no: string }) => k.no);
    expect(nos.indexOf('A1')).toBeLessThan(nos.indexOf('B3'));
    const desc = await boss.call('GET', 'fac/materials/listMaterialsKinds', { pageNo: '1', pageSize: '20', upDown: '1' });
    expect(desc.data.list.map((k: { no: string }) => k.no).indexOf('B3')).toBeLessThan(
      desc.data.list.map((k: { no: string }) => k.no).indexOf('A1'),
    );
    const found = await boss.call('GET', 'fac/materials/listMaterialsKinds', { key: '梭织', pageSize: '20' });
    expect(found.data.list).toEqual([
      expect.objectContaining({ id: child, no: 'B3', name: '梭织面料', noName: 'B3-梭织面料', parentId: parent, skuCount: 0 }),
    ]);
    const tree = await boss.call('GET', 'fac/materials/kinds/tree');
    const root = tree.data.find((k: { id: string }) => k.id === parent);
    expect(root.children.map((c: { id: string }) => c.id)).toEqual([child]);
  });
  it('refuses a duplicate number (any case) or name, and a cycle', async () => {
    const id = await addKind({ no: 'DUP1', name: '辅料X' });
    const dupNo = await boss.call('POST', 'fac/materials/kinds/add', { no: 'dup1', name: '别的' });
    expect(dupNo).toMatchObject({ code: 40901 });
    expect(dupNo.data.errors[0].field).toBe('no');
    const dupName = await boss.call('POST', 'fac/materials/kinds/add', { no: 'DUP2', name: '辅料X' });
    expect(dupName.data.errors[0].field).toBe('name');
    const child = await addKind({ parentId: id });
    const cycle = await boss.call('POST', 'fac/materials/kinds/update', { id, no: 'DUP1', name: '辅料X', parentId: child });
    expect(cycle.code).toBe(40001);
    expect(cycle.data.errors[0].field).toBe('parentId');
  });
  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await count('materialKind');
    const res = await boss.call('POST', 'fac/materials/kinds/add', { no: '分类-1', name: '' });
    expect(res.code).toBe(40001);
    expect(res.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'no']);
    const long = await boss.call('POST', 'fac/materials/addOrUpdateMaterialsKinds', { no: 'ABCDEFGHI', name: 'x' });
    expect(long.data.errors[0].field).toBe('no');
    expect(await count('materialKind')).toBe(before);
  });
  it('deletes an unused kind, refuses one with children', async () => {
    const parent = await addKind();
    await addKind({ parentId: parent });
    const refused = await boss.call('GET', 'fac/materials/deleteMaterialsKinds', { id: parent });
    expect(refused.code).toBe(40903);
    const lone = await addKind();
    expect((await boss.call('GET', 'fac/materials/deleteMaterialsKinds', { id: lone })).code).toBe(0);
    expect((await boss.call('GET', 'fac/materials/kinds/detail', { id: lone })).code).toBe(40402);
  });
  it('keeps companies apart', async () => {
    const id = await addKind({ no: 'MINE', name: '我的分类' });
    expect((await intruder.call('GET', 'fac/materials/kinds/detail', { id })).code).toBe(40402);
    const edit = await intruder.call('POST', 'fac/materials/kinds/update', { id, no: 'HACK', name: 'hack' });
    expect(edit.code).toBe(40402);
    expect((await intruder.call('GET', 'fac/materials/deleteMaterialsKinds', { id })).code).toBe(40402);
    const list = await intruder.call('GET', 'fac/materials/listMaterialsKinds', { pageSize: '100' });
    expect(list.data.list.map((k: { id: string }) => k.id)).not.toContain(id);
    expect((await intruder.call('GET', 'fac/materials/kinds/tree')).data).toEqual([]);
    expect((await boss.call('GET', 'fac/materials/kinds/detail', { id })).data).toMatchObject({ no: 'MINE', name: '我的分类' });
  });
  it('needs a session and the permission', async () => {
    expect((await call(h.app, 'GET', 'fac/materials/listMaterialsKinds')).code).toBe(440);
    expect((await call(h.app, 'POST', 'fac/materials/kinds/add', { no: 'X', name: 'x' })).code).toBe(440);
    const before = await count('materialKind');
    for (const [method, url, body] of [
      ['GET', 'fac/materials/listMaterialsKinds', {}],
      ['GET', 'fac/materials/kinds/tree', undefined],
      ['GET', 'fac/materials/kinds/detail', { id: '1' }],
      ['POST', 'fac/materials/addOrUpdateMaterialsKinds', { no: 'NP1', name: 'np1' }],
      ['POST', 'fac/materials/kinds/add', { no: 'NP2', name: 'np2' }],
      ['POST', 'fac/materials/kinds/update', { id: '1', no: 'NP3', name: 'np3' }],
      ['GET', 'fac/materials/deleteMaterialsKinds', { id: '1' }],
      ['POST', 'fac/materials/deleteMaterialsKinds', { id: '1' }],
    ] as const) {
      const res = await powerless.call(method, url, body);
      expect(res, url).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
    }
    expect(await count('materialKind')).toBe(before);
  });
});

describe('material specifications', () => {
  it('adds with a generated or typed number, edits, lists with noName, deletes an unused one', async () => {
    const auto = await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: '150cm' });
    expect(auto.code).toBe(0);
    expect(auto.data.no).toMatch(/^S\d{4}$/);
    expect(auto.data.noName).toBe(`${auto.data.no}-150cm`);
    const typed = await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no: 'M' + uniq() });
    expect(typed.data.noName).toBe(typed.data.no);
    const edited = await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', {
      id: typed.data.id,
      no: typed.data.no,
      remark: '宽幅',
    });
    expect(edited.data.noName).toBe(`${typed.data.no}-宽幅`);
    const list = await boss.call('POST', 'fac/materials/getMaterialsSpecifications', {
      keyword: '宽幅',
      pageNo: 1,
      pageSize: 20,
    });
    expect(list.data.list).toEqual([
      expect.objectContaining({ id: typed.data.id, no: typed.data.no, remark: '宽幅', noName: `${typed.data.no}-宽幅` }),
    ]);
    const dup = await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no: typed.data.no });
    expect(dup.code).toBe(40901);
    expect((await boss.call('GET', 'fac/materials/deleteCommonMaterialsSpecifications', { id: auto.data.id })).code).toBe(0);
  });
  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await count('materialSpec');
    const res = await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', {
      no: 'abc',
      remark: 'x'.repeat(51),
    });
    expect(res.code).toBe(40001);
    expect(res.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['no', 'remark']);
    expect(await count('materialSpec')).toBe(before);
  });
  it('keeps factories apart and guards every call', async () => {
    const mine = await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', {
      no: 'OWN' + (n % 100),
      remark: '自家',
    });
    const id = mine.data.id;
    const edit = await intruder.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { id, remark: 'hack' });
    expect(edit.code).toBe(40402);
    expect((await intruder.call('GET', 'fac/materials/deleteCommonMaterialsSpecifications', { id })).code).toBe(40402);
    const seen = await intruder.call('POST', 'fac/materials/getMaterialsSpecifications', { pageSize: 100 });
    expect(seen.data.list.map((s: { id: string }) => s.id)).not.toContain(id);
    expect((await call(h.app, 'POST', 'fac/materials/getMaterialsSpecifications', {})).code).toBe(440);
    for (const [method, url, body] of [
      ['POST', 'fac/materials/getMaterialsSpecifications', {}],
      ['POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: 'np' }],
      ['GET', 'fac/materials/deleteCommonMaterialsSpecifications', { id }],
    ] as const) {
      expect(await powerless.call(method, url, body), url).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
    }
    const still = await boss.call('POST', 'fac/materials/getMaterialsSpecifications', { keyword: '自家', pageSize: 10 });
    expect(still.data.list[0]).toMatchObject({ id, remark: '自家' });
  });
});
