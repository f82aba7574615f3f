import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let kindId: string;
let specId: string;
let supA: string;
let supB: string;
let foreignSupplier: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'skus');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  kindId = (await boss.call('POST', 'fac/materials/kinds/add', { no: 'FL', name: '辅料' })).data.id;
  specId = (await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no: 'M', remark: '中号' })).data
    .id;
  supA = (await boss.call('POST', 'supplier/insert', { name: '纽扣行' })).data.id;
  supB = (await boss.call('POST', 'supplier/insert', { name: '拉链厂' })).data.id;
  foreignSupplier = (await intruder.call('POST', 'supplier/insert', { name: '外厂供应商' })).data.id;
});
afterAll(() => h.close());

let n = 0;
async function material(colors: string[], suppliers: { supplierId: string; planCost?: string }[] = []) {
  const res = await boss.call('POST', 'fac/materials/addMaterials', {
    kindId,
    name: `纽扣${++n}`,
    skus: colors.map((colorName) => ({ colorName, specificationsId: specId, stockUnit: '个', suppliers })),
  });
  expect(res.code, res.msg).toBe(0);
  const d = (await boss.call('GET', 'fac/materials/getMaterialDetail', { id: res.data.id })).data;
  return { id: res.data.id as string, skuIds: d.commonMaterialsSkuList.map((s: { id: string }) => s.id) as string[] };
}
const links = async (skuId: string) =>
  (await boss.call('GET', 'fac/materials/materialsSkuSupplierList/v2', { materialsSkuId: skuId })).data;

describe('stop-use', () => {
  it('stops and resumes one SKU or several', async () => {
    const { skuIds } = await material(['黑', '白', '金']);
    expect((await boss.call('POST', 'fac/materials/stopUse', { id: skuIds[0] })).data.updated).toBe(1);
    expect((await boss.call('POST', 'fac/materials/batchStopUse', { ids: skuIds.slice(1), stopUse: true })).data.updated).toBe(2);
    const stopped = await h.db.selectFrom('materialSku').select('isStopUse').where('id', 'in', skuIds).execute();
    expect(stopped.every((s) => s.isStopUse)).toBe(true);
    await boss.call('POST', 'fac/materials/batchStopUse', { ids: skuIds, stopUse: false });
    const resumed = await h.db.selectFrom('materialSku').select('isStopUse').where('id', 'in', skuIds).execute();
    expect(resumed.some((s) => s.isStopUse)).toBe(false);
  });
  it('refuses bad input and foreign SKUs, changing nothing', async () => {
    const { skuIds } = await material(['灰']);
    const bad = await boss.call('POST', 'fac/materials/batchStopUse', { ids: [] });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('ids');
    expect((await boss.call('POST', 'fac/materials/stopUse', { id: 'abc' })).data.errors[0].field).toBe('id');
    expect((await intruder.call('POST', 'fac/materials/stopUse', { id: skuIds[0] })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/materials/batchStopUse', { ids: skuIds })).code).toBe(40402);
    const row = await h.db.selectFrom('materialSku').select('isStopUse').where('id', '=', skuIds[0]!).executeTakeFirstOrThrow();
    expect(row.isStopUse).toBe(false);
  });
});

describe('SKU suppliers', () => {
  it('adds and edits suppliers with exact prices; a new default takes over', async () => {
    const { skuIds } = await material(['红'], [{ supplierId: supA, planCost: '0.35' }]);
    const sku = skuIds[0]!;
    const add = await boss.call('POST', 'fac/materials/updateMaterialsSkuSupplier', {
      materialsSkuId: sku,
      supplierId: supB,
      supplierColorNo: 'C-9',
      planCost: '0.3333',
      excludingTaxPrice: '0.3',
      isDefault: true,
    });
    expect(add.code, add.msg).toBe(0);
    expect(add.data.supplierId).toBe(supB);
    const list = await links(sku);
    expect(list).toEqual([
      expect.objectContaining({
        supplierId: supB,
        supplierName: '拉链厂',
        isDefault: true,
        planCost: '0.3333',
        supplierColorNo: 'C-9',
      }),
      expect.objectContaining({ supplierId: supA, isDefault: false, planCost: '0.3500' }),
    ]);
    await boss.call('POST', 'fac/materials/updateMaterialsSkuSupplier', {
      materialsSkuId: sku,
      supplierId: supA,
      planCost: '0.4',
    });
    const post = (await boss.call('POST', 'fac/materials/materialsSkuSupplierList', { materialsSkuId: sku })).data;
    expect(post.find((l: { supplierId: string }) => l.supplierId === supA)).toMatchObject({
      planCost: '0.4000',
      isDefault: false,
    });
  });
  it('refuses bad prices, a foreign supplier or SKU; nothing written', async () => {
    const { skuIds } = await material(['蓝'], [{ supplierId: supA }]);
    const sku = skuIds[0]!;
    const bad = await boss.call('POST', 'fac/materials/updateMaterialsSkuSupplier', {
      materialsSkuId: sku,
      supplierId: supB,
      planCost: '1.00001',
    });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('planCost');
    expect(
      (await boss.call('POST', 'fac/materials/updateMaterialsSkuSupplier', { materialsSkuId: sku, supplierId: foreignSupplier }))
        .code,
    ).toBe(40402);
    expect(
      (
        await intruder.call('POST', 'fac/materials/updateMaterialsSkuSupplier', {
          materialsSkuId: sku,
          supplierId: foreignSupplier,
        })
      ).code,
    ).toBe(40402);
    expect((await intruder.call('GET', 'fac/materials/materialsSkuSupplierList/v2', { materialsSkuId: sku })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/materials/materialsSkuSupplierList', { materialsSkuId: sku })).code).toBe(40402);
    expect((await links(sku)).map((l: { supplierId: string }) => l.supplierId)).toEqual([supA]);
  });
  it('answers the pre-delete checks; the supplier lists the SKUs using it and cannot be deleted', async () => {
    const { skuIds } = await material(['绿'], [{ supplierId: supA }]);
    const sku = skuIds[0]!;
    expect((await boss.call('GET', 'fac/materials/check/delete-materials-sku', { materialsSkuId: sku })).data).toEqual({
      canDelete: true,
      usages: [],
      reason: null,
    });
    expect(
      (await boss.call('GET', 'fac/materials/check/delete-supplier', { materialsSkuId: sku, supplierId: supA })).data.canDelete,
    ).toBe(true);
    expect((await boss.call('GET', 'fac/materials/check/delete-supplier', { materialsSkuId: sku, supplierId: supB })).code).toBe(
      40402,
    );
    expect((await intruder.call('GET', 'fac/materials/check/delete-materials-sku', { materialsSkuId: sku })).code).toBe(40402);
    expect(
      (await intruder.call('GET', 'fac/materials/check/delete-supplier', { materialsSkuId: sku, supplierId: supA })).code,
    ).toBe(40402);
    expect(
      (await boss.call('GET', 'fac/materials/check/delete-materials-sku', { materialsSkuId: 'x' })).data.errors[0].field,
    ).toBe('materialsSkuId');
    const related = await boss.call('GET', 'supplier/getRelatedMaterials', { supplierId: supA });
    expect(related.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'MATERIAL_SKU', id: sku, label: expect.stringContaining('绿 M-中号') }),
      ]),
    );
    expect((await boss.call('POST', 'supplier/delete', { id: supA })).code).toBe(40903);
  });
});

