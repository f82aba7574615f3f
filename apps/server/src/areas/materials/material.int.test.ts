import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let viewer: Client;
let kindId: string;
let childKindId: string;
let specA: string;
let specB: string;
let supplierId: string;
let foreign: { kindId: string; specId: string; supplierId: string };
let n = 0;
const uniq = () => `${++n}${Date.now() % 10000}`;

async function setup(c: Client, tag: string) {
  const kind = await c.call('POST', 'fac/materials/kinds/add', { no: `ML${tag}`, name: `面料${tag}` });
  const spec = await c.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: '150cm' });
  const sup = await c.call('POST', 'supplier/insert', { name: `布行${tag}` });
  expect([kind.code, spec.code, sup.code]).toEqual([0, 0, 0]);
  return { kindId: kind.data.id as string, specId: spec.data.id as string, supplierId: sup.data.id as string };
}

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'materials');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  powerless = await signIn(h.app, ...((s) => [s.loginName, s.password] as const)(await createStaff(h.db, factory, [])));
  viewer = await signIn(
    h.app,
    ...((s) => [s.loginName, s.password] as const)(await createStaff(h.db, factory, ['fac.materials.list'])),
  );
  ({ kindId, specId: specA, supplierId } = await setup(boss, 'A'));
  childKindId = (await boss.call('POST', 'fac/materials/kinds/add', { no: 'MLC', name: '子分类', parentId: kindId })).data.id;
  specB = (await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no: 'XL', remark: '' })).data.id;
  foreign = await setup(intruder, 'Z');
});
afterAll(() => h.close());

