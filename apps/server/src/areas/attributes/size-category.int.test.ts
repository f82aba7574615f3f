import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { registerMediumCategorySource, registerSizeCategoryUsage, sizesOfSizeCategory } from './index.js';

let h: Harness;
const undo: (() => void)[] = [];
let boss: Client;
let intruder: Client;
let powerless: Client;
let unitId: string;
const blockedCategories = new Set<string>();

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'size');
  unitId = factory.unitId;
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.specLibrary.edit']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  // What the goods area will register: its medium categories, and its styles as users of a category.
  undo.push(
    registerMediumCategorySource(async (_db, unit) =>
      unit === unitId
        ? [
            { attrId: 'M1', name: '上衣' },
            { attrId: 'M2', name: '裤子' },
            { attrId: 'M3', name: '裙子' },
          ]
        : [],
    ),
    registerSizeCategoryUsage(async (_db, _unit, id) =>
      blockedCategories.has(id) ? [{ kind: 'STYLE', id: '1', label: 'K001' }] : [],
    ),
  );
});
afterAll(async () => {
  for (const done of undo) done();
  await h.close();
});

let n = 0;
const uniq = (p: string) => `${p}${++n}`;
const C = 'goodsAttrSizeCategory/config';

async function sizes(client: Client, names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const res = await client.call('POST', 'fac/common/settings/addCommonSkuAttr', { type: 'SIZE', name: uniq(name) });
    expect(res.code).toBe(0);
    ids.push(res.data.id);
  }
  return ids;
}

