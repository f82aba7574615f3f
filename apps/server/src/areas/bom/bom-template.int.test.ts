import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { uploadTo } from '../../../test/multipart.js';
import { downloadSheet } from '../../../test/xlsx.js';
import { makeBomWorld, ok, type BomWorld } from './bom.fixture.js';

// BOM templates (list, create, get, details_design, update, delete, dropDownList, Excel import and export), the BOM
// column configuration and 新建物料 from the BOM line.
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let w: BomWorld;
let n = 0;
const name = (p = '模板') => `${p}${++n}`;
const row = () => ({ materialSkuId: w.trim.skuId, singleDosage: '2', lossRate: '1.5', isMain: false, partName: '领口' });
const create = async (rows = [row()], templateName = name()) =>
  (await ok(boss, 'POST', 'common/bom/template', { name: templateName, remark: '通用', rows })).id as string;
const count = async () =>
  Number(
    (
      await h.db
        .selectFrom('bomTemplate')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'bomtpl');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'bomtpl-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const none = await createStaff(h.db, factory, ['fac.goods.list']);
  powerless = await signIn(h.app, none.loginName, none.password);
  w = await makeBomWorld(boss);
});
afterAll(() => h.close());

describe('BOM templates', () => {
  it('are created, read, listed, edited and deleted', async () => {
    const id = await create();
    const t = await ok(boss, 'GET', `common/bom/template/${id}`);
    expect(t).toMatchObject({ remark: '通用', rowCount: 1 });
    expect(t.rows[0]).toMatchObject({ materialSkuId: w.trim.skuId, singleDosage: '2.0000', lossRate: '1.50', partName: '领口' });
    expect((await ok(boss, 'GET', `common/bom/template/details_design/${id}`)).id).toBe(id);
    const page = await ok(boss, 'POST', 'common/bom/template/list', { keyword: t.name, pageNo: 1, pageSize: 10 });
    expect(page.list.map((r: { id: string }) => r.id)).toEqual([id]);
    const options = await ok(boss, 'POST', 'common/bom/template/dropDownList', {});
    expect(options).toContainEqual({ value: id, label: t.name });
    await ok(boss, 'PUT', `common/bom/template/${id}`, { name: `${t.name}改`, rows: [row(), { ...row(), singleDosage: '3' }] });
    expect((await ok(boss, 'GET', `common/bom/template/${id}`)).rows).toHaveLength(2);
    await ok(boss, 'DELETE', `common/bom/template/${id}`, { userId: boss.userId });
    expect((await boss.call('GET', `common/bom/template/${id}`)).code).toBe(40402);
  });

  it('start a BOM: its rows for every colour, size and length', async () => {
    const parts = await ok(boss, 'GET', 'common-goods-style/part', { styleId: w.styleId });
    const templateId = await create([
      row(),
      { ...row(), materialSkuId: w.fabric.skuIds[0]!, isMain: true, partName: parts[0].name },
    ]);
    const { id } = await ok(boss, 'POST', 'fac/commonBom/addCommonBom', { styleId: w.styleId, name: name('BOM'), templateId });
    const d = (await ok(boss, 'GET', 'fac/commonBom/bomDetail', { commonBomId: id })).commonBom;
    expect(
      d.commonMaterialsSkuList.map((r: { materialSkuId: string; styleColorIdList: null }) => [
        r.materialSkuId,
        r.styleColorIdList,
      ]),
    ).toEqual([
      [w.trim.skuId, null],
      [w.fabric.skuIds[0], null],
    ]);
    // 领口 is no part of the style; the other row's part is the style's part of that name
    expect(d.commonMaterialsSkuList.map((r: { partId: string | null }) => r.partId)).toEqual([null, w.partId]);
  });

  it('refuse a taken name, a bad row, another factory and a missing permission, writing nothing', async () => {
    const taken = name();
    await create([row()], taken);
    const before = await count();
    const dup = await boss.call('POST', 'common/bom/template', { name: taken.toUpperCase(), rows: [] });
    expect(dup.code).toBe(40901);
    expect((await ok(boss, 'GET', 'common/bom/template/queryRepeatName', { name: taken.toUpperCase() })).exists).toBe(true);
    expect((await ok(boss, 'GET', 'common/bom/template/queryRepeatName', { name: name() })).exists).toBe(false);
    expect((await ok(intruder, 'GET', 'common/bom/template/queryRepeatName', { name: taken })).exists).toBe(false);
    const bad = await boss.call('POST', 'common/bom/template', { name: name(), rows: [{ ...row(), lossRate: '-1' }] });
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data)).toContain('rows.0.lossRate');
    const foreign = await boss.call('POST', 'common/bom/template', {
      name: name(),
      rows: [{ ...row(), materialSkuId: '999999999' }],
    });
    expect(foreign.data.errors[0].field).toBe('rows.0.materialSkuId');
    expect((await powerless.call('POST', 'common/bom/template', { name: name(), rows: [] })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'common/bom/template/list', {})).code).toBe(440);
    expect(await count()).toBe(before);
    const id = await create();
    expect((await intruder.call('GET', `common/bom/template/${id}`)).code).toBe(40402);
    expect((await intruder.call('PUT', `common/bom/template/${id}`, { name: 'x', rows: [] })).code).toBe(40402);
    expect((await intruder.call('DELETE', `common/bom/template/${id}`)).code).toBe(40402);
    expect((await ok(intruder, 'POST', 'common/bom/template/list', {})).totalCount).toBe(0);
    expect((await ok(boss, 'GET', `common/bom/template/${id}`)).rows).toHaveLength(1);
  });

  it('import from Excel after a dry run, and export what reads back', async () => {
    const m = await ok(boss, 'GET', 'fac/materials/getMaterialDetail', { id: w.trim.materialId });
    const specNo = m.commonMaterialsSkuList[0].specNo as string;
    const templateName = name('导入');
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('s');
    ws.addRow(['模板名称', '物料款号', '物料颜色', '规格号', '单件用量', '损耗%', '主料', '部位', '参考单价', '备注']);
    ws.addRow([templateName, m.commonMaterialsNo, '白', specNo, '1.25', '2', '是', '袖口', '3', '']);
    ws.addRow([templateName, m.commonMaterialsNo, '黑', specNo, '1', '', '', '', '', '']);
    const bad = await uploadTo(h.app, 'style/bom/importExcel', boss.sid, {
      content: Buffer.from(await book.xlsx.writeBuffer()),
      name: 't.xlsx',
      type: XLSX,
    });
    expect(bad.code, bad.msg).toBe(0);
    expect(bad.data.errors.map((e: { rowNo: number; column: string }) => [e.rowNo, e.column])).toEqual([[3, 'materialsNo']]);
    const before = await count();
    expect((await boss.call('POST', 'style/bom/importExcel/commit', { importId: bad.data.importId })).code).toBe(40902);
    expect(await count()).toBe(before);

    ws.spliceRows(3, 1);
    const good = await uploadTo(h.app, 'style/bom/importExcel', boss.sid, {
      content: Buffer.from(await book.xlsx.writeBuffer()),
      name: 't.xlsx',
      type: XLSX,
    });
    expect(good.data.errors).toEqual([]);
    expect(await count()).toBe(before);
    await ok(boss, 'POST', 'style/bom/importExcel/commit', { importId: good.data.importId });
    for (let i = 0; i < 100 && (await count()) === before; i++) await new Promise((r) => setTimeout(r, 50));
    const page = await ok(boss, 'POST', 'common/bom/template/list', { keyword: templateName });
    const t = await ok(boss, 'GET', `common/bom/template/${page.list[0].id}`);
    expect(t.rows[0]).toMatchObject({
      materialSkuId: w.trim.skuId,
      singleDosage: '1.2500',
      lossRate: '2.00',
      isMain: true,
      partName: '袖口',
    });

    const sheet = await downloadSheet(h.app, boss.sid, 'common/bom/template/export', { keyword: templateName });
    expect(sheet.header).toEqual([
      '模板名称',
      '物料款号',
      '物料颜色',
      '规格号',
      '单件用量',
      '损耗%',
      '主料',
      '部位',
      '参考单价',
      '备注',
    ]);
    expect(sheet.values()[0]!.slice(0, 8)).toEqual([templateName, m.commonMaterialsNo, '白', specNo, 1.25, 2, '是', '袖口']);
  });
});