const sku = (over: Record<string, unknown> = {}) => ({
  colorName: '红色',
  specificationsId: specA,
  stockUnit: '米',
  purchaseUnit: '卷',
  conversionRate: '50.1234',
  defaultDosage: '1.25',
  mlossRate: '3.5',
  suppliers: [{ supplierId, supplierStyleNo: 'S-01', planCost: '12.3456', excludingTaxPrice: '10.9' }],
  ...over,
});
const addMaterial = async (over: Record<string, unknown> = {}) => {
  const res = await boss.call('POST', 'fac/materials/addMaterials', { kindId, name: `全棉布${uniq()}`, skus: [sku()], ...over });
  expect(res.code, res.msg).toBe(0);
  return res.data as { id: string; commonMaterialsNo: string };
};
const detail = async (id: string, c: Client = boss) => (await c.call('GET', 'fac/materials/getMaterialDetail', { id })).data;
const countMaterials = async () =>
  Number(
    (
      await h.db
        .selectFrom('material')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('addMaterials and getMaterialDetail', () => {
  it('creates a draft with a generated number, exact decimals, SKUs and the default supplier', async () => {
    const { id, commonMaterialsNo } = await addMaterial({
      composition: '100%棉',
      width: '150cm',
      weight: '200',
      skus: [sku(), sku({ colorName: '蓝色', purchaseUnit: '米', conversionRate: '3', suppliers: [] })],
    });
    expect(commonMaterialsNo).toMatch(/^WL\d{6}$/);
    const d = await detail(id);
    expect(d).toMatchObject({
      commonMaterialsNo,
      kindId,
      kindNo: 'MLA',
      status: 0,
      reviewStatusText: '草稿',
      composition: '100%棉',
    });
    expect(d.commonMaterialsSkuList).toHaveLength(2);
    expect(d.commonMaterialsSkuList[0]).toMatchObject({
      colorName: '红色',
      specNoName: expect.stringMatching(/-150cm$/),
      conversionRate: '50.1234',
      defaultDosage: '1.2500',
      mlossRate: '3.50',
      suppliers: [expect.objectContaining({ supplierId, planCost: '12.3456', excludingTaxPrice: '10.9000', isDefault: true })],
    });
    // Same purchase and stock unit: the rate is 1 whatever was sent.
    expect(d.commonMaterialsSkuList[1].conversionRate).toBe('1.0000');
    expect((await detail(id, viewer)).id).toBe(id);
  });
  it('builds the name with 自动生成物料名称', async () => {
    const { id } = await addMaterial({ name: '', autoName: true, composition: '涤纶' });
    expect((await detail(id)).name).toBe('面料A 涤纶 150cm 红色');
    const preview = await boss.call('POST', 'fac/materials/previewMaterialsName', {
      kindId,
      specificationsId: specB,
      colorName: '黑',
    });
    expect(preview.data.name).toBe('面料A XL 黑');
  });
  it('keeps a typed number unique (any case) and answers the duplicate check', async () => {
    const no = `AB${uniq()}`;
    await addMaterial({ no });
    const dup = await boss.call('POST', 'fac/materials/addMaterials', { kindId, name: 'x', no: no.toLowerCase(), skus: [sku()] });
    expect(dup.code).toBe(40901);
    expect(dup.data.errors[0].field).toBe('no');
    expect((await boss.call('GET', 'fac/materials/judgeRepeatMaterialNo', { no })).data.exists).toBe(true);
    expect((await boss.call('GET', 'fac/materials/judgeRepeatMaterialNo', { no: 'FREE999' })).data).toEqual({
      exists: false,
      id: null,
    });
  });
  it('refuses bad input naming each field and writes nothing', async () => {
    const before = await countMaterials();
    const res = await boss.call('POST', 'fac/materials/addMaterials', {
      kindId,
      name: '',
      skus: [
        sku({ conversionRate: '0' }),
        sku({ colorName: '绿', conversionRate: '1.23456', mlossRate: '101', planCost: 1 }),
        sku({ colorName: '绿', conversionRate: 'abc', stockUnit: '' }),
        sku({ colorName: '红色' }),
      ],
    });
    expect(res.code).toBe(40001);
    const fields = res.data.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'name',
        'skus.0.conversionRate',
        'skus.1.conversionRate',
        'skus.1.mlossRate',
        'skus.2.conversionRate',
        'skus.2.stockUnit',
        'skus.3.specificationsId',
      ]),
    );
    const noSkus = await boss.call('POST', 'fac/materials/addMaterials', { kindId, name: 'x', skus: [] });
    expect(noSkus.data.errors[0].field).toBe('skus');
    expect(await countMaterials()).toBe(before);
  });
  it("refuses another factory's kind, specification or supplier (40402) and writes nothing", async () => {
    const before = await countMaterials();
    const kind = await boss.call('POST', 'fac/materials/addMaterials', { kindId: foreign.kindId, name: 'x', skus: [sku()] });
    expect(kind.code).toBe(40402);
    expect(kind.data.errors[0].field).toBe('kindId');
    const spec = await boss.call('POST', 'fac/materials/addMaterials', {
      kindId,
      name: 'x',
      skus: [sku({ specificationsId: foreign.specId })],
    });
    expect(spec.data.errors[0].field).toBe('skus.0.specificationsId');
    const sup = await boss.call('POST', 'fac/materials/addMaterials', {
      kindId,
      name: 'x',
      skus: [sku({ suppliers: [{ supplierId: foreign.supplierId }] })],
    });
    expect(sup.data.errors[0].field).toBe('skus.0.suppliers.0.supplierId');
    expect(await countMaterials()).toBe(before);
  });
});

describe('custom fields', () => {
  it('stores valid values with the material and refuses bad ones naming the field', async () => {
    const field = await boss.call('POST', 'custom-field', {
      entity: 'COMMON_MATERIALS',
      customFieldName: '产地',
      customFieldType: 'TEXT',
    });
    expect(field.code, field.msg).toBe(0);
    const fieldId = String(field.data.id ?? field.data.customFieldId);
    const { id } = await addMaterial({ customFields: { [fieldId]: '绍兴' } });
    expect((await detail(id)).customFields).toEqual([expect.objectContaining({ customFieldId: fieldId, textValue: '绍兴' })]);
    const before = await countMaterials();
    const bad = await boss.call('POST', 'fac/materials/addMaterials', {
      kindId,
      name: 'x',
      skus: [sku()],
      customFields: { [fieldId]: 'x'.repeat(101) },
    });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe(`customFields.${fieldId}`);
    expect(await countMaterials()).toBe(before);
  });
});

