import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary, uniq, type Library } from './goods-library.js';
import { call, createFactory, signIn, startHarness, type Client, type Harness } from './harness.js';

/**
 * What a clerk found (issue 9, part 8): values silently changed on save. Each is now refused with a message naming
 * the field and the rule, in the user's language, and nothing is written.
 */

let h: Harness;
let boss: Client;
let lib: Library;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'plain');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  lib = await makeLibrary(boss, 2, 2, 0);
});
afterAll(() => h.close());

const S = 'fac/common/settings';
/** The same call in English (the Lang header the web sends). */
const inEnglish = (method: 'POST' | 'PUT', url: string, body: unknown) =>
  call(h.app, method, url, body, { cookie: `sid=${boss.sid}`, lang: 'en' });
const count = async (table: 'skuAttr' | 'goodsStyle' | 'material') =>
  Number(
    (
      await h.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a colour sort order that is not a number', () => {
  it('"abc" is refused naming 排序 (never saved as 0); blank takes the next number', async () => {
    const before = await count('skuAttr');
    const group = (await boss.call('POST', `${S}/Category`, { name: uniq('组') })).data.id;
    const colour = { type: 'COLOR', name: uniq('红'), categoryId: group };
    const abc = await boss.call('POST', `${S}/addCommonSkuAttr`, { ...colour, sort: 'abc' });
    expect(abc.code).toBe(40001);
    expect(abc.msg).toBe('排序：请输入数字');
    expect(abc.data.errors).toEqual([{ field: 'sort', message: '排序：请输入数字' }]);
    expect((await inEnglish('POST', `${S}/addCommonSkuAttr`, { ...colour, sort: -1 })).msg).toBe(
      'Sort order must not be negative',
    );
    expect((await boss.call('POST', `${S}/addCommonSkuAttr`, { ...colour, sort: 100000 })).msg).toBe('排序最大为 99999');
    expect(await count('skuAttr')).toBe(before);

    const blank = await boss.call('POST', `${S}/addCommonSkuAttr`, { ...colour, sort: null });
    expect(blank.code, blank.msg).toBe(0);
    expect(blank.data.sort).toBeGreaterThan(0);
    const edit = await boss.call('POST', `${S}/updateCommonSkuAttr`, {
      id: blank.data.id,
      name: colour.name,
      categoryId: group,
      sort: '',
    });
    expect(edit.code, edit.msg).toBe(0);
    expect(edit.data.sort).toBe(blank.data.sort);
  });
});

describe('goods style prices and year', () => {
  const style = (over: Record<string, unknown>) => ({
    styleName: uniq('衬衫'),
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
    ...over,
  });

  it('a sales price of -10 is refused naming 销售价 (never saved as 0.00)', async () => {
    const before = await count('goodsStyle');
    const res = await boss.call('POST', 'fac/goods/addFacGoodsStyle', style({ price: '-10' }));
    expect(res.code).toBe(40001);
    expect(res.msg).toBe('销售价不能为负数');
    expect(res.data.errors[0].field).toBe('price');
    expect((await inEnglish('POST', 'fac/goods/addFacGoodsStyle', style({ retailPrice: '12.345' }))).msg).toBe(
      'Tag price may have at most 2 decimals',
    );
    expect(await count('goodsStyle')).toBe(before);
  });

  it('a year of 99999999999 is refused naming 年份 and its maximum; a real year is kept', async () => {
    const before = await count('goodsStyle');
    const res = await boss.call('POST', 'fac/goods/addFacGoodsStyle', style({ year: '99999999999' }));
    expect(res.code).toBe(40001);
    expect(res.msg).toBe('年份最大为 2100');
    expect((await boss.call('POST', 'fac/goods/addFacGoodsStyle', style({ year: '二〇二六' }))).msg).toBe('年份：请输入数字');
    expect(await count('goodsStyle')).toBe(before);
    const ok = await boss.call('POST', 'fac/goods/addFacGoodsStyle', style({ year: '2026', price: '199.00' }));
    expect(ok.code, ok.msg).toBe(0);
  });
});

describe('a material whose 克重 is not a number', () => {
  it('"abc" is refused naming 克重; nothing written', async () => {
    const kind = await boss.call('POST', 'fac/materials/kinds/add', { no: 'PE1', name: uniq('面料') });
    const spec = await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: '150cm' });
    const before = await count('material');
    const material = {
      kindId: kind.data.id,
      name: uniq('全棉布'),
      weight: 'abc',
      skus: [{ colorName: '红色', specificationsId: spec.data.id, stockUnit: '米' }],
    };
    const res = await boss.call('POST', 'fac/materials/addMaterials', material);
    expect(res.code).toBe(40001);
    expect(res.msg).toBe('克重：请输入数字');
    expect(res.data.errors[0].field).toBe('weight');
    expect((await inEnglish('POST', 'fac/materials/addMaterials', { ...material, weight: '-200' })).msg).toBe(
      'Gram weight must not be negative',
    );
    expect(await count('material')).toBe(before);
  });
});

describe('line errors name their row', () => {
  it('a bad quantity on the second line reads 第2行 and the field, the path kept for callers', async () => {
    const res = await boss.call('POST', 'fac/materials/addMaterials', {
      kindId: '1',
      name: 'x',
      skus: [
        { colorName: '红', specificationsId: '1', stockUnit: '米' },
        { colorName: '蓝', specificationsId: '1', stockUnit: '米', conversionRate: '-3' },
      ],
    });
    expect(res.code).toBe(40001);
    expect(res.data.errors).toContainEqual({ field: 'skus.1.conversionRate', message: '第2行 转化率不能为负数' });
  });
});