describe('BOM column configuration', () => {
  it('answers the defaults, saves a choice (required columns kept) and stays per factory', async () => {
    const first = await ok(boss, 'GET', 'businessfield/getCommonBomConfig');
    expect(first.fields.find((f: { key: string }) => f.key === 'singleDosage')).toMatchObject({
      name: '单件用量',
      isRequired: true,
    });
    expect(first.configs).toContain('picture');
    expect(first.configs).not.toContain('supplierStyleNo');
    const saved = await ok(boss, 'POST', 'businessfield/updateCommonBomConfig', { fieldIds: ['supplierStyleNo'] });
    expect(saved.configs).toContain('supplierStyleNo');
    expect(saved.configs).toContain('singleDosage');
    expect(saved.configs).not.toContain('picture');
    expect((await ok(boss, 'GET', 'businessfield/getCommonBomConfig')).configs).toEqual(saved.configs);
    expect((await ok(boss, 'GET', 'businessfield/getCommonBomDefaultConfig')).configs).toEqual(first.configs);
    expect((await ok(intruder, 'GET', 'businessfield/getCommonBomConfig')).configs).toEqual(first.configs);
    const bad = await boss.call('POST', 'businessfield/updateCommonBomConfig', { fieldIds: ['nope'] });
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data)).toContain('fieldIds.0');
    expect((await powerless.call('POST', 'businessfield/updateCommonBomConfig', { fieldIds: [] })).code).toBe(40301);
    expect((await call(h.app, 'GET', 'businessfield/getCommonBomConfig')).code).toBe(440);
  });
});