describe('colour ids', () => {
  const colour = (unitId: string, userId: string, name: string) =>
    h.db
      .insertInto('skuAttr')
      .values({ unitId, type: 'COLOR', name, no: null, colorCategoryId: null, createdBy: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
  it("accepts a colour of the factory's library and refuses another factory's (40402)", async () => {
    const mine = await colour(boss.unitId, boss.userId, '藏青');
    const theirs = await colour(intruder.unitId, intruder.userId, '外厂红');
    const { id } = await addMaterial({ skus: [sku({ colorId: mine.id, colorName: '藏青' })] });
    expect((await detail(id)).commonMaterialsSkuList[0]).toMatchObject({ colorId: mine.id, colorName: '藏青' });
    const before = await countMaterials();
    const res = await boss.call('POST', 'fac/materials/addMaterials', {
      kindId,
      name: 'x',
      skus: [sku(), sku({ colorId: theirs.id, colorName: '外厂红' })],
    });
    expect(res.code).toBe(40402);
    expect(res.data.errors[0].field).toBe('skus.1.colorId');
    const gen = await boss.call('POST', 'fac/materials/generateSkus', {
      colors: [{ colorId: theirs.id, colorName: '外厂红' }],
      specificationsIds: [specA],
    });
    expect(gen.data.errors[0].field).toBe('colors.0.colorId');
    expect(await countMaterials()).toBe(before);
  });
});

describe('editMaterials and the workflow', () => {
  it('edits a draft: SKUs kept, changed, added and removed; a stale version is refused', async () => {
    const { id } = await addMaterial({ skus: [sku(), sku({ colorName: '白' })] });
    const d = await detail(id);
    const [red] = d.commonMaterialsSkuList;
    const res = await boss.call('POST', 'fac/materials/editMaterials', {
      id,
      version: d.version,
      kindId: childKindId,
      name: '改名',
      skus: [{ ...sku({ id: red.id, colorName: '深红' }) }, sku({ colorName: '黑', specificationsId: specB })],
    });
    expect(res.code, res.msg).toBe(0);
    const after = await detail(id);
    expect(after).toMatchObject({ name: '改名', kindId: childKindId, version: d.version + 1 });
    expect(after.commonMaterialsSkuList.map((s: { colorName: string }) => s.colorName)).toEqual(['深红', '黑']);
    expect(after.commonMaterialsSkuList[0].id).toBe(red.id);
    const stale = await boss.call('POST', 'fac/materials/editMaterials', {
      id,
      version: d.version,
      kindId,
      name: 'x',
      skus: [sku()],
    });
    expect(stale.code).toBe(40902);
    const wrongSku = await boss.call('POST', 'fac/materials/editMaterials', {
      id,
      kindId,
      name: 'x',
      skus: [sku({ id: '999999' })],
    });
    expect(wrongSku.code).toBe(40001);
    expect(wrongSku.data.errors[0].field).toBe('skus.0.id');
  });
  it('direct mode: submit (生成档案) makes it reviewed and not editable; undo-review false reverses, true passes', async () => {
    const { id } = await addMaterial();
    expect((await boss.call('GET', 'fac/materials/checkMaterialsIsEdit', { id })).data).toEqual({
      isEdit: true,
      status: 0,
      reason: null,
    });
    expect((await boss.call('POST', 'uflo/common/materials/submit', { id })).data.status).toBe(2);
    const check = await boss.call('GET', 'fac/materials/checkMaterialsIsEdit', { id });
    expect(check.data).toMatchObject({ isEdit: false, status: 2, reason: '物料已审核，请先申请反审' });
    const refused = await boss.call('POST', 'fac/materials/editMaterials', { id, kindId, name: 'x', skus: [sku()] });
    expect(refused.code).toBe(40902);
    expect((await detail(id)).name).not.toBe('x');
    expect((await boss.call('GET', 'uflo/common/materials/undo-review', { id, result: 'false' })).data.status).toBe(0);
    expect((await boss.call('GET', 'uflo/common/materials/undo-review', { id, result: 'true' })).data.status).toBe(2);
    const state = await boss.call('GET', 'uflo/common/materials/state', { id });
    expect(state.data.history.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['CREATE', 'SUBMIT', 'APPLY_ANTI_REVIEW']),
    );
  });
  it('review mode: submit waits on the desk, the reviewer approves; undo-review is refused', async () => {
    const cfg = await boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType: 'COMMON_MATERIALS',
      isUse: true,
      steps: [{ userIds: [boss.userId] }],
    });
    expect(cfg.code, cfg.msg).toBe(0);
    try {
      const { id } = await addMaterial();
      expect((await boss.call('GET', 'uflo/common/materials/undo-review', { id, result: 'true' })).code).toBe(40902);
      expect((await boss.call('POST', 'uflo/common/materials/submit', { id })).data.status).toBe(1);
      const tasks = await boss.call('POST', 'uflo/common/materials/task', { pageNo: 1, pageSize: 20 });
      const task = tasks.data.list.find((t: { billId: string }) => t.billId === id);
      expect(task).toMatchObject({
        billType: 'COMMON_MATERIALS',
        extra: expect.objectContaining({ kindName: '面料A', colors: ['红色'] }),
      });
      const done = await boss.call('POST', 'uflo/common/materials/review', { taskId: task.taskId, id, result: true });
      expect(done.data.status).toBe(2);
    } finally {
      await boss.call('POST', 'bill-review-config/updateOneConfig', { billType: 'COMMON_MATERIALS', isUse: false, steps: [] });
    }
  });
  it('deletes a draft only', async () => {
    const { id } = await addMaterial();
    expect((await boss.call('GET', 'fac/materials/deleteMaterial', { id })).code).toBe(0);
    expect((await boss.call('GET', 'fac/materials/getMaterialDetail', { id })).code).toBe(40402);
    const kept = await addMaterial();
    await boss.call('POST', 'uflo/common/materials/submit', { id: kept.id });
    expect((await boss.call('POST', 'fac/materials/deleteMaterial', { id: kept.id })).code).toBe(40902);
  });
  it('refuses to delete a kind or specification in use', async () => {
    expect((await boss.call('GET', 'fac/materials/deleteMaterialsKinds', { id: kindId })).code).toBe(40903);
    expect((await boss.call('GET', 'fac/materials/deleteCommonMaterialsSpecifications', { id: specA })).code).toBe(40903);
  });
});