describe('skulist', () => {
  it('offers reviewed SKUs in use unless asked otherwise', async () => {
    const m = await material(['紫', '橙']);
    const list = async (body: Record<string, unknown>) =>
      (await boss.call('POST', 'fac/materials/skulist', { materialIds: [m.id], pageSize: 50, ...body })).data;
    expect((await list({})).totalCount).toBe(0);
    expect((await list({ reviewedOnly: false })).totalCount).toBe(2);
    await boss.call('POST', 'uflo/common/materials/submit', { id: m.id });
    await boss.call('POST', 'fac/materials/stopUse', { id: m.skuIds[0] });
    expect((await list({})).list.map((r: { skuId: string }) => r.skuId)).toEqual([m.skuIds[1]]);
    expect((await list({ includeStopped: true })).totalCount).toBe(2);
    expect(
      (await intruder.call('POST', 'fac/materials/skulist', { materialIds: [m.id], reviewedOnly: false })).data.totalCount,
    ).toBe(0);
    expect((await boss.call('POST', 'fac/materials/skulist', { materialIds: 'x,y' })).code).toBe(40001);
  });
});

describe('guards', () => {
  it('needs a session and the permission for every call', async () => {
    const { skuIds } = await material(['棕'], [{ supplierId: supA }]);
    const sku = skuIds[0]!;
    const calls = [
      ['POST', 'fac/materials/stopUse', { id: sku }],
      ['POST', 'fac/materials/batchStopUse', { ids: [sku] }],
      ['POST', 'fac/materials/skulist', {}],
      ['POST', 'fac/materials/materialsSkuSupplierList', { materialsSkuId: sku }],
      ['GET', 'fac/materials/materialsSkuSupplierList/v2', { materialsSkuId: sku }],
      ['POST', 'fac/materials/updateMaterialsSkuSupplier', { materialsSkuId: sku, supplierId: supB }],
      ['GET', 'fac/materials/check/delete-materials-sku', { materialsSkuId: sku }],
      ['GET', 'fac/materials/check/delete-supplier', { materialsSkuId: sku, supplierId: supA }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(h.app, method, url, body)).code, url).toBe(440);
      expect(await powerless.call(method, url, body), url).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
    }
    expect((await links(sku)).map((l: { supplierId: string }) => l.supplierId)).toEqual([supA]);
    const row = await h.db.selectFrom('materialSku').select('isStopUse').where('id', '=', sku).executeTakeFirstOrThrow();
    expect(row.isStopUse).toBe(false);
  });
});