describe('size categories', () => {
  it('add, list, update order, sizes by category or medium category, medium lists, delete', async () => {
    const [s, m, l, xl] = await sizes(boss, ['S', 'M', 'L', 'XL']);
    const added = await boss.call('POST', `${C}/add`, { category: '上衣码', sizeIds: [s, m, l], attrIds: ['M1'] });
    expect(added.code).toBe(0);
    const id = added.data.categoryId;
    expect(added.data.sizeList.map((x: { id: string }) => x.id)).toEqual([s, m, l]);

    // A new size can join the category at its end.
    const joined = await boss.call('POST', 'fac/common/settings/addCommonSkuAttr', {
      type: 'SIZE',
      name: uniq('XXL'),
      sizeCategoryIds: [id],
    });
    const info = await boss.call('GET', 'fac/goods/getSizeInfoByCategoryMediumId', { categoryId: id });
    expect(info.data.map((x: { id: string }) => x.id)).toEqual([s, m, l, joined.data.id]);

    const updated = await boss.call('POST', `${C}/update`, {
      id,
      category: '上衣码',
      sizeIds: [xl, l, m, s],
      attrIds: ['M1', 'M2'],
    });
    expect(updated.data.sizeList.map((x: { id: string }) => x.id)).toEqual([xl, l, m, s]);
    expect(updated.data.attrIds).toEqual(['M1', 'M2']);
    const byMedium = await boss.call('GET', 'fac/goods/getSizeInfoByCategoryMediumId', { attrId: 'M2' });
    expect(byMedium.data.map((x: { id: string }) => x.id)).toEqual([xl, l, m, s]);
    expect((await boss.call('GET', 'fac/goods/getSizeInfoByCategoryMediumId', { attrId: 'M3' })).data).toEqual([]);

    // Stop-used sizes leave the picker list but stay in the category (readable).
    await boss.call('POST', 'fac/common/settings/stopUse', { id: xl });
    expect(
      (await boss.call('GET', 'fac/goods/getSizeInfoByCategoryMediumId', { categoryId: id })).data.map(
        (x: { id: string }) => x.id,
      ),
    ).toEqual([l, m, s]);
    expect((await sizesOfSizeCategory(h.db, unitId, id, { includeStopped: true })).map((x) => x.id)).toEqual([xl, l, m, s]);

    const used = await boss.call('GET', `${C}/categoryMediumUsedList`);
    expect(used.data).toEqual([
      { attrId: 'M1', categoryId: id, category: '上衣码', name: '上衣' },
      { attrId: 'M2', categoryId: id, category: '上衣码', name: '裤子' },
    ]);
    expect((await boss.call('GET', `${C}/categoryMediumNotUsedList`)).data).toEqual([{ attrId: 'M3', name: '裙子' }]);

    const list = await boss.call('POST', `${C}/list`, {});
    expect(list.data.find((c: { id: string }) => c.id === id)).toMatchObject({ categoryId: id, category: '上衣码' });
    const common = await boss.call('GET', 'commonSizeCatagory/list');
    expect(common.data.commonSizeCategoryList.map((c: { id: string }) => c.id)).toContain(id);
    expect((await boss.call('GET', 'commonSizeCatagory/getClassifyList')).data).toContainEqual({
      categoryId: id,
      category: '上衣码',
    });

    expect((await boss.call('GET', `${C}/delete`, { id })).code).toBe(0);
    expect((await boss.call('GET', 'fac/goods/getSizeInfoByCategoryMediumId', { categoryId: id })).code).toBe(40402);
  });

  it('refuses duplicates, a taken medium category, unknown sizes, and deleting while used', async () => {
    const [a, b] = await sizes(boss, ['A', 'B']);
    const name = uniq('组');
    const first = await boss.call('POST', `${C}/add`, { category: name, sizeIds: [a, b], attrIds: ['M3'] });
    const dup = await boss.call('POST', `${C}/add`, { category: name, sizeIds: [a] });
    expect(dup.code).toBe(40901);
    expect(dup.msg).toBe('尺码组名称已存在');
    expect(dup.data.errors[0].field).toBe('category');
    const taken = await boss.call('POST', `${C}/add`, { category: uniq('组'), sizeIds: [a], attrIds: ['M3'] });
    expect(taken.code).toBe(40901);
    expect(taken.data.errors[0].field).toBe('attrIds');
    expect((await boss.call('POST', `${C}/add`, { category: uniq('组'), sizeIds: [a], attrIds: ['NOPE'] })).code).toBe(40402);
    expect((await boss.call('POST', `${C}/add`, { category: uniq('组'), sizeIds: [a, a] })).data.errors[0].field).toBe('sizeIds');
    const colorGroup = await boss.call('POST', 'fac/common/settings/Category', { name: uniq('色组') });
    const color = await boss.call('POST', 'fac/common/settings/addCommonSkuAttr', {
      type: 'COLOR',
      name: uniq('红'),
      categoryId: colorGroup.data.id,
    });
    expect((await boss.call('POST', `${C}/add`, { category: uniq('组'), sizeIds: [color.data.id] })).code).toBe(40402);

    blockedCategories.add(first.data.id);
    const refused = await boss.call('POST', `${C}/delete`, { id: first.data.id });
    expect(refused.code).toBe(40903);
    expect(refused.data.usages).toHaveLength(1);
    blockedCategories.delete(first.data.id);
    const ratio = await boss.call('POST', 'codeRatioCategory/config/add', {
      name: uniq('码比'),
      sizeCategoryId: first.data.id,
      sizeCodeRatioCateList: [{ sizeId: a, ratio: 1 }],
    });
    expect(ratio.code).toBe(0);
    expect((await boss.call('POST', `${C}/delete`, { id: first.data.id })).data.codeRatios).toBe(1);
    await boss.call('GET', 'codeRatioCategory/config/delete', { id: ratio.data.id });
    expect((await boss.call('POST', `${C}/delete`, { id: first.data.id })).code).toBe(0);
  });

  it('bad input: 40001 naming the field, nothing written', async () => {
    const before = (await boss.call('POST', `${C}/list`, {})).data.length;
    const bad = await boss.call('POST', `${C}/add`, { category: '', sizeIds: [] });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['category', 'sizeIds']);
    expect((await boss.call('GET', 'fac/goods/getSizeInfoByCategoryMediumId', {})).data.errors[0].field).toBe('categoryId');
    expect((await boss.call('GET', `${C}/delete`, { id: 'x' })).data.errors[0].field).toBe('id');
    expect((await boss.call('POST', `${C}/list`, {})).data.length).toBe(before);
  });

  it('keeps other factories out, checks permissions and sessions', async () => {
    const [a] = await sizes(boss, ['P']);
    const cat = (await boss.call('POST', `${C}/add`, { category: uniq('组'), sizeIds: [a] })).data;
    expect((await intruder.call('POST', `${C}/update`, { id: cat.id, category: 'x', sizeIds: [a] })).code).toBe(40402);
    expect((await intruder.call('GET', `${C}/delete`, { id: cat.id })).code).toBe(40402);
    expect((await intruder.call('POST', `${C}/add`, { category: uniq('组'), sizeIds: [a] })).code).toBe(40402);
    expect((await intruder.call('GET', 'fac/goods/getSizeInfoByCategoryMediumId', { categoryId: cat.id })).code).toBe(40402);
    expect((await intruder.call('POST', `${C}/list`, {})).data).toEqual([]);
    expect((await intruder.call('GET', `${C}/categoryMediumUsedList`)).data).toEqual([]);
    expect((await intruder.call('GET', `${C}/categoryMediumNotUsedList`)).data).toEqual([]);
    expect((await intruder.call('GET', 'commonSizeCatagory/list')).data.commonSizeCategoryList).toEqual([]);
    expect((await intruder.call('GET', 'commonSizeCatagory/getClassifyList')).data).toEqual([]);
    expect((await boss.call('GET', 'fac/goods/getSizeInfoByCategoryMediumId', { categoryId: cat.id })).data).toHaveLength(1);

    const writes = [
      ['POST', `${C}/add`, { category: uniq('组'), sizeIds: [a] }],
      ['POST', `${C}/update`, { id: cat.id, category: 'x', sizeIds: [a] }],
      ['GET', `${C}/delete`, { id: cat.id }],
      ['POST', `${C}/delete`, { id: cat.id }],
    ] as const;
    for (const [method, url, body] of writes) {
      const refused = await powerless.call(method, url, body);
      expect(refused.code).toBe(40301);
      expect(refused.msg).toBe('抱歉，您没有操作权限');
      expect((await call(h.app, method, url, body)).code).toBe(440);
    }
    const reads = [
      ['POST', `${C}/list`, {}],
      ['GET', `${C}/categoryMediumUsedList`, undefined],
      ['GET', `${C}/categoryMediumNotUsedList`, undefined],
      ['GET', 'commonSizeCatagory/list', undefined],
      ['GET', 'commonSizeCatagory/getClassifyList', undefined],
      ['GET', 'fac/goods/getSizeInfoByCategoryMediumId', { categoryId: cat.id }],
    ] as const;
    for (const [method, url, body] of reads) {
      expect((await powerless.call(method, url, body)).code).toBe(0);
      expect((await call(h.app, method, url, body)).code).toBe(440);
    }
  });
});
