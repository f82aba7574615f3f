import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeImportWorld, type ImportWorld } from '../../../test/import-across-world.js';
import { uploadTo } from '../../../test/multipart.js';

// 从体系导入: goods styles of factory B copied into factory A of the same company.

let h: Harness;
let w: ImportWorld;
const t = `${Date.now() % 100000}`;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

async function ok<T = any>(c: Client, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await c.call<T>(method, url, body);
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
}
const attr = async (c: Client, type: string, name: string, extra: Record<string, unknown> = {}) =>
  (await ok(c, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra })).id as string;
const group = async (c: Client, name: string) => (await ok(c, 'POST', 'fac/common/settings/Category', { name })).id as string;
const styleCount = async (c: Client) =>
  (await ok(c, 'POST', 'fac/goods/selectFacGoodsStyle', { pageNo: 1, pageSize: 1 })).totalCount as number;

/** B's styles: ST1 (to import), ST2 (its no exists in A), ST3 (its colour is stop-used in A). */
const src: Record<string, string> = {};
/** A's own values the import must reuse. */
const here: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness({ FILES_DIR: mkdtempSync(path.join(tmpdir(), 'gf-goods-import-')) });
  w = await makeImportWorld(h, ['fac.goods.add', 'fac.goods.list']);
  const { bossA, bossB } = w;

  // Factory B: colours 红/蓝/绿 in a group, sizes S/M in a size category, a length, a customer, a category path.
  const gB = await group(bossB, `B色组${t}`);
  const red = await attr(bossB, 'COLOR', `红${t}`, { categoryId: gB });
  const blue = await attr(bossB, 'COLOR', `蓝${t}`, { categoryId: gB, no: `B${t}` });
  const green = await attr(bossB, 'COLOR', `绿${t}`, { categoryId: gB });
  const s = await attr(bossB, 'SIZE', `S${t}`);
  const m = await attr(bossB, 'SIZE', `M${t}`);
  const len = await attr(bossB, 'STANDARD', `长${t}`);
  const cat = (await ok(bossB, 'POST', 'goodsAttrSizeCategory/config/add', { category: `上衣码${t}`, sizeIds: [s, m] })).id;
  const customer = (await ok(bossB, 'POST', 'fac/customer/add', { name: `客户${t}` })).id;
  const big = (await ok(bossB, 'POST', 'fac/goods/category/add', { name: `女装${t}` })).id;
  const small = (await ok(bossB, 'POST', 'fac/goods/category/add', { parentId: big, name: `上衣${t}` })).id;
  src.category = small;
  const picture = (await uploadTo(h.app, 'file/upload', bossB.sid, { content: png, name: 'st1.png', type: 'image/png' })).data.id;
  src.picture = picture;
  const style = (no: string, colorIds: string[], extra: Record<string, unknown> = {}) =>
    ok(bossB, 'POST', 'fac/goods/addFacGoodsStyle', {
      styleNo: no,
      styleName: `款${no}`,
      sizeCategoryId: cat,
      colorIds,
      sizeIds: [s, m],
      ...extra,
    });
  src.st1 = (
    await style(`ST1-${t}`, [red, blue], {
      standardIds: [len],
      customerId: customer,
      categoryId: small,
      pictureIds: [picture],
      price: '12.50',
      remark: '从B导入',
    })
  ).goodsId;
  src.st2 = (await style(`ST2-${t}`, [red])).goodsId;
  src.st3 = (await style(`ST3-${t}`, [green])).goodsId;
  for (const name of ['领', '袖']) await ok(bossB, 'POST', 'common-goods-style/part', { styleId: src.st1, name });
  // A company colour (ADR 0011: the company's library is shared) on ST4.
  const companyGroup = (await ok(bossB, 'POST', 'fac/common/settings/Category', { name: `公司色组${t}`, level: 'COMPANY' })).id;
  src.companyRed = await attr(bossB, 'COLOR', `公司红${t}`, { categoryId: companyGroup, level: 'COMPANY' });
  src.st4 = (await style(`ST4-${t}`, [src.companyRed])).goodsId;

  // Factory A: 红 and 绿 by name (绿 stop-used), the size category with S only, the customer, style no ST2.
  const gA = await group(bossA, `A色组${t}`);
  here.red = await attr(bossA, 'COLOR', `红${t}`, { categoryId: gA });
  here.green = await attr(bossA, 'COLOR', `绿${t}`, { categoryId: gA });
  await ok(bossA, 'POST', 'fac/common/settings/stopUse', { id: here.green, isStopped: true });
  here.s = await attr(bossA, 'SIZE', `S${t}`);
  here.cat = (await ok(bossA, 'POST', 'goodsAttrSizeCategory/config/add', { category: `上衣码${t}`, sizeIds: [here.s] })).id;
  // Made directly: creating it through the call would answer the offer to import B's customer of that name.
  here.customer = (
    await h.db
      .insertInto('customer')
      .values({
        unitId: bossA.unitId,
        name: `客户${t}`,
        contacts: null,
        phone: null,
        address: null,
        remark: null,
        groupId: null,
        createdBy: bossA.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await ok(bossA, 'POST', 'fac/goods/addFacGoodsStyle', {
    styleNo: `ST2-${t}`,
    styleName: 'A的款',
    sizeCategoryId: here.cat,
    colorIds: [here.red],
    sizeIds: [here.s],
  });
});
afterAll(() => h.close());

describe('从体系导入 (goods styles from another factory of the company)', () => {
  it("lists B's styles with their category filter, saying which numbers A already has", async () => {
    const page = await ok(w.bossA, 'POST', 'fac/goods/commonStyleListNoUnit', { sourceUnitId: w.factoryB, keyword: t });
    expect(page.totalCount).toBe(4);
    const st2 = page.list.find((r: { goodsId: string }) => r.goodsId === src.st2);
    expect(st2).toMatchObject({ unitId: w.factoryB, styleNo: `ST2-${t}`, existsHere: true });
    const st1 = page.list.find((r: { goodsId: string }) => r.goodsId === src.st1);
    expect(st1).toMatchObject({ existsHere: false, categoryPath: `女装${t} / 上衣${t}`, skuCount: 4 });
    const tree = await ok(w.bossA, 'GET', 'fac/goods/commonStyleCategoryTree', { sourceUnitId: w.factoryB });
    const bigId = tree.find((n: { name: string }) => n.name === `女装${t}`).id;
    const byCategory = await ok(w.bossA, 'POST', 'fac/goods/commonStyleListNoUnit', {
      sourceUnitId: w.factoryB,
      categoryIds: [bigId],
    });
    expect(byCategory.list.map((r: { goodsId: string }) => r.goodsId)).toEqual([src.st1]);
  });

  it('imports a style with its SKUs, library values matched by name or created, picture and parts; skips the rest', async () => {
    const result = await ok(w.bossA, 'POST', 'fac/goods/commonStyleImport', {
      sourceUnitId: w.factoryB,
      styleIds: [src.st1, src.st2, src.st3],
    });
    expect(result.imported.map((r: { sourceId: string }) => r.sourceId)).toEqual([src.st1]);
    expect(result.skipped).toEqual([
      { sourceId: src.st2, name: `ST2-${t}`, reason: '本厂已有该商品款号' },
      { sourceId: src.st3, name: `ST3-${t}`, reason: `颜色「绿${t}」在本厂已停用` },
    ]);
    const id = result.imported[0].id as string;
    const d = await ok(w.bossA, 'GET', 'fac/goods/getFacGoodsStyle', { goodsId: id });
    expect(d).toMatchObject({
      styleNo: `ST1-${t}`,
      styleName: `款ST1-${t}`,
      customerId: here.customer,
      sizeCategoryId: here.cat,
      categoryPath: `女装${t} / 上衣${t}`,
      price: '12.50',
      remark: '从B导入',
    });
    // 红 is A's own; 蓝 was created in A (with its code), M joined A's size category, the length was created.
    expect(d.colorIds[0]).toBe(here.red);
    expect(d.colors.map((c: { name: string }) => c.name)).toEqual([`红${t}`, `蓝${t}`]);
    expect(d.colors[1].noName).toBe(`B${t}-蓝${t}`);
    expect(d.sizeIds[0]).toBe(here.s);
    expect(d.standards.map((c: { name: string }) => c.name)).toEqual([`长${t}`]);
    expect(d.skuList).toHaveLength(4);
    const sizes = (await ok(w.bossA, 'GET', 'commonSizeCatagory/list')).commonSizeCategoryList;
    const category = sizes.find((c: { id: string }) => c.id === here.cat);
    expect(category.sizeList.map((x: { name: string }) => x.name)).toEqual([`S${t}`, `M${t}`]);
    // The picture is A's own copy (A reads it; B's id is not A's).
    expect(d.pictures).toHaveLength(1);
    expect(d.pictures[0].id).not.toBe(src.picture);
    expect((await h.app.inject({ url: d.pictures[0].url, headers: { cookie: `sid=${w.bossA.sid}` } })).statusCode).toBe(200);
    const parts = await ok(w.bossA, 'GET', 'common-goods-style/part', { styleId: id });
    expect(parts.map((p: { name: string }) => p.name)).toEqual(['领', '袖']);
    // B's style is untouched and still B's alone.
    expect((await w.bossA.call('GET', 'fac/goods/getFacGoodsStyle', { goodsId: src.st1 })).code).toBe(40402);
    // Importing it again skips it: A has the number now.
    const again = await ok(w.bossA, 'POST', 'fac/goods/commonStyleImport', { sourceUnitId: w.factoryB, styleIds: [src.st1] });
    expect(again).toEqual({ imported: [], skipped: [{ sourceId: src.st1, name: `ST1-${t}`, reason: '本厂已有该商品款号' }] });
  });

  it('keeps a company colour as it is: the company library is shared', async () => {
    const result = await ok(w.bossA, 'POST', 'fac/goods/commonStyleImport', { sourceUnitId: w.factoryB, styleIds: [src.st4] });
    expect(result.imported[0].notes).toEqual([]);
    const d = await ok(w.bossA, 'GET', 'fac/goods/getFacGoodsStyle', { goodsId: result.imported[0].id });
    expect(d.colorIds).toEqual([src.companyRed]);
    expect(d.sizeIds[0]).toBe(here.s);
  });

  it('refuses a source outside the company, one the caller may not enter, its own factory, and no permission', async () => {
    const before = await styleCount(w.bossA);
    const body = { sourceUnitId: w.factoryB, styleIds: [src.st3] };
    const foreign = await w.bossA.call('POST', 'fac/goods/commonStyleImport', { ...body, sourceUnitId: w.foreignUnitId });
    expect(foreign.code).toBe(40402);
    expect(foreign.data.errors[0].field).toBe('sourceUnitId');
    const notMine = await w.staffA.call('POST', 'fac/goods/commonStyleImport', body);
    expect(notMine.code).toBe(40302);
    expect(notMine.data.errors[0].field).toBe('sourceUnitId');
    expect((await w.staffA.call('POST', 'fac/goods/commonStyleListNoUnit', { sourceUnitId: w.factoryB })).code).toBe(40302);
    const self = await w.bossA.call('POST', 'fac/goods/commonStyleImport', { ...body, sourceUnitId: w.bossA.unitId });
    expect(self.code).toBe(40001);
    expect(self.data.errors[0].field).toBe('sourceUnitId');
    expect((await w.powerless.call('POST', 'fac/goods/commonStyleImport', body)).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/goods/commonStyleImport', body)).code).toBe(440);
    expect(await styleCount(w.bossA)).toBe(before);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await styleCount(w.bossA);
    const empty = await w.bossA.call('POST', 'fac/goods/commonStyleImport', { sourceUnitId: w.factoryB, styleIds: [] });
    expect(empty.code).toBe(40001);
    expect(empty.data.errors[0].field).toBe('styleIds');
    const missing = await w.bossA.call('POST', 'fac/goods/commonStyleImport', { styleIds: [src.st3] });
    expect(missing.code).toBe(40001);
    expect(missing.data.errors[0].field).toBe('sourceUnitId');
    // A style that is not B's (here: A's own) refuses the whole call, though the first id is good.
    const ownStyle = (await ok(w.bossA, 'POST', 'fac/goods/selectFacGoodsStyle', { pageNo: 1, pageSize: 1 })).list[0].goodsId;
    const foreign = await w.bossA.call('POST', 'fac/goods/commonStyleImport', {
      sourceUnitId: w.factoryB,
      styleIds: [src.st3, ownStyle],
    });
    expect(foreign.code).toBe(40402);
    expect(foreign.data.errors[0].field).toBe('styleIds.1');
    expect(await styleCount(w.bossA)).toBe(before);
  });
});
