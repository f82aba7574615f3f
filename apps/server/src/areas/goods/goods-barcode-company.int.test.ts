import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary } from '../../../test/goods-library.js';
import {
  addFactory,
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { uploadTo } from '../../../test/multipart.js';

// ADR 0011: barcodes are the company's. One barcode scans to one SKU anywhere in the company; each factory lists the
// barcodes of its own SKUs (goods are the factory's) and the company's free ones; a barcode on another factory's SKU
// is refused naming that factory.
let h: Harness;
let company: FactoryFixture;
let factoryB: string;
let inA: Client;
let inB: Client;
let stranger: Client;
let skusOfA: string[];
let skusOfB: string[];
let seq = 0;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const code = () => `77${String(Date.now()).slice(-8)}${String(++seq).padStart(3, '0')}`;

async function enter(c: Client, unitId: string): Promise<Client> {
  const moved = await c.call('POST', 'login/switchUnit', { unitId });
  expect(moved.code, moved.msg).toBe(0);
  return c;
}
async function styleSkus(c: Client): Promise<string[]> {
  const lib = await makeLibrary(c, 2, 1, 0);
  const added = await c.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleName: '夹克',
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
  });
  expect(added.code, added.msg).toBe(0);
  return (await c.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: added.data.goodsId })).data.map((s: { id: string }) => s.id);
}
/** Imports free barcodes (no SKU named) through the real import calls; answers their ids. */
async function importFree(c: Client, barcodes: string[]): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  ws.addRow(['条形码', '国标码', '货品款号', '颜色', '尺码', '内长']);
  for (const b of barcodes) ws.addRow([b, null, null, null, null, null]);
  const upload = await uploadTo(h.app, 'gbcode/importExcel', c.sid, {
    content: Buffer.from(await book.xlsx.writeBuffer()),
    name: 'free.xlsx',
    type: XLSX,
  });
  expect(upload.code, upload.msg).toBe(0);
  expect(upload.data.errors ?? []).toEqual([]);
  expect((await c.call('POST', 'gbcode/importExcel/commit', { importId: upload.data.importId })).code).toBe(0);
  for (let i = 0; i < 200; i++) {
    if ((await c.call('GET', `excel/import/${upload.data.importId}`)).data.status !== 'COMMITTING') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const rows = await h.db.selectFrom('goodsBarcode').select(['id', 'barcode']).where('barcode', 'in', barcodes).execute();
  return barcodes.map((b) => rows.find((r) => r.barcode === b)!.id);
}
const listed = async (c: Client, body: object = {}) => {
  const res = await c.call('POST', 'gbcode/list', { pageSize: 100, ...body });
  expect(res.code, res.msg).toBe(0);
  return res.data.list as { id: string; barcode: string; skuId: string | null }[];
};
const countBarcodes = async () =>
  Number(
    (
      await h.db
        .selectFrom('goodsBarcode')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'barco');
  factoryB = await addFactory(h.db, company, '乙厂');
  inA = await signIn(h.app, company.boss.loginName, company.boss.password);
  inB = await enter(await signIn(h.app, company.boss.loginName, company.boss.password), factoryB);
  const other = await createFactory(h.db, 'barother');
  stranger = await signIn(h.app, other.boss.loginName, other.boss.password);
  skusOfA = await styleSkus(inA);
  skusOfB = await styleSkus(inB);
});
afterAll(() => h.close());

