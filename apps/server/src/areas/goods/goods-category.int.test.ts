import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary, uniq, type Library } from '../../../test/goods-library.js';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let reader: Client;
let lib: Library;
const NO_PERMISSION = '抱歉，您没有操作权限';
const base = 'fac/goods/category';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'cat');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const listOnly = await createStaff(h.db, factory, ['fac.goods.list']);
  reader = await signIn(h.app, listOnly.loginName, listOnly.password);
  lib = await makeLibrary(boss, 2, 2, 0);
});
afterAll(() => h.close());

const add = async (name: string, parentId?: string, c: Client = boss) => {
  const res = await c.call('POST', `${base}/add`, { name, ...(parentId ? { parentId } : {}) });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
};
/** 女装 / 上衣 / T恤 with a unique big-category name. */
const chain = async () => {
  const big = await add(uniq('女装'));
  const mid = await add('上衣', big);
  const small = await add('T恤', mid);
  return { big, mid, small };
};
const countCategories = async () =>
  Number(
    (
      await h.db
        .selectFrom('goodsCategory')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const tree = async (c: Client = boss) => (await c.call('GET', `${base}/tree`)).data;
const findNode = (nodes: any[], id: string): any => nodes.map((n) => (n.id === id ? n : findNode(n.children, id))).find(Boolean);
const addStyle = async (over: Record<string, unknown>) =>
  boss.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleName: '衬衫',
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
    ...over,
  });

describe('category tree', () => {
  it('adds three levels, answers nested nodes with path names; a list-only user reads it', async () => {
    const { big, mid, small } = await chain();
    const nodes = await tree(reader);
    const n = findNode(nodes, big);
    expect(n).toMatchObject({ level: 1, parentId: null, isStopped: false });
    expect(n.children[0]).toMatchObject({ id: mid, level: 2, name: '上衣' });
    expect(n.children[0].children[0]).toMatchObject({ id: small, level: 3, pathName: `${n.name} / 上衣 / T恤` });
  });

  it('refuses a fourth level, a duplicate sibling name, and allows the same name under another parent', async () => {
    const { big, small } = await chain();
    const before = await countCategories();
    const deep = await boss.call('POST', `${base}/add`, { name: '圆领', parentId: small });
    expect(deep.code).toBe(40001);
    expect(deep.data.errors[0].field).toBe('parentId');
    const dup = await boss.call('POST', `${base}/add`, { name: '上衣', parentId: big });
    expect(dup.code).toBe(40901);
    expect(dup.data.errors[0].field).toBe('name');
    expect(await countCategories()).toBe(before);
    await add('上衣', await add(uniq('男装')));
  });

  it('renames (unique among siblings), stop-uses and sorts', async () => {
    const { big, mid } = await chain();
    const other = await add('裤子', big);
    expect((await boss.call('POST', `${base}/update`, { id: other, name: '上衣' })).code).toBe(40901);
    expect((await boss.call('POST', `${base}/update`, { id: other, name: '下装' })).code).toBe(0);
    expect((await boss.call('POST', `${base}/stopUse`, { id: mid, isStopped: true })).code).toBe(0);
    const sorted = await boss.call('POST', `${base}/sort`, { parentId: big, ids: [other, mid] });
    expect(sorted.code, sorted.msg).toBe(0);
    expect(findNode(sorted.data, big).children.map((c: any) => [c.name, c.isStopped])).toEqual([
      ['下装', false],
      ['上衣', true],
    ]);
    const partial = await boss.call('POST', `${base}/sort`, { parentId: big, ids: [other] });
    expect(partial.code).toBe(40001);
    expect(partial.data.errors[0].field).toBe('ids');
  });

  it('deletes a leaf; refuses while child categories or styles use it', async () => {
    const { big, mid, small } = await chain();
    expect((await boss.call('POST', `${base}/delete`, { id: mid })).code).toBe(40903);
    const style = await addStyle({ categoryId: small });
    expect(style.code, style.msg).toBe(0);
    const used = await boss.call('POST', `${base}/delete`, { id: small });
    expect(used.code).toBe(40903);
    expect(used.data.styleNos).toEqual([style.data.styleNo]);
    const leaf = await add('背心', mid);
    expect((await boss.call('POST', `${base}/delete`, { id: leaf })).code).toBe(0);
    expect(findNode(await tree(), big).children[0].children.map((c: any) => c.id)).toEqual([small]);
  });

  it('gives the medium categories to size categories (categoryMediumNotUsedList)', async () => {
    const { mid } = await chain();
    const list = (await boss.call('GET', 'goodsAttrSizeCategory/config/categoryMediumNotUsedList')).data;
    const m = list.find((x: any) => x.attrId === mid);
    expect(m.name).toMatch(/^女装.* \/ 上衣$/);
    expect(list.every((x: any) => x.attrId !== undefined)).toBe(true);
    expect(
      (await intruder.call('GET', 'goodsAttrSizeCategory/config/categoryMediumNotUsedList')).data.some(
        (x: any) => x.attrId === mid,
      ),
    ).toBe(false);
  });
});