describe('listMaterials, renumbering and SKU generation', () => {
  it('lists one row per SKU with filters on keyword, kind (with children), status, stop-use and supplier', async () => {
    const tag = uniq();
    const a = await addMaterial({ name: `筛选${tag}`, skus: [sku(), sku({ colorName: '蓝', suppliers: [] })] });
    const b = await addMaterial({ name: `筛选${tag}B`, kindId: childKindId, skus: [sku({ suppliers: [] })] });
    const list = async (f: Record<string, unknown>) =>
      (await boss.call('POST', 'fac/materials/listMaterials', { pageNum: 1, pageSize: 50, keyword: `筛选${tag}`, ...f })).data;
    const all = await list({});
    expect(all.totalCount).toBe(3);
    expect(all.list[0]).toMatchObject({ materialId: b.id, kindName: '子分类' });
    expect(
      all.list.find((r: { colorName: string; materialId: string }) => r.materialId === a.id && r.colorName === '红色'),
    ).toMatchObject({
      defaultSupplierName: '布行A',
      planCost: '12.3456',
      supplierStyleNo: 'S-01',
      stockUnit: '米',
    });
    expect((await list({ materialKindsFilters: [kindId] })).totalCount).toBe(3);
    expect((await list({ materialKindsFilters: childKindId })).totalCount).toBe(1);
    expect((await list({ suppliersFilters: [supplierId] })).totalCount).toBe(1);
    expect((await list({ reviewStatus: [2] })).totalCount).toBe(0);
    expect((await list({ keyword: a.commonMaterialsNo })).totalCount).toBe(2);
    const redSku = all.list.find(
      (r: { materialId: string; colorName: string }) => r.materialId === a.id && r.colorName === '红色',
    ).skuId;
    await boss.call('POST', 'fac/materials/stopUse', { id: redSku, stopUse: true });
    expect((await list({ stopUse: true })).list.map((r: { skuId: string }) => r.skuId)).toEqual([redSku]);
    expect((await list({ stopUse: false })).totalCount).toBe(2);
  });
  it('renumbers the listed materials from the rule and can rebuild their names', async () => {
    const a = await addMaterial({ no: `OLD${uniq()}`, name: '旧名' });
    const res = await boss.call('POST', 'fac/materials/updateMaterialsNos', { ids: [a.id], updateMaterialsName: true });
    expect(res.code).toBe(0);
    expect(res.data.updated).toBe(1);
    const d = await detail(a.id);
    expect(d.commonMaterialsNo).toMatch(/^WL\d{6}$/);
    expect(d.name).toBe('面料A 150cm 红色');
  });
  it('generates SKU rows for colours x specifications, skipping existing pairs', async () => {
    const res = await boss.call('POST', 'fac/materials/generateSkus', {
      colors: [{ colorName: '红' }, { colorName: '蓝' }],
      specificationsIds: [specA, specB],
      existing: [{ colorName: '红', specificationsId: specB }],
    });
    expect(res.data.map((r: { colorName: string; specNoName: string }) => `${r.colorName}/${r.specNoName}`)).toEqual([
      expect.stringMatching(/^红\/.*-150cm$/),
      expect.stringMatching(/^蓝\/.*-150cm$/),
      '蓝/XL',
    ]);
    const bad = await boss.call('POST', 'fac/materials/generateSkus', {
      colors: [],
      specificationsIds: [foreign.specId],
    });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('colors');
    const foreignSpec = await boss.call('POST', 'fac/materials/generateSkus', {
      colors: [{ colorName: '红' }],
      specificationsIds: [foreign.specId],
    });
    expect(foreignSpec.code).toBe(40402);
  });
});