describe('新建物料 from the BOM line', () => {
  const line = (no: string, colorName: string, onExisting?: string, planCost = '9') => ({
    material: {
      kindId: w.kindId,
      no,
      name: `扣子${no}`,
      skus: [
        {
          colorName,
          specificationsId: w.specId,
          stockUnit: '个',
          suppliers: [{ supplierId: w.supplierId, planCost, isDefault: true }],
        },
      ],
    },
    ...(onExisting ? { onExisting } : {}),
  });

  it('creates a material, then offers the existing SKU: ask, use, overwrite', async () => {
    const no = `KZ${Date.now() % 100000}`;
    const created = await ok(boss, 'POST', 'fac/materials/addMaterialsLine', line(no, '金'));
    expect(created.outcome).toBe('CREATED');
    const asked = await boss.call('POST', 'fac/materials/addMaterialsLine', line(no, '金'));
    expect(asked.code).toBe(40901);
    expect(asked.data.existing.materialSkuId).toBe(created.materialSkuId);
    expect(asked.data.errors[0].field).toBe('material.no');
    const used = await ok(boss, 'POST', 'fac/materials/addMaterialsLine', line(no, '金', 'USE_EXISTING'));
    expect(used).toEqual({ ...created, outcome: 'USED' });
    const over = await ok(boss, 'POST', 'fac/materials/addMaterialsLine', line(no, '金', 'OVERWRITE', '11.5'));
    expect(over.outcome).toBe('OVERWRITTEN');
    const suppliers = await ok(boss, 'POST', 'fac/materials/materialsSkuSupplierList', { materialsSkuId: created.materialSkuId });
    expect(JSON.stringify(suppliers)).toContain('11.5');
    // the number exists without that colour: refused, nothing made
    const other = await boss.call('POST', 'fac/materials/addMaterialsLine', line(no, '银', 'USE_EXISTING'));
    expect(other.code).toBe(40901);
    expect(other.data.existing.materialSkuId).toBeNull();
  });

  it('refuses bad input naming the field, and needs the materials add permission', async () => {
    const bad = await boss.call('POST', 'fac/materials/addMaterialsLine', {
      material: { kindId: w.kindId, name: 'x', skus: [] },
    });
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data)).toContain('material.skus');
    expect((await powerless.call('POST', 'fac/materials/addMaterialsLine', line('KZX1', '金'))).code).toBe(40301);
    expect((await intruder.call('POST', 'fac/materials/addMaterialsLine', line('KZX2', '金'))).code).toBe(40402);
  });
});
