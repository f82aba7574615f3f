import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

// A medium category (中类 of the goods category tree) that size categories or code ratios hang off is not deleted.
let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'medium');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.goods.list']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

let n = 0;
const uniq = (p: string) => `${p}${++n}`;
const ok = async (c: Client, method: 'GET' | 'POST', url: string, body?: object) => {
  const res = await c.call(method, url, body);
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const medium = async () => {
  const big = (await ok(boss, 'POST', 'fac/goods/category/add', { name: uniq('女装') })).id as string;
  return (await ok(boss, 'POST', 'fac/goods/category/add', { name: uniq('上衣'), parentId: big })).id as string;
};
const sizes = async () => {
  const ids: string[] = [];
  for (const name of ['S', 'M'])
    ids.push((await ok(boss, 'POST', 'fac/common/settings/addCommonSkuAttr', { type: 'SIZE', name: uniq(name) })).id);
  return ids;
};
const mediumExists = async (id: string) => JSON.stringify(await ok(boss, 'GET', 'fac/goods/category/tree')).includes(`"${id}"`);

describe('deleting a medium category', () => {
  it('is refused with 40903 naming the size categories and code ratios that use it; nothing is deleted', async () => {
    const mid = await medium();
    const sizeIds = await sizes();
    const categoryName = uniq('上衣码');
    const category = await ok(boss, 'POST', 'goodsAttrSizeCategory/config/add', {
      category: categoryName,
      sizeIds,
      attrIds: [mid],
    });
    const ratioName = uniq('均码比');
    await ok(boss, 'POST', 'codeRatioCategory/config/add', {
      name: ratioName,
      sizeCategoryId: category.id,
      attrIds: [mid],
      sizeCodeRatioCateList: sizeIds.map((sizeId) => ({ sizeId, ratio: 1 })),
    });

    const refused = await boss.call('POST', 'fac/goods/category/delete', { id: mid });
    expect(refused.code).toBe(40903);
    expect(refused.msg).toContain(categoryName);
    expect(refused.msg).toContain(ratioName);
    expect(refused.data.users.map((u: { kind: string; name: string }) => `${u.kind}:${u.name}`)).toEqual([
      `SIZE_CATEGORY:${categoryName}`,
      `CODE_RATIO:${ratioName}`,
    ]);
    expect(await mediumExists(mid)).toBe(true);
  });

  it('goes through once nothing uses it', async () => {
    const mid = await medium();
    const sizeIds = await sizes();
    const name = uniq('裤码');
    const category = await ok(boss, 'POST', 'goodsAttrSizeCategory/config/add', { category: name, sizeIds, attrIds: [mid] });
    expect((await boss.call('POST', 'fac/goods/category/delete', { id: mid })).code).toBe(40903);
    await ok(boss, 'POST', 'goodsAttrSizeCategory/config/update', { id: category.id, category: name, sizeIds, attrIds: [] });
    expect((await boss.call('POST', 'fac/goods/category/delete', { id: mid })).code).toBe(0);
    expect(await mediumExists(mid)).toBe(false);
  });

  it('another factory, no session, no permission, bad input: refused, the medium stays', async () => {
    const mid = await medium();
    await ok(boss, 'POST', 'goodsAttrSizeCategory/config/add', {
      category: uniq('裙码'),
      sizeIds: await sizes(),
      attrIds: [mid],
    });
    expect((await intruder.call('POST', 'fac/goods/category/delete', { id: mid })).code).toBe(40402);
    expect((await call(h.app, 'POST', 'fac/goods/category/delete', { id: mid })).code).toBe(440);
    const refused = await powerless.call('POST', 'fac/goods/category/delete', { id: mid });
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('抱歉，您没有操作权限');
    const bad = await boss.call('POST', 'fac/goods/category/delete', {});
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('id');
    expect(await mediumExists(mid)).toBe(true);
  });
});
