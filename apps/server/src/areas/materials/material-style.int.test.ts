import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary, type Library } from '../../../test/goods-library.js';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

// 关联商品款号: materials linked to goods styles; skulistByStyle answers the SKUs of the materials linked to one style.
let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let lib: Library;
let kindId: string;
let specId: string;
let foreignStyleId: string;
let n = 0;
const uniq = (p: string) => `${p}${++n}`;

const ok = async (c: Client, method: 'GET' | 'POST', url: string, body?: object) => {
  const res = await c.call(method, url, body);
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const style = async (c: Client = boss, l: Library = lib) =>
  (
    await ok(c, 'POST', 'fac/goods/addFacGoodsStyle', {
      styleName: uniq('衬衫'),
      sizeCategoryId: l.sizeCategoryId,
      colorIds: l.colorIds.slice(0, 1),
      sizeIds: l.sizeIds.slice(0, 1),
    })
  ).goodsId as string;
const material = async (styleIds: string[] | undefined, colors = ['红']) =>
  (await ok(boss, 'POST', 'fac/materials/addMaterials', {
    kindId,
    name: uniq('纽扣'),
    styleIds,
    skus: colors.map((colorName) => ({ colorName, specificationsId: specId, stockUnit: '个' })),
  })) as { id: string; commonMaterialsNo: string };
const review = async (id: string) => ok(boss, 'POST', 'uflo/common/materials/submit', { id });
const links = async () =>
  Number(
    (
      await h.db
        .selectFrom('materialStyle')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'matstyle');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const none = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, none.loginName, none.password);
  lib = await makeLibrary(boss, 1, 1, 0);
  foreignStyleId = await style(intruder, await makeLibrary(intruder, 1, 1, 0));
  kindId = (await ok(boss, 'POST', 'fac/materials/kinds/add', { no: 'FL', name: '辅料' })).id;
  specId = (await ok(boss, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: '18mm' })).id;
});
afterAll(() => h.close());

describe('linked goods styles', () => {
  it('are saved on add and edit, shown in the detail and filter the list', async () => {
    const [s1, s2] = [await style(), await style()];
    const { id } = await material([s1, s2, s1]);
    const d = await ok(boss, 'GET', 'fac/materials/getMaterialDetail', { id });
    expect(d.goodsStyleList.map((s: { id: string }) => s.id)).toEqual([s1, s2]);
    expect(d.goodsStyleList[0].styleNo).toMatch(/^KS/);
    const edited = {
      kindId,
      name: d.name,
      version: d.version,
      id,
      skus: d.commonMaterialsSkuList.map((s: { id: string }) => ({ ...s, specificationsId: specId })),
    };
    await ok(boss, 'POST', 'fac/materials/editMaterials', { ...edited, styleIds: [s2] });
    const again = await ok(boss, 'GET', 'fac/materials/getMaterialDetail', { id });
    expect(again.goodsStyleList.map((s: { id: string }) => s.id)).toEqual([s2]);
    // Left out on edit: unchanged.
    await ok(boss, 'POST', 'fac/materials/editMaterials', { ...edited, version: again.version });
    expect(
      (await ok(boss, 'GET', 'fac/materials/getMaterialDetail', { id })).goodsStyleList.map((s: { id: string }) => s.id),
    ).toEqual([s2]);
    const listed = await ok(boss, 'POST', 'fac/materials/listMaterials', { pageNo: 1, pageSize: 20, styleIds: [s2] });
    expect(listed.list.map((r: { materialId: string }) => r.materialId)).toEqual([id]);
    expect((await ok(boss, 'POST', 'fac/materials/listMaterials', { pageNo: 1, pageSize: 20, styleIds: [s1] })).totalCount).toBe(
      0,
    );
  });

  it("refuses another factory's style naming styleIds; nothing written", async () => {
    const before = await links();
    const res = await boss.call('POST', 'fac/materials/addMaterials', {
      kindId,
      name: uniq('纽扣'),
      styleIds: [foreignStyleId],
      skus: [{ colorName: '红', specificationsId: specId, stockUnit: '个' }],
    });
    expect(res.code).toBe(40402);
    expect(res.data.errors[0].field).toBe('styleIds');
    expect(await links()).toBe(before);
  });
});

describe('skulistByStyle', () => {
  it('answers the SKUs of the reviewed materials linked to the style, with the picker filters', async () => {
    const s = await style();
    const a = await material([s], ['红', '蓝']);
    const b = await material([s, await style()]);
    const draft = await material([s]);
    await material([await style()]);
    await review(a.id);
    await review(b.id);
    const page = await ok(boss, 'POST', 'fac/materials/skulistByStyle', { styleId: s, pageNo: 1, pageSize: 50 });
    expect(page.totalCount).toBe(3);
    expect(new Set(page.list.map((r: { materialId: string }) => r.materialId))).toEqual(new Set([a.id, b.id]));
    expect(page.list.every((r: { skuId: string | null }) => r.skuId)).toBe(true);
    const withDrafts = await ok(boss, 'POST', 'fac/materials/skulistByStyle', {
      styleId: s,
      pageNo: 1,
      pageSize: 50,
      reviewedOnly: false,
    });
    expect(withDrafts.list.map((r: { materialId: string }) => r.materialId)).toContain(draft.id);
    const byKeyWord = await ok(boss, 'POST', 'fac/materials/skulistByStyle', {
      styleId: s,
      pageNo: 1,
      pageSize: 50,
      keyWord: b.commonMaterialsNo,
    });
    expect(byKeyWord.list.map((r: { materialId: string }) => r.materialId)).toEqual([b.id]);
    expect(
      (await ok(boss, 'POST', 'fac/materials/skulistByStyle', { styleId: await style(), pageNo: 1, pageSize: 50 })).totalCount,
    ).toBe(0);
  });

  it("another factory's style 40402 naming styleId; 440; 40301; bad input 40001", async () => {
    const s = await style();
    await review((await material([s])).id);
    const foreign = await boss.call('POST', 'fac/materials/skulistByStyle', { styleId: foreignStyleId, pageNo: 1, pageSize: 20 });
    expect(foreign.code).toBe(40402);
    expect(foreign.data.errors[0].field).toBe('styleId');
    expect((await intruder.call('POST', 'fac/materials/skulistByStyle', { styleId: s, pageNo: 1, pageSize: 20 })).code).toBe(
      40402,
    );
    expect((await call(h.app, 'POST', 'fac/materials/skulistByStyle', { styleId: s, pageNo: 1, pageSize: 20 })).code).toBe(440);
    const refused = await powerless.call('POST', 'fac/materials/skulistByStyle', { styleId: s, pageNo: 1, pageSize: 20 });
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('抱歉，您没有操作权限');
    const bad = await boss.call('POST', 'fac/materials/skulistByStyle', { pageNo: 1, pageSize: 20 });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('styleId');
  });
});