describe('guards on every category call', () => {
  const writes = (id: string, parentId: string) =>
    [
      ['add', { name: '新品类', parentId }],
      ['update', { id, name: '改名' }],
      ['stopUse', { id, isStopped: true }],
      ['sort', { parentId, ids: [id] }],
      ['delete', { id }],
    ] as const;

  it('without a session answers 440', async () => {
    const { big, mid } = await chain();
    expect((await call(h.app, 'GET', `${base}/tree`)).code).toBe(440);
    for (const [path, body] of writes(mid, big))
      expect((await call(h.app, 'POST', `${base}/${path}`, body)).code, path).toBe(440);
  });

  it('without the permission answers 40301 and writes nothing', async () => {
    const { big, mid } = await chain();
    const before = await countCategories();
    const t = await powerless.call('GET', `${base}/tree`);
    expect([t.code, t.msg]).toEqual([40301, NO_PERMISSION]);
    for (const [path, body] of writes(mid, big)) {
      const res = await (path === 'add' || path === 'delete' ? reader : powerless).call('POST', `${base}/${path}`, body);
      expect([res.code, res.msg], path).toEqual([40301, NO_PERMISSION]);
    }
    expect(await countCategories()).toBe(before);
    expect(findNode(await tree(), mid)).toMatchObject({ name: '上衣', isStopped: false });
  });

  it("another factory's ids are not found and nothing changes", async () => {
    const { big, mid } = await chain();
    const before = await countCategories();
    expect(findNode(await tree(intruder), big)).toBeUndefined();
    for (const [path, body] of writes(mid, big)) {
      const res = await intruder.call('POST', `${base}/${path}`, body);
      expect(res.code, path).toBe(40402);
    }
    expect(await countCategories()).toBe(before);
    expect(findNode(await tree(), mid)).toMatchObject({ name: '上衣', isStopped: false });
  });

  it('bad input answers 40001 naming the field and writes nothing', async () => {
    const { big, mid } = await chain();
    const before = await countCategories();
    const cases = [
      ['add', { name: '', parentId: big }, 'name'],
      ['add', { name: 'x'.repeat(21) }, 'name'],
      ['add', { name: '好', parentId: 'abc' }, 'parentId'],
      ['update', { id: mid, name: ' ' }, 'name'],
      ['stopUse', { id: mid, isStopped: 'maybe' }, 'isStopped'],
      ['sort', { parentId: big, ids: [mid, mid] }, 'ids'],
      ['delete', { id: 'x' }, 'id'],
    ] as const;
    for (const [path, body, field] of cases) {
      const res = await boss.call('POST', `${base}/${path}`, body);
      expect(res.code, `${path} ${field}`).toBe(40001);
      expect(res.data.errors[0].field, `${path} ${field}`).toBe(field);
    }
    expect(await countCategories()).toBe(before);
  });
});

describe("a style's category", () => {
  it('is optional, any level, answered with its path in list and detail; change recorded', async () => {
    const { big, mid, small } = await chain();
    const plain = await addStyle({});
    expect(plain.code, plain.msg).toBe(0);
    const d0 = (await boss.call('GET', 'fac/goods/getFacGoodsStyle', { goodsId: plain.data.goodsId })).data;
    expect(d0).toMatchObject({ categoryId: null, categoryPath: null });

    const s = await addStyle({ categoryId: small });
    const d = (await boss.call('GET', 'fac/goods/getFacGoodsStyle', { goodsId: s.data.goodsId })).data;
    const bigName = findNode(await tree(), big).name;
    expect(d).toMatchObject({ categoryId: small, categoryPath: `${bigName} / 上衣 / T恤` });

    const upd = await boss.call('POST', 'fac/goods/updateFacGoodsStyle', {
      goodsId: d.goodsId,
      version: d.version,
      styleName: d.styleName,
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: lib.colorIds,
      sizeIds: lib.sizeIds,
      categoryId: big,
    });
    expect(upd.code, upd.msg).toBe(0);
    const rec = (await boss.call('POST', 'fac/goods/changeRecords', { goodsId: d.goodsId, pageNo: 1, pageSize: 10 })).data.list;
    expect(rec).toContainEqual(
      expect.objectContaining({ fieldName: '品类', previousValues: `${bigName} / 上衣 / T恤`, afterValues: bigName }),
    );

    const atMid = await addStyle({ categoryId: mid });
    const page = (ids: string[]) =>
      boss.call('POST', 'fac/goods/selectFacGoodsStyle', { pageNo: 1, pageSize: 50, categoryIds: ids });
    const underBig = (await page([big])).data;
    expect(underBig.list.map((r: any) => r.goodsId).sort()).toEqual([d.goodsId, atMid.data.goodsId].sort());
    expect(underBig.list.find((r: any) => r.goodsId === atMid.data.goodsId).categoryPath).toBe(`${bigName} / 上衣`);
    expect((await page([small])).data.totalCount).toBe(0);
  });

  it("refuses another factory's category and a newly chosen stop-used one; a kept stopped one stays", async () => {
    const { mid, small } = await chain();
    const foreign = await add(uniq('外厂'), undefined, intruder);
    const res = await addStyle({ categoryId: foreign });
    expect(res.code).toBe(40402);
    expect(res.data.errors[0].field).toBe('categoryId');
    const s = await addStyle({ categoryId: small });
    await boss.call('POST', `${base}/stopUse`, { id: mid, isStopped: true });
    const stopped = await addStyle({ categoryId: small });
    expect(stopped.code).toBe(40001);
    expect(stopped.data.errors[0].field).toBe('categoryId');
    const d = (await boss.call('GET', 'fac/goods/getFacGoodsStyle', { goodsId: s.data.goodsId })).data;
    const keep = await boss.call('POST', 'fac/goods/updateFacGoodsStyle', {
      goodsId: d.goodsId,
      version: d.version,
      styleName: '改名',
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: lib.colorIds,
      sizeIds: lib.sizeIds,
      categoryId: small,
    });
    expect(keep.code, keep.msg).toBe(0);
  });
});
