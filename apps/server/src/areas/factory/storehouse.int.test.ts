import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as splitNegative from '../../../migrations/202611250100_split-storehouse-negative-stock.js';
import { openDatabase } from '../../platform/db/database.js';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { registerFactoryUsage } from './index.js';

let h: Harness;
let undoUsage: () => void = () => undefined;
let boss: Client;
let intruder: Client;
let powerless: Client;
const usedIds = new Set<string>();

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'sh');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  // Stands in for the stock area: it will register its own check the same way.
  undoUsage = registerFactoryUsage('storehouse', async (_db, _unitId, id) =>
    usedIds.has(id) ? [{ kind: 'stock', id: '1', label: 'stock row' }] : [],
  );
});
afterAll(async () => {
  undoUsage();
  await h.close();
});

let n = 0;
const name = () => `仓${++n}-${Date.now() % 1e5}`;
const add = (c: Client, body: object) => c.call('POST', 'fac/storehouse/addStorehouse', body);

describe('storehouses', () => {
  it('add, page, detail, edit, default, lists and dropdowns', async () => {
    const first = await add(boss, {
      name: name(),
      kind: 'MATERIAL',
      notAllowNegative: true,
      operableType: ['MATERIAL_IN', 'MATERIAL_OUT'],
    });
    expect(first.code).toBe(0);
    const second = await add(boss, { name: name() });
    expect(second.code).toBe(0);
    const detail = await boss.call('GET', 'fac/storehouse/detail', { id: first.data.id });
    // The first storehouse of a factory becomes its default.
    expect(detail.data).toMatchObject({
      kind: 'MATERIAL',
      notAllowNegativeMaterial: true,
      notAllowNegativeGoods: true,
      operableType: ['MATERIAL_IN', 'MATERIAL_OUT'],
      isDefault: true,
    });
    const secondDetail = (await boss.call('GET', 'fac/storehouse/detail', { id: second.data.id })).data;
    expect(secondDetail).toMatchObject({ kind: 'MIXED', isDefault: false });
    expect(secondDetail.operableType).toContain('GOODS_OUT');

    const renamed = name();
    const upd = await boss.call('POST', 'fac/storehouse/updateStorehouse', {
      id: second.data.id,
      name: renamed,
      kind: 'GOODS',
      notAllowNegativeMaterial: false,
      notAllowNegativeGoods: true,
      operableType: ['GOODS_IN', 'GOODS_OUT', 'DEFECTIVE'],
      isDefault: true,
    });
    expect(upd.code).toBe(0);
    const all = (await boss.call('GET', 'fac/storehouse/getStorehousesByUnitId')).data;
    expect(all.filter((s: { isDefault: boolean }) => s.isDefault).map((s: { id: string }) => s.id)).toEqual([second.data.id]);
    expect(all.find((s: { id: string }) => s.id === second.data.id)).toMatchObject({
      name: renamed,
      kind: 'GOODS',
      notAllowNegativeMaterial: false,
      notAllowNegativeGoods: true,
    });

    expect((await boss.call('POST', 'fac/storehouse/setDefault', { id: first.data.id })).code).toBe(0);
    const page = await boss.call('POST', 'fac/storehouse/queryStorehousePage', { pageNo: 1, pageSize: 10 });
    expect(page.data.totalCount).toBe(2);
    expect(page.data.list[0]).toMatchObject({ id: first.data.id, isDefault: true });
    expect(
      (await boss.call('POST', 'fac/storehouse/queryStorehousePage', { pageNo: 1, pageSize: 10, keyword: renamed })).data
        .totalCount,
    ).toBe(1);

    const options = await boss.call('POST', 'commonDropDownList/getStroehouseByUnitId');
    expect(options.data).toContainEqual({ id: first.data.id, name: expect.any(String) });
    expect(Object.keys(options.data[0]).sort()).toEqual(['id', 'name']);
    // The select searches on the server as the clerk types (a long list is drawn a few rows at a time).
    const searched = await boss.call('POST', 'commonDropDownList/getStroehouseByUnitId', {
      keyword: renamed.slice(1).toUpperCase(),
    });
    expect(searched.data.map((s: { id: string }) => s.id)).toEqual([second.data.id]);
    const ofUnit = await boss.call('GET', `storehouses/${boss.unitId}`);
    expect(ofUnit.data.map((s: { id: string }) => s.id).sort()).toEqual([first.data.id, second.data.id].sort());
    const foreign = await boss.call('GET', `storehouses/${intruder.unitId}`);
    expect(foreign.code).toBe(40302);
  });

  it('a new storehouse forbids negative stock of both kinds; each switch is set on its own and kept when absent', async () => {
    const plain = (await add(boss, { name: name() })).data.id;
    const detail = async (id: string) => (await boss.call('GET', 'fac/storehouse/detail', { id })).data;
    expect(await detail(plain)).toMatchObject({ notAllowNegativeMaterial: true, notAllowNegativeGoods: true });

    const goodsOnly = (await add(boss, { name: name(), notAllowNegativeMaterial: false })).data.id;
    expect(await detail(goodsOnly)).toMatchObject({ notAllowNegativeMaterial: false, notAllowNegativeGoods: true });
    const materialOnly = (await add(boss, { name: name(), notAllowNegativeGoods: false })).data.id;
    expect(await detail(materialOnly)).toMatchObject({ notAllowNegativeMaterial: true, notAllowNegativeGoods: false });
    // The original client's single switch sets both kinds; a per-kind field beside it wins for its kind.
    const legacy = (await add(boss, { name: name(), notAllowNegative: false, notAllowNegativeGoods: true })).data.id;
    expect(await detail(legacy)).toMatchObject({ notAllowNegativeMaterial: false, notAllowNegativeGoods: true });

    // An edit that leaves the switches out keeps them (the original client's rename sends name and id only).
    const before = await detail(goodsOnly);
    const renamed = name();
    const upd = await boss.call('POST', 'fac/storehouse/updateStorehouse', { id: goodsOnly, name: renamed });
    expect(upd.code).toBe(0);
    expect(await detail(goodsOnly)).toMatchObject({
      name: renamed,
      notAllowNegativeMaterial: before.notAllowNegativeMaterial,
      notAllowNegativeGoods: before.notAllowNegativeGoods,
    });
    const flipped = await boss.call('POST', 'fac/storehouse/updateStorehouse', {
      id: goodsOnly,
      name: renamed,
      notAllowNegativeMaterial: true,
      notAllowNegativeGoods: false,
    });
    expect(flipped.code).toBe(0);
    expect(await detail(goodsOnly)).toMatchObject({ notAllowNegativeMaterial: true, notAllowNegativeGoods: false });
    const bad = await add(boss, { name: name(), notAllowNegativeMaterial: 'yes' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field)).toEqual(['notAllowNegativeMaterial']);
  });

  it('refuses duplicate names and bad input, writing nothing', async () => {
    const taken = name();
    expect((await add(boss, { name: taken })).code).toBe(0);
    expect((await add(boss, { name: taken })).code).toBe(40901);
    const before = (await boss.call('POST', 'fac/storehouse/queryStorehousePage', { pageSize: 100 })).data.totalCount;
    const bad = await add(boss, { name: 'x'.repeat(16), kind: 'SHOES', operableType: ['FLY'] });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['kind', 'name', 'operableType.0']);
    expect((await boss.call('POST', 'fac/storehouse/queryStorehousePage', { pageSize: 100 })).data.totalCount).toBe(before);
  });

  it('refuses to delete a used storehouse and deletes an unused one', async () => {
    const used = (await add(boss, { name: name() })).data.id;
    usedIds.add(used);
    const refused = await boss.call('POST', 'fac/storehouse/deleteStorehouse', { id: used });
    expect(refused.code).toBe(40903);
    expect(refused.data.totalCount).toBe(1);
    expect((await boss.call('GET', 'fac/storehouse/detail', { id: used })).code).toBe(0);
    const free = (await add(boss, { name: name() })).data.id;
    expect((await boss.call('GET', 'fac/storehouse/deleteStorehouse', { id: free })).code).toBe(0);
    expect((await boss.call('GET', 'fac/storehouse/detail', { id: free })).code).toBe(40402);
  });

  it('keeps other factories out and checks permissions and sessions', async () => {
    const id = (await add(boss, { name: name() })).data.id;
    const body = { id, name: name() };
    expect((await intruder.call('GET', 'fac/storehouse/detail', { id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/storehouse/updateStorehouse', body)).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/storehouse/setDefault', { id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/storehouse/deleteStorehouse', { id })).code).toBe(40402);
    expect(
      (await intruder.call('GET', 'fac/storehouse/getStorehousesByUnitId')).data.map((s: { id: string }) => s.id),
    ).not.toContain(id);
    expect(
      (await intruder.call('POST', 'commonDropDownList/getStroehouseByUnitId')).data.map((s: { id: string }) => s.id),
    ).not.toContain(id);
    for (const [url, payload] of [
      ['fac/storehouse/addStorehouse', { name: name() }],
      ['fac/storehouse/updateStorehouse', body],
      ['fac/storehouse/setDefault', { id }],
      ['fac/storehouse/deleteStorehouse', { id }],
    ] as const) {
      const refused = await powerless.call('POST', url, payload);
      expect(refused.code).toBe(40301);
      expect(refused.msg).toBe('抱歉，您没有操作权限');
      expect((await call(h.app, 'POST', url, payload)).code).toBe(440);
    }
    for (const [method, url] of [
      ['POST', 'fac/storehouse/queryStorehousePage'],
      ['GET', 'fac/storehouse/getStorehousesByUnitId'],
      ['POST', 'commonDropDownList/getStroehouseByUnitId'],
      ['GET', `storehouses/${boss.unitId}`],
    ] as const)
      expect((await call(h.app, method, url, method === 'POST' ? {} : undefined)).code).toBe(440);
    expect((await boss.call('GET', 'fac/storehouse/detail', { id })).data.name).not.toBe(body.name);
  });
});

describe('migration 202611250100 (negative stock per kind)', () => {
  it('existing storehouses keep their single switch for both kinds; new ones forbid both; down restores the switch', async () => {
    const handle = await openDatabase({});
    try {
      // Migrations are written for any schema (Kysely<unknown>); this database has only the table below.
      const db = handle.db as unknown as Kysely<unknown>;
      // The storehouse columns this migration touches, as 202611221310 created them.
      await sql`create table storehouse (id int primary key, not_allow_negative boolean not null default false)`.execute(db);
      await sql`insert into storehouse (id, not_allow_negative) values (1, true), (2, false)`.execute(db);
      await splitNegative.up(db);
      await sql`insert into storehouse (id) values (3)`.execute(db);
      const rows = await sql<{ id: number; material: boolean; goods: boolean }>`
        select id, not_allow_negative_material as material, not_allow_negative_goods as goods from storehouse order by id
      `.execute(db);
      expect(rows.rows).toEqual([
        { id: 1, material: true, goods: true },
        { id: 2, material: false, goods: false },
        { id: 3, material: true, goods: true },
      ]);
      await splitNegative.down(db);
      const back = await sql<{
        id: number;
        notAllowNegative: boolean;
      }>`select id, not_allow_negative from storehouse order by id`.execute(db);
      expect(back.rows.map((r) => r.notAllowNegative)).toEqual([true, false, true]);
    } finally {
      await handle.close();
    }
  });
});