describe('barcodes across the factories of a company', () => {
  it("lists each factory's SKUs with their barcodes and the company's free ones; another factory's SKU barcode stays out", async () => {
    const [free, onA] = [code(), code()];
    const [freeId, onAId] = await importFree(inA, [free, onA]);
    expect((await inA.call('POST', 'gbcode/assign', { id: onAId, skuId: skusOfA[0] })).code).toBe(0);
    const rows = await h.db.selectFrom('goodsBarcode').select('unitId').where('id', 'in', [freeId!, onAId!]).execute();
    expect(rows).toEqual([{ unitId: company.bossUnitId }, { unitId: company.bossUnitId }]);

    const seenInB = (await listed(inB)).map((r) => r.barcode);
    expect(seenInB).toContain(free);
    expect(seenInB).not.toContain(onA);
    expect((await listed(inA)).map((r) => r.barcode)).toEqual(expect.arrayContaining([free, onA]));
    expect((await listed(stranger)).map((r) => r.barcode)).not.toContain(free);

    // B takes the company's free barcode for its own SKU; then A no longer lists it.
    expect((await inB.call('POST', 'gbcode/assign', { id: freeId, skuId: skusOfB[0] })).code).toBe(0);
    expect((await listed(inB, { keyword: free }))[0]).toMatchObject({ skuId: skusOfB[0] });
    expect((await listed(inA)).map((r) => r.barcode)).not.toContain(free);

    // A's SKU barcode cannot be changed, taken or deleted from B.
    expect((await inB.call('PUT', 'gbcode/update', { id: onAId, barcode: code() })).code).toBe(40402);
    expect((await inB.call('POST', 'gbcode/assign', { id: onAId, skuId: null })).code).toBe(40402);
    expect((await inB.call('POST', 'gbcode/delete', { ids: [onAId] })).code).toBe(40402);
    expect((await inB.call('POST', 'gbcode/assign', { id: freeId, skuId: skusOfA[1] })).data.errors[0].field).toBe('skuId');
    expect((await listed(inA, { keyword: onA }))[0]).toMatchObject({ id: onAId, skuId: skusOfA[0] });
  });

  it('a barcode is unique in the company: B is refused one on an SKU of A, naming factory A; another company may use it', async () => {
    const onA = code();
    const [onAId] = await importFree(inA, [onA]);
    await inA.call('POST', 'gbcode/assign', { id: onAId, skuId: skusOfA[1] });
    const [mineId] = await importFree(inB, [code()]);
    expect((await inB.call('GET', 'fac/barcode/isExist', { barcode: onA })).data.exists).toBe(true);

    const factoryA = await h.db.selectFrom('unit').select('name').where('id', '=', company.unitId).executeTakeFirstOrThrow();
    const refused = await inB.call('PUT', 'gbcode/update', { id: mineId, barcode: onA });
    expect(refused.code).toBe(40901);
    expect(refused.msg).toBe(`条形码 ${onA} 已被 ${factoryA.name} 的货品使用`);
    expect(refused.data.errors[0].field).toBe('barcode');

    const before = await countBarcodes();
    const book = new ExcelJS.Workbook();
    book.addWorksheet('s').addRows([['条形码', '国标码', '货品款号', '颜色', '尺码', '内长'], [onA]]);
    const dry = await uploadTo(h.app, 'gbcode/importExcel', inB.sid, {
      content: Buffer.from(await book.xlsx.writeBuffer()),
      name: 'dup.xlsx',
      type: XLSX,
    });
    expect(JSON.stringify(dry.data)).toContain(`已被 ${factoryA.name} 的货品使用`);
    expect(await countBarcodes()).toBe(before);

    expect((await stranger.call('GET', 'fac/barcode/isExist', { barcode: onA })).data.exists).toBe(false);
    await importFree(stranger, [onA]);
  });

  it('generated barcodes come from one company counter: factories never draw the same one', async () => {
    const fromA = await inA.call('POST', 'fac/barcode/generatorSkuBarcodes', {});
    const fromB = await inB.call('POST', 'fac/barcode/generatorSkuBarcodes', {});
    expect([fromA.code, fromB.code]).toEqual([0, 0]);
    expect(fromA.data.successNum + fromB.data.successNum).toBeGreaterThan(0);
    const all = await h.db
      .selectFrom('goodsBarcode')
      .select('barcode')
      .where('unitId', '=', company.bossUnitId)
      .where('goodsSkuId', 'in', [...skusOfA, ...skusOfB])
      .execute();
    expect(all.length).toBe(skusOfA.length + skusOfB.length);
    expect(new Set(all.map((r) => r.barcode)).size).toBe(all.length);
  });

  it('needs the company-level code (the former fac.goods.barcode no longer opens it), a session, and good input', async () => {
    const clerkOfB = await createStaff(h.db, { ...company, unitId: factoryB }, ['company.goodsBarcode.manage']);
    const allowed = await signIn(h.app, clerkOfB.loginName, clerkOfB.password);
    expect((await allowed.call('POST', 'gbcode/list', {})).code).toBe(0);
    const former = await createStaff(h.db, company, ['fac.goods.barcode', 'fac.goods.list']);
    const refusedClerk = await signIn(h.app, former.loginName, former.password);
    expect((await refusedClerk.call('POST', 'gbcode/list', {})).code).toBe(40301);
    expect((await refusedClerk.call('POST', 'fac/barcode/generatorSkuBarcodes', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'gbcode/list', {})).code).toBe(440);

    const [id] = await importFree(inB, [code()]);
    const before = await countBarcodes();
    const bad = await inB.call('PUT', 'gbcode/update', { id, barcode: '条码!' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('barcode');
    expect(await countBarcodes()).toBe(before);
  });
});