describe('tenancy, sessions and permissions', () => {
  it('another factory sees none of it and changes nothing', async () => {
    const { id, commonMaterialsNo } = await addMaterial({ name: '隔离物料' });
    expect((await intruder.call('GET', 'fac/materials/getMaterialDetail', { id })).code).toBe(40402);
    expect((await intruder.call('GET', 'fac/materials/checkMaterialsIsEdit', { id })).code).toBe(40402);
    const edit = await intruder.call('POST', 'fac/materials/editMaterials', {
      id,
      kindId: foreign.kindId,
      name: 'hack',
      skus: [sku({ specificationsId: foreign.specId, suppliers: [] })],
    });
    expect(edit.code).toBe(40402);
    expect((await intruder.call('GET', 'fac/materials/deleteMaterial', { id })).code).toBe(40402);
    expect((await intruder.call('POST', 'uflo/common/materials/submit', { id })).code).toBe(40402);
    expect((await intruder.call('GET', 'uflo/common/materials/undo-review', { id, result: 'true' })).code).toBe(40402);
    const renum = await intruder.call('POST', 'fac/materials/updateMaterialsNos', { ids: [id] });
    expect(renum.data.updated).toBe(0);
    expect((await intruder.call('POST', 'fac/materials/previewMaterialsName', { kindId })).code).toBe(40402);
    const list = await intruder.call('POST', 'fac/materials/listMaterials', { pageSize: 100 });
    expect(list.data.list.map((r: { materialId: string }) => r.materialId)).not.toContain(id);
    expect((await intruder.call('GET', 'fac/materials/judgeRepeatMaterialNo', { no: commonMaterialsNo })).data.exists).toBe(
      false,
    );
    expect(await detail(id)).toMatchObject({ name: '隔离物料', status: 0, commonMaterialsNo });
  });
  it('needs a session (440) and the permission (40301) for every call', async () => {
    const { id } = await addMaterial({ name: '权限物料' });
    const calls = [
      ['POST', 'fac/materials/listMaterials', {}],
      ['GET', 'fac/materials/getMaterialDetail', { id }],
      ['POST', 'fac/materials/addMaterials', { kindId, name: 'np', skus: [sku()] }],
      ['POST', 'fac/materials/editMaterials', { id, kindId, name: 'np', skus: [sku()] }],
      ['GET', 'fac/materials/judgeRepeatMaterialNo', { no: 'X' }],
      ['POST', 'fac/materials/updateMaterialsNos', { ids: [id] }],
      ['POST', 'fac/materials/previewMaterialsName', { kindId }],
      ['POST', 'fac/materials/generateSkus', { colors: [{ colorName: '红' }], specificationsIds: [specA] }],
      ['GET', 'fac/materials/checkMaterialsIsEdit', { id }],
      ['GET', 'fac/materials/deleteMaterial', { id }],
      ['POST', 'fac/materials/deleteMaterial', { id }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(h.app, method, url, body)).code, url).toBe(440);
      expect(await powerless.call(method, url, body), url).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
    }
    expect((await call(h.app, 'GET', 'uflo/common/materials/undo-review', { id, result: 'true' })).code).toBe(440);
    // The workflow checks the bill type's own codes: a viewer may not generate or reverse.
    expect(await viewer.call('GET', 'uflo/common/materials/undo-review', { id, result: 'true' })).toMatchObject({ code: 40301 });
    expect(await viewer.call('POST', 'fac/materials/editMaterials', { id, kindId, name: 'np', skus: [sku()] })).toMatchObject({
      code: 40301,
    });
    expect(await detail(id)).toMatchObject({ name: '权限物料', status: 0 });
  });
});
