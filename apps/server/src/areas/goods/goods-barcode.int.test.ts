import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary, uniq, type Library } from '../../../test/goods-library.js';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { uploadTo } from '../../../test/multipart.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let lib: Library;
let goodsId: string;
let styleNo: string;
let skus: { id: string; color_name: string; size_value: string }[];
const NO_PERMISSION = '抱歉，您没有操作权限';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'barcode');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.goods.list']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  lib = await makeLibrary(boss, 2, 2, 0);
  const added = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleName: '夹克',
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
  });
  ({ goodsId, styleNo } = added.data);
  skus = (await boss.call('GET', 'fac/goods/getFacGoodsSku', { goodsId })).data;
});
afterAll(() => h.close());

async function sheet(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  ws.addRow(['条形码', '国标码', '货品款号', '颜色', '尺码', '内长']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function untilDone(c: Client, id: string) {
  for (let i = 0; i < 600; i++) {
    const job = await c.call('GET', `excel/import/${id}`);
    if (job.data.status !== 'COMMITTING') return job.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}
const list = async (body: Record<string, unknown> = {}, c: Client = boss) => c.call('POST', 'gbcode/list', body);
const code = () => uniq('69').replace(/\D/g, '') + String(Date.now()).slice(-6);

describe('barcode import', () => {
  it('dry run names bad rows and writes nothing; a good file assigns barcodes to the SKUs it names', async () => {
    const before = (await list()).data.totalCount;
    const bad = await uploadTo(h.app, 'gbcode/importExcel', boss.sid, {
      content: await sheet([
        ['ABC 1', null, null, null, null, null],
        ['X1', null, 'NOPE', '红', 'S', null],
        ['X2', null, styleNo, '紫', 'S', null],
      ]),
      name: 'b.xlsx',
      type: XLSX,
    });
    expect(bad.code, bad.msg).toBe(0);
    expect(bad.data.failed).toBe(3);
    expect((await list()).data.totalCount).toBe(before);

    const [a, b] = [code(), code()];
    const good = await uploadTo(h.app, 'gbcode/importExcel', boss.sid, {
      content: await sheet([
        [a, 'GB-1', styleNo, skus[0]!.color_name, skus[0]!.size_value, null],
        [b, null, null, null, null, null],
      ]),
      name: 'g.xlsx',
      type: XLSX,
    });
    expect(good.data.failed, JSON.stringify(good.data)).toBe(0);
    expect((await boss.call('POST', 'gbcode/importExcel/commit', { importId: good.data.importId })).code).toBe(0);
    expect((await untilDone(boss, good.data.importId)).status).toBe('COMMITTED');
    const rows = (await list({ keyword: a })).data.list;
    expect(rows[0]).toMatchObject({ barcode: a, gbcode: 'GB-1', skuId: skus[0]!.id, styleId: goodsId, styleNo });
    expect((await list({ keyword: b, isAssigned: false })).data.totalCount).toBe(1);

    const again = await uploadTo(h.app, 'gbcode/importExcel', boss.sid, {
      content: await sheet([[a, null, null, null, null, null]]),
      name: 'a.xlsx',
      type: XLSX,
    });
    expect(again.data.failed).toBe(1);
    expect(
      (await uploadTo(h.app, 'gbcode/importExcel', powerless.sid, { content: await sheet([]), name: 'a.xlsx', type: XLSX })).code,
    ).toBe(40301);
  });
});

describe('barcode calls', () => {
  async function freeBarcode(): Promise<{ id: string; barcode: string }> {
    const barcode = code();
    const res = await uploadTo(h.app, 'gbcode/importExcel', boss.sid, {
      content: await sheet([[barcode, null, null, null, null, null]]),
      name: 'x.xlsx',
      type: XLSX,
    });
    await boss.call('POST', 'gbcode/importExcel/commit', { importId: res.data.importId });
    await untilDone(boss, res.data.importId);
    return { id: (await list({ keyword: barcode })).data.list[0].id, barcode };
  }

  it('isExist, update (unique, naming the barcode), assign (one per SKU), delete; tenancy and permissions', async () => {
    const one = await freeBarcode();
    const two = await freeBarcode();
    expect((await boss.call('GET', 'fac/barcode/isExist', { barcode: one.barcode })).data.exists).toBe(true);
    expect((await boss.call('GET', 'fac/barcode/isExist', { barcode: one.barcode, barcodeId: one.id })).data.exists).toBe(false);
    expect((await intruder.call('GET', 'fac/barcode/isExist', { barcode: one.barcode })).data.exists).toBe(false);
    expect((await call(h.app, 'GET', 'fac/barcode/isExist', { barcode: one.barcode })).code).toBe(440);
    expect((await boss.call('GET', 'fac/barcode/isExist', { barcode: '条码' })).data.errors[0].field).toBe('barcode');

    const dup = await boss.call('PUT', 'gbcode/update', { id: two.id, barcode: one.barcode });
    expect([dup.code, dup.msg]).toEqual([40901, `条形码 ${one.barcode} 已存在`]);
    const renamed = code();
    expect((await boss.call('PUT', 'gbcode/update', { id: two.id, barcode: renamed, gbcode: 'G-2' })).code).toBe(0);
    expect((await list({ keyword: renamed })).data.list[0]).toMatchObject({ gbcode: 'G-2' });
    expect((await boss.call('PUT', 'gbcode/update', { id: two.id, barcode: 'a b' })).data.errors[0].field).toBe('barcode');
    expect((await intruder.call('PUT', 'gbcode/update', { id: two.id, barcode: code() })).code).toBe(40402);
    const refused = await powerless.call('PUT', 'gbcode/update', { id: two.id, barcode: code() });
    expect([refused.code, refused.msg]).toEqual([40301, NO_PERMISSION]);
    expect((await call(h.app, 'PUT', 'gbcode/update', { id: two.id, barcode: code() })).code).toBe(440);

    expect((await boss.call('POST', 'gbcode/assign', { id: one.id, skuId: skus[1]!.id })).code).toBe(0);
    const taken = await boss.call('POST', 'gbcode/assign', { id: two.id, skuId: skus[1]!.id });
    expect(taken.code).toBe(40901);
    expect(taken.msg).toContain(one.barcode);
    expect((await intruder.call('POST', 'gbcode/assign', { id: two.id, skuId: skus[2]!.id })).code).toBe(40402);
    expect((await powerless.call('POST', 'gbcode/assign', { id: two.id, skuId: skus[2]!.id })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'gbcode/assign', { id: two.id, skuId: null })).code).toBe(440);
    expect((await boss.call('POST', 'gbcode/assign', { id: two.id })).data.errors[0].field).toBe('skuId');
    expect((await list({ keyword: one.barcode })).data.list[0].skuId).toBe(skus[1]!.id);

    expect((await intruder.call('POST', 'gbcode/delete', { ids: [one.id] })).code).toBe(40402);
    expect((await powerless.call('POST', 'gbcode/delete', { ids: [one.id] })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'gbcode/delete', { ids: [one.id] })).code).toBe(440);
    expect((await boss.call('POST', 'gbcode/delete', { ids: [] })).data.errors[0].field).toBe('ids');
    expect((await list({ keyword: one.barcode })).data.totalCount).toBe(1);
    expect((await boss.call('POST', 'gbcode/delete', { ids: [one.id, two.id] })).data.count).toBe(2);
    expect((await list({ keyword: one.barcode })).data.totalCount).toBe(0);

    expect((await intruder.call('POST', 'gbcode/list', {})).data.totalCount).toBe(0);
    expect((await powerless.call('POST', 'gbcode/list', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'gbcode/list', {})).code).toBe(440);
    expect((await boss.call('POST', 'gbcode/list', { pageSize: 0 })).data.errors[0].field).toBe('pageSize');
  });
});

describe('parts (部位)', () => {
  it('add, rename, sort, delete; unique names; tenancy and permissions', async () => {
    const url = 'common-goods-style/part';
    const a = await boss.call('POST', url, { styleId: goodsId, name: '前片' });
    const b = await boss.call('POST', url, { styleId: goodsId, name: '后片' });
    expect([a.code, b.code]).toEqual([0, 0]);
    expect((await boss.call('POST', url, { styleId: goodsId, name: '前片' })).code).toBe(40901);
    expect((await boss.call('POST', url, { styleId: goodsId, name: '' })).data.errors[0].field).toBe('name');
    expect((await boss.call('PUT', url, { id: b.data.id, name: '后背' })).code).toBe(0);
    const sorted = await boss.call('PUT', `${url}/sort`, { styleId: goodsId, ids: [b.data.id, a.data.id] });
    expect(sorted.data.map((p: { name: string }) => p.name)).toEqual(['后背', '前片']);
    expect((await boss.call('PUT', `${url}/sort`, { styleId: goodsId, ids: [b.data.id] })).data.errors[0].field).toBe('ids');

    expect((await intruder.call('GET', url, { styleId: goodsId })).code).toBe(40402);
    expect((await intruder.call('PUT', url, { id: a.data.id, name: '偷改' })).code).toBe(40402);
    expect((await intruder.call('DELETE', `${url}/${a.data.id}`)).code).toBe(40402);
    expect((await intruder.call('POST', url, { styleId: goodsId, name: '偷加' })).code).toBe(40402);
    const refused = await powerless.call('POST', url, { styleId: goodsId, name: '袖子' });
    expect([refused.code, refused.msg]).toEqual([40301, NO_PERMISSION]);
    expect((await powerless.call('DELETE', `${url}/${a.data.id}`)).code).toBe(40301);
    expect((await powerless.call('PUT', `${url}/sort`, { styleId: goodsId, ids: [a.data.id, b.data.id] })).code).toBe(40301);
    expect((await call(h.app, 'GET', url, { styleId: goodsId })).code).toBe(440);
    expect((await call(h.app, 'POST', url, { styleId: goodsId, name: 'x' })).code).toBe(440);

    expect((await boss.call('DELETE', `${url}/${a.data.id}`)).code).toBe(0);
    const left = await powerless.call('GET', url, { styleId: goodsId });
    expect(left.data.map((p: { name: string }) => p.name)).toEqual(['后背']);
  });
});

describe('generate barcodes for SKUs without one, and the list filters', () => {
  it('generates one 13-digit barcode per SKU without one (of the named styles), once; filters by colour, size, barcode text', async () => {
    const other = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
      styleName: '生成',
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: lib.colorIds,
      sizeIds: lib.sizeIds,
    });
    const otherSkus = (await boss.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: other.data.goodsId })).data as {
      id: string;
    }[];
    // One SKU already has a typed barcode: it keeps it.
    const typed = uniq('T');
    const imported = await uploadTo(h.app, 'gbcode/importExcel', boss.sid, {
      content: await sheet([[typed, null, null, null, null, null]]),
      name: 'b.xlsx',
      type: XLSX,
    });
    const commit = await boss.call('POST', 'gbcode/importExcel/commit', { importId: imported.data.importId });
    expect(commit.code, commit.msg).toBe(0);
    for (
      let i = 0;
      i < 100 && (await boss.call('GET', `excel/import/${imported.data.importId}`)).data.status === 'COMMITTING';
      i++
    )
      await new Promise((r) => setTimeout(r, 30));
    const typedRow = (await boss.call('POST', 'gbcode/list', { barcode: typed })).data.list[0];
    expect((await boss.call('POST', 'gbcode/assign', { id: typedRow.id, skuId: otherSkus[0]!.id })).code).toBe(0);

    const res = await boss.call('POST', 'fac/barcode/generatorSkuBarcodes', { styleIds: [other.data.goodsId] });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ successNum: 3, failNum: 0 });
    const list = (await boss.call('POST', 'gbcode/list', { styleId: other.data.goodsId, pageSize: 50 })).data;
    expect(list.totalCount).toBe(4);
    const generated = list.list.filter((r: { barcode: string }) => r.barcode !== typed);
    expect(generated.every((r: { barcode: string }) => /^69\d{11}$/.test(r.barcode))).toBe(true);
    expect(new Set(list.list.map((r: { skuId: string }) => r.skuId))).toEqual(new Set(otherSkus.map((s) => s.id)));
    // Again: nothing left to do.
    expect(
      (await boss.call('POST', 'fac/barcode/generatorSkuBarcodes', { styleIds: [other.data.goodsId] })).data.successNum,
    ).toBe(0);

    const byColour = (await boss.call('POST', 'gbcode/list', { styleId: other.data.goodsId, colorIds: [lib.colorIds[0]] })).data;
    expect(byColour.totalCount).toBe(2);
    const bySize = (
      await boss.call('POST', 'gbcode/list', {
        styleId: other.data.goodsId,
        colorIds: [lib.colorIds[0]],
        sizeIds: [lib.sizeIds[1]],
      })
    ).data;
    expect(bySize.totalCount).toBe(1);
    expect(
      (await boss.call('POST', 'gbcode/list', { barcode: generated[0].barcode })).data.list.map((r: { id: string }) => r.id),
    ).toEqual([generated[0].id]);
  });

  it("no session 440; no permission 40301; another factory's style 40402 and nothing generated; bad ids 40001", async () => {
    const count = async () =>
      Number(
        (
          await h.db
            .selectFrom('goodsBarcode')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await call(h.app, 'POST', 'fac/barcode/generatorSkuBarcodes', {})).code).toBe(440);
    const denied = await powerless.call('POST', 'fac/barcode/generatorSkuBarcodes', {});
    expect([denied.code, denied.msg]).toEqual([40301, NO_PERMISSION]);
    expect((await intruder.call('POST', 'fac/barcode/generatorSkuBarcodes', { styleIds: [goodsId] })).code).toBe(40402);
    const bad = await boss.call('POST', 'fac/barcode/generatorSkuBarcodes', { styleIds: ['x'] });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toContain('styleIds');
    expect(await count()).toBe(before);
    // The other factory generating for all its styles touches none of ours.
    expect((await intruder.call('POST', 'fac/barcode/generatorSkuBarcodes', {})).code).toBe(0);
    expect(
      (await boss.call('POST', 'gbcode/list', { styleId: goodsId })).data.list.every(
        (r: { styleNo: string }) => r.styleNo === styleNo,
      ),
    ).toBe(true);
  });
});
