import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeImportWorld, type ImportWorld } from '../../../test/import-across-world.js';
import { uploadTo } from '../../../test/multipart.js';

// Materials of factory B copied into factory A of the same company (kinds are the company's; units, specifications,
// colours and suppliers matched in A by name or number).

let h: Harness;
let w: ImportWorld;
const t = `${Date.now() % 100000}`;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 9)]);
const src: Record<string, string> = {};
const here: Record<string, string> = {};
let codes = 0;

async function ok<T = any>(c: Client, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await c.call<T>(method, url, body);
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
}
const materialCount = async (c: Client) =>
  (await ok(c, 'POST', 'fac/materials/listMaterials', { pageNo: 1, pageSize: 1 })).totalCount as number;
/** A supplier written directly (creating it through the call would offer B's of that name). */
const supplierIn = async (c: Client, name: string) =>
  (
    await h.db
      .insertInto('supplier')
      .values({ unitId: c.unitId, code: `G${t}-${++codes}`, name, createdBy: c.userId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  h = await startHarness({ FILES_DIR: mkdtempSync(path.join(tmpdir(), 'gf-material-import-')) });
  w = await makeImportWorld(h, ['fac.materials.add', 'fac.materials.list']);
  const { bossA, bossB } = w;
  // Kinds are the company's: B's kind is A's too.
  const kindId = (await ok(bossB, 'POST', 'fac/materials/kinds/add', { no: `K${t}`, name: `面料${t}` })).id;
  here.kind = kindId;
  const spec = async (c: Client, no: string, remark: string) =>
    (await ok(c, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no, remark })).id as string;
  const shared = await spec(bossB, `X${t}`, '150cm');
  const onlyB = await spec(bossB, `Y${t}`, '160cm');
  here.spec = await spec(bossA, `X${t}`, '150cm');
  const group = (await ok(bossB, 'POST', 'fac/common/settings/Category', { name: `色组${t}` })).id;
  const red = (
    await ok(bossB, 'POST', 'fac/common/settings/addCommonSkuAttr', { type: 'COLOR', name: `红${t}`, categoryId: group })
  ).id;
  const groupA = (await ok(bossA, 'POST', 'fac/common/settings/Category', { name: `色组A${t}` })).id;
  here.red = (
    await ok(bossA, 'POST', 'fac/common/settings/addCommonSkuAttr', { type: 'COLOR', name: `红${t}`, categoryId: groupA })
  ).id;
  const roll = (await ok(bossB, 'POST', 'fac/measureUnit/add', { name: `匹${t}`, remark: '整匹' })).id;
  const supX = await supplierIn(bossB, `供X${t}`);
  const supY = await supplierIn(bossB, `供Y${t}`);
  here.supX = await supplierIn(bossA, `供X${t}`);
  const picture = (await uploadTo(h.app, 'file/upload', bossB.sid, { content: png, name: 'm.png', type: 'image/png' })).data.id;
  const material = (no: string, skus: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    ok(bossB, 'POST', 'fac/materials/addMaterials', { kindId, no, name: `布${no}`, skus, ...extra });
  src.m1 = (
    await material(
      `M1${t}`,
      [
        {
          colorId: red,
          colorName: `红${t}`,
          specificationsId: shared,
          stockUnit: '米',
          purchaseUnitId: roll,
          conversionRate: '50',
          suppliers: [
            { supplierId: supX, planCost: '12.5', isDefault: true },
            { supplierId: supY, planCost: '13' },
          ],
        },
        { colorName: '蓝', specificationsId: onlyB, stockUnit: '米' },
      ],
      { composition: '棉', weight: '180', pictureIds: [picture] },
    )
  ).id;
  src.m2 = (await material(`M2${t}`, [{ colorName: '白', specificationsId: shared, stockUnit: '米' }])).id;
  src.m3 = (await material(`M3${t}`, [{ colorName: '黑', specificationsId: shared, stockUnit: '箱' }])).id;
  // A already has M2's number (made by A's staff, who cannot enter B and so is offered nothing), and disabled 箱.
  await ok(w.staffA, 'POST', 'fac/materials/addMaterials', {
    kindId,
    no: `M2${t}`,
    name: 'A的布',
    skus: [{ colorName: '白', specificationsId: here.spec, stockUnit: '米' }],
  });
  const box = (await ok(bossA, 'GET', 'fac/measureUnit/options', { keyword: '箱' }))[0].id;
  await ok(bossA, 'POST', 'fac/measureUnit/stopUse', { id: box, isDisabled: true });
});
afterAll(() => h.close());

describe('materials from another factory', () => {
  it("creating a material numbered like another factory's answers the offer, writing nothing", async () => {
    const before = await materialCount(w.bossA);
    const offer = await w.bossA.call('POST', 'fac/materials/addMaterials', {
      kindId: here.kind,
      no: `m1${t}`,
      name: '新布',
      skus: [{ colorName: '红', specificationsId: here.spec, stockUnit: '米' }],
    });
    expect([offer.code, offer.msg]).toEqual([40901, '该物料在其他分厂已经存在，是否要导入本厂？']);
    expect(offer.data.importFrom).toEqual([
      { id: src.m1, unitId: w.factoryB, unitName: expect.any(String), name: `M1${t} 布M1${t}` },
    ]);
    expect(offer.data.errors[0].field).toBe('no');
    expect(await materialCount(w.bossA)).toBe(before);
  });

  it("lists B's materials and imports them as drafts with units, specs, colours and suppliers matched", async () => {
    const page = await ok(w.bossA, 'POST', 'fac/materials/getEasyMaterialListByUnitIds', {
      sourceUnitId: w.factoryB,
      keyword: t,
    });
    expect(page.totalCount).toBe(3);
    expect(page.list.find((r: { id: string }) => r.id === src.m2)).toMatchObject({ code: `M2${t}`, existsHere: true });
    expect(page.list.find((r: { id: string }) => r.id === src.m1)).toMatchObject({
      existsHere: false,
      summary: `面料${t} · 2个SKU`,
    });

    const result = await ok(w.bossA, 'POST', 'fac/materials/importMaterial', {
      sourceUnitId: w.factoryB,
      ids: [src.m1, src.m2, src.m3],
    });
    expect(result.skipped).toEqual([
      { sourceId: src.m2, name: `M2${t} 布M2${t}`, reason: '本厂已有该物料款号' },
      { sourceId: src.m3, name: `M3${t} 布M3${t}`, reason: '单位「箱」在本厂已停用' },
    ]);
    const [m1] = result.imported;
    expect(m1.notes).toEqual([`本厂新建了：匹${t}、Y${t}`, `本厂没有供应商：供Y${t}，未带入`]);
    const d = await ok(w.bossA, 'GET', 'fac/materials/getMaterialDetail', { id: m1.id });
    expect(d).toMatchObject({ commonMaterialsNo: `M1${t}`, name: `布M1${t}`, composition: '棉', weight: '180', status: 0 });
    const [red, blue] = d.commonMaterialsSkuList;
    expect(red).toMatchObject({ colorId: here.red, specificationsId: here.spec, stockUnit: '米', purchaseUnit: `匹${t}` });
    expect(red.conversionRate).toMatch(/^50(\.0+)?$/);
    expect(red.suppliers).toHaveLength(1);
    expect(red.suppliers[0]).toMatchObject({ supplierId: here.supX, isDefault: true });
    expect(red.suppliers[0].planCost).toMatch(/^12\.50*$/);
    expect(blue).toMatchObject({ colorId: null, colorName: '蓝', specNo: `Y${t}`, specRemark: '160cm' });
    expect(d.pictures).toHaveLength(1);
    const units = await ok(w.bossA, 'GET', 'fac/measureUnit/options', { keyword: `匹${t}` });
    expect(units[0]).toMatchObject({ name: `匹${t}`, remark: '整匹' });
    expect((await w.bossB.call('GET', 'fac/materials/getMaterialDetail', { id: m1.id })).code).toBe(40402);
  });

  it('refuses a foreign source, a factory the caller may not enter, no permission and bad input, writing nothing', async () => {
    const before = await materialCount(w.bossA);
    const body = { sourceUnitId: w.factoryB, ids: [src.m3] };
    const foreign = await w.bossA.call('POST', 'fac/materials/importMaterial', { ...body, sourceUnitId: w.foreignUnitId });
    expect([foreign.code, foreign.data.errors[0].field]).toEqual([40402, 'sourceUnitId']);
    const notMine = await w.staffA.call('POST', 'fac/materials/importMaterial', body);
    expect([notMine.code, notMine.data.errors[0].field]).toEqual([40302, 'sourceUnitId']);
    expect((await w.powerless.call('POST', 'fac/materials/importMaterial', body)).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/materials/importMaterial', body)).code).toBe(440);
    const tooMany = await w.bossA.call('POST', 'fac/materials/importMaterial', {
      sourceUnitId: w.factoryB,
      ids: Array.from({ length: 101 }, (_, i) => String(i + 1)),
    });
    expect([tooMany.code, tooMany.data.errors[0].field]).toEqual([40001, 'ids']);
    const unknown = await w.bossA.call('POST', 'fac/materials/importMaterial', {
      sourceUnitId: w.factoryB,
      ids: [src.m1, '999999999'],
    });
    expect([unknown.code, unknown.data.errors[0].field]).toEqual([40402, 'ids.1']);
    expect(await materialCount(w.bossA)).toBe(before);
  });
});
