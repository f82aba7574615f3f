import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let other: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'region');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const second = await createFactory(h.db, 'other');
  other = await signIn(h.app, second.boss.loginName, second.boss.password);
});
afterAll(() => h.close());

const hangzhouXihu = { provinceId: '330000', cityId: '330100', areaId: '330106' };
const countSuppliers = async () =>
  Number(
    (
      await h.db
        .selectFrom('supplier')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('public/getPosition', () => {
  it('lists the provinces without a session, cached by the browser', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/v1/api/public/getPosition' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const list = res.json().data.positionList;
    expect(list).toHaveLength(34);
    expect(list).toContainEqual({ id: '330000', name: '浙江省', parentId: null, level: 1, isLeaf: false });
  });
  it('lists the cities of a province and the districts of a city', async () => {
    const cities = await call(h.app, 'GET', 'public/getPosition', { id: '330000' });
    expect(cities.data.positionList).toContainEqual({
      id: '330100',
      name: '杭州市',
      parentId: '330000',
      level: 2,
      isLeaf: false,
    });
    const districts = await call(h.app, 'GET', 'public/getPosition', { id: '330100' });
    expect(districts.data.positionList).toContainEqual({
      id: '330106',
      name: '西湖区',
      parentId: '330100',
      level: 3,
      isLeaf: true,
    });
    const below = await call(h.app, 'GET', 'public/getPosition', { id: '330106' });
    expect(below.data.positionList).toEqual([]);
  });
  it('refuses a malformed code naming the field and answers 40402 for an unknown one', async () => {
    const bad = await call(h.app, 'GET', 'public/getPosition', { id: '33' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('id');
    const unknown = await call(h.app, 'GET', 'public/getPosition', { id: '990000' });
    expect(unknown.code).toBe(40402);
  });
});

describe('region/tree', () => {
  it('answers every province with its cities and districts', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/v1/api/region/tree' });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const tree = res.json().data as { code: string; name: string; children: { code: string; children: unknown[] }[] }[];
    expect(tree).toHaveLength(34);
    const zhejiang = tree.find((p) => p.code === '330000');
    expect(zhejiang?.name).toBe('浙江省');
    const hangzhou = zhejiang?.children.find((c) => c.code === '330100');
    expect(hangzhou?.children).toContainEqual({ code: '330106', name: '西湖区' });
    // Every city has its districts: the cascader always offers three levels.
    expect(tree.every((p) => p.children.length > 0 && p.children.every((c) => c.children.length > 0))).toBe(true);
  });
});

describe('a supplier with a region', () => {
  it('round-trips its province, city and district codes through insert, view, list and update', async () => {
    const created = await boss.call('POST', 'supplier/insert', { name: '西湖布行', ...hangzhouXihu });
    expect(created.code).toBe(0);
    const view = await boss.call('GET', 'supplier/view', { id: created.data.id });
    expect(view.data).toMatchObject(hangzhouXihu);
    const list = await boss.call('POST', 'supplier/page', { keyword: '西湖布行', pageNo: 1, pageSize: 10 });
    expect(list.data.list[0]).toMatchObject(hangzhouXihu);
    const moved = { provinceId: '440000', cityId: '441900', areaId: '441901' };
    const updated = await boss.call('POST', 'supplier/update', {
      id: created.data.id,
      version: view.data.version,
      name: '西湖布行',
      ...moved,
    });
    expect(updated.code).toBe(0);
    expect((await boss.call('GET', 'supplier/view', { id: created.data.id })).data).toMatchObject(moved);
    // Another factory does not see it.
    expect((await other.call('GET', 'supplier/view', { id: created.data.id })).code).toBe(40402);
  });
  it.each([
    [{ provinceId: '330000', cityId: '440100', areaId: null }, 'cityId'],
    [{ provinceId: '330000', cityId: '330100', areaId: '441901' }, 'areaId'],
    [{ provinceId: '999999' }, 'provinceId'],
    [{ cityId: '330100' }, 'cityId'],
  ])('refuses %j naming %s and writes nothing', async (codes, field) => {
    const before = await countSuppliers();
    const res = await boss.call('POST', 'supplier/insert', { name: `错地区${field}`, ...codes });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe(field);
    expect(await countSuppliers()).toBe(before);
  });
  it('refuses a wrong region on an outside factory and on the factory info', async () => {
    const outside = await boss.call('POST', 'outside/factory/insert', {
      name: '错地区加工厂',
      provinceId: '330000',
      cityId: '441900',
    });
    expect(outside.code).toBe(40001);
    expect(outside.data.errors[0].field).toBe('cityId');
    const info = await boss.call('GET', 'fac/getFacInfo');
    const saved = await boss.call('POST', 'fac/updateFacInfo', { name: info.data.name, provinceId: '330000', areaId: '330106' });
    expect(saved.code).toBe(40001);
    expect(saved.data.errors[0].field).toBe('areaId');
  });
});
