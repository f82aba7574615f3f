import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary, uniq, type Library } from '../../../test/goods-library.js';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { expectTypedCell, readSheet } from '../../../test/xlsx.js';
import { uploadTo } from '../../../test/multipart.js';

// Goods style list custom-field columns, the long-tail fields, and the style Excel import / export.

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let lib: Library;
/** Names as the sheet writes them. */
let names: { colors: string[]; sizes: string[]; sizeCategory: string; customer: string };
let textFieldId: string;
let multiFieldId: string;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NO_PERMISSION = '抱歉，您没有操作权限';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'gx');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  lib = await makeLibrary(boss, 3, 3, 0);
  const probe = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleName: '探针',
    customerId: lib.customerId,
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
  });
  const d = (await boss.call('GET', 'fac/goods/getFacGoodsStyle', { goodsId: probe.data.goodsId })).data;
  names = {
    colors: d.colors.map((c: { name: string }) => c.name),
    sizes: d.sizes.map((c: { name: string }) => c.name),
    sizeCategory: d.sizeCategoryName,
    customer: d.customerName,
  };
  const addField = async (body: Record<string, unknown>) => {
    const res = await boss.call('POST', 'custom-field', { entity: 'GOODS_STYLE', ...body });
    expect(res.code, res.msg).toBe(0);
    return String(res.data.customFieldId);
  };
  textFieldId = await addField({ customFieldName: '面料', customFieldType: 'TEXT' });
  multiFieldId = await addField({ customFieldName: '工艺', customFieldType: 'MULTI_SELECT', options: ['水洗', '磨毛', '印花'] });
  await addField({ customFieldName: '停用字段', customFieldType: 'TEXT', enabled: false });
});
afterAll(() => h.close());

async function optionId(name: string): Promise<string> {
  const fields = (await boss.call('GET', 'custom-field/list', { module: 'GOODS_STYLE' })).data as {
    customFieldId: string;
    options: { id: string; optionName: string }[];
  }[];
  return fields.find((f) => f.customFieldId === multiFieldId)!.options.find((o) => o.optionName === name)!.id;
}
async function sheet(head: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  ws.addRow(head);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0]!.eachRow((row) =>
    out.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? '')))),
  );
  return out;
}
const upload = (c: Client | null, content: Buffer) =>
  uploadTo(h.app, 'fac/goods/importExcel', c?.sid ?? null, { content, name: '商品.xlsx', type: XLSX });
const countStyles = async (unitId: string) =>
  Number(
    (
      await h.db
        .selectFrom('goodsStyle')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('unitId', '=', unitId)
        .where('isDeleted', '=', false)
        .executeTakeFirstOrThrow()
    ).n,
  );
async function untilDone(c: Client, id: string) {
  for (let i = 0; i < 600; i++) {
    const job = await c.call('GET', `excel/import/${id}`);
    if (job.data.status !== 'COMMITTING') return job.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}
const exportFile = (c: Client, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/v1/api/fac/goods/exportGoodsStyle', headers: { cookie: `sid=${c.sid}` }, payload });

describe('long-tail fields', () => {
  it('saves prices as exact strings, sales mode and launch date; an edit records them in the change records', async () => {
    const styleNo = uniq('LT');
    const add = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
      styleNo,
      styleName: '长尾',
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: lib.colorIds.slice(0, 1),
      sizeIds: lib.sizeIds.slice(0, 1),
      brand: '牛厂',
      season: '春',
      salesMode: 1,
      dateListing: '2026-03-01',
      price: '199.9',
      retailPrice: '0.1',
      cost: '88.55',
    });
    expect(add.code, add.msg).toBe(0);
    const d = (await boss.call('GET', 'fac/goods/getFacGoodsStyle', { goodsId: add.data.goodsId })).data;
    expect(d).toMatchObject({
      brand: '牛厂',
      season: '春',
      salesMode: 1,
      dateListing: '2026-03-01',
      price: '199.90',
      retailPrice: '0.10',
      cost: '88.55',
      wave: null,
      lastSupplyPrice: null,
    });
    const edit = await boss.call('POST', 'fac/goods/updateFacGoodsStyle', {
      goodsId: add.data.goodsId,
      version: d.version,
      styleNo,
      styleName: '长尾',
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: lib.colorIds.slice(0, 1),
      sizeIds: lib.sizeIds.slice(0, 1),
      brand: '牛厂',
      season: '春',
      salesMode: 2,
      dateListing: '2026-03-01',
      price: '209.90',
      retailPrice: '0.1',
      cost: '88.55',
    });
    expect(edit.code, edit.msg).toBe(0);
    const records = (await boss.call('POST', 'fac/goods/changeRecords', { goodsId: add.data.goodsId })).data.list;
    const byName = Object.fromEntries(
      records.map((r: { fieldName: string; previousValues: string; afterValues: string }) => [
        r.fieldName,
        [r.previousValues, r.afterValues],
      ]),
    );
    expect(byName).toEqual({ 销售价: ['199.90', '209.90'], 销售模式: ['买断', '包销'] });
  });

  it('refuses a negative or 3-decimal price and an unknown sales mode, naming the field; nothing written', async () => {
    const before = await countStyles(boss.unitId);
    const base = {
      styleName: '坏',
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: lib.colorIds.slice(0, 1),
      sizeIds: lib.sizeIds.slice(0, 1),
    };
    for (const [field, value] of [
      ['price', '-1'],
      ['cost', '1.234'],
      ['salesMode', 7],
      ['dateListing', '2026/03/01'],
    ] as const) {
      const res = await boss.call('POST', 'fac/goods/addFacGoodsStyle', { ...base, [field]: value });
      expect(res.code, field).toBe(40001);
      expect(res.data.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await countStyles(boss.unitId)).toBe(before);
  });
});

describe('list custom-field columns', () => {
  it('answers the enabled fields as customFieldColumns and each row its values as text', async () => {
    const styleNo = uniq('CF');
    const add = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
      styleNo,
      styleName: '自定义',
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: lib.colorIds.slice(0, 1),
      sizeIds: lib.sizeIds.slice(0, 1),
      customFields: { [textFieldId]: '纯棉', [multiFieldId]: [await optionId('印花'), await optionId('水洗')] },
    });
    expect(add.code, add.msg).toBe(0);
    const list = await boss.call('POST', 'fac/goods/selectFacGoodsStyle', { keyword: styleNo });
    expect(list.data.customFieldColumns).toEqual([
      { id: textFieldId, name: '面料' },
      { id: multiFieldId, name: '工艺' },
    ]);
    expect(list.data.list[0].customFields).toEqual({ [textFieldId]: '纯棉', [multiFieldId]: '水洗，印花' });
    const other = await intruder.call('POST', 'fac/goods/selectFacGoodsStyle', { keyword: styleNo });
    expect(other.data).toMatchObject({ totalCount: 0, customFieldColumns: [] });
  });
});

describe('style import', () => {
  const head = ['商品款号', '商品名称', '客户', '尺码组', '颜色', '尺码', '销售价', '销售模式', '品牌', '面料', '工艺'];

  it('template: the headers (with the custom fields, not disabled ones); 440 and 40301', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/v1/api/fac/goods/importTemplate',
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(res.headers['content-type']).toBe(XLSX);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]!.slice(0, 8)).toEqual(['商品款号', '商品名称', '客户', '品类', '尺码组', '颜色', '尺码', '内长']);
    expect(rows[0]!.slice(-2)).toEqual(['面料', '工艺']);
    expect(rows[0]).toContain('吊牌价');
    expect(rows[0]).not.toContain('停用字段');
    expect((await powerless.call('GET', 'fac/goods/importTemplate')).code).toBe(40301);
    expect((await powerless.call('GET', 'fac/goods/importTemplate')).msg).toBe(NO_PERMISSION);
    expect((await call(h.app, 'GET', 'fac/goods/importTemplate')).code).toBe(440);
  });

  it('dry run names every bad row (row, column, reason) and writes nothing; commit is refused', async () => {
    const taken = uniq('TK');
    await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
      styleNo: taken,
      styleName: '已有',
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: lib.colorIds.slice(0, 1),
      sizeIds: lib.sizeIds.slice(0, 1),
    });
    const before = await countStyles(boss.unitId);
    const [c0, c1] = names.colors;
    const [s0, s1] = names.sizes;
    const good = uniq('G');
    const buffer = await sheet(head, [
      [good, '好', names.customer, names.sizeCategory, `${c0}、${c1}`, `${s0},${s1}`, '99.5', '买断', '牛厂', '棉', '水洗'],
      [null, '坏颜色', null, names.sizeCategory, `${c0}、紫罗兰`, s0!, null, null, null, null, null],
      [null, '坏尺码', null, names.sizeCategory, c0!, 'XXXXL', null, null, null, null, null],
      [taken, '占用', null, names.sizeCategory, c0!, s0!, null, null, null, null, null],
      [good, '重复', null, names.sizeCategory, c0!, s0!, null, null, null, null, '绣花'],
      [null, '坏价格', null, names.sizeCategory, c0!, s0!, '1.234', '赊账', null, null, null],
      [null, null, null, names.sizeCategory, c0!, s0!, null, null, null, null, null],
      [null, '无客户', '无此客户', '无此尺码组', c0!, s0!, null, null, null, null, null],
    ]);
    const res = await upload(boss, buffer);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ status: 'VALIDATED', total: 8, failed: 7 });
    const errs = res.data.errors.map((e: { rowNo: number; column: string; reason: string }) => [e.rowNo, e.column, e.reason]);
    expect(errs).toEqual([
      [3, 'colors', '颜色「紫罗兰」不存在'],
      [4, 'sizes', '尺码组中的尺码「XXXXL」不存在'],
      [5, 'styleNo', `商品款号 ${taken} 已存在`],
      [6, 'styleNo', '与第 2 行重复'],
      [6, `custom:${multiFieldId}`, '选项「绣花」不存在'],
      [7, 'salesMode', '应为 联营、买断 或 包销'],
      [7, 'price', '销售价最多 2 位小数'],
      [8, 'styleName', '必填'],
      [9, 'customer', '客户「无此客户」不存在'],
      [9, 'sizeCategory', '尺码组「无此尺码组」不存在'],
    ]);
    expect(res.data.errors.find((e: { column: string }) => e.column === 'colors').header).toBe('颜色');
    expect(await countStyles(boss.unitId)).toBe(before);
    const commit = await boss.call('POST', 'fac/goods/importExcel/commit', { importId: res.data.importId });
    expect(commit.code).toBe(40902);
    expect(await countStyles(boss.unitId)).toBe(before);
    const failed = await h.app.inject({
      method: 'GET',
      url: `/v1/api/excel/import/${res.data.importId}/errors`,
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect((await readXlsx(failed.rawPayload)).slice(1).map((r) => r[1])).toEqual([
      '坏颜色',
      '坏尺码',
      '占用',
      '重复',
      '坏价格',
      '',
      '无客户',
    ]);
  });

  it('commit writes every style with its SKU matrix, custom values and generated style nos; another factory cannot commit it', async () => {
    const before = await countStyles(boss.unitId);
    const [c0, c1, c2] = names.colors;
    const [s0, s1] = names.sizes;
    const explicit = uniq('IM');
    const buffer = await sheet(head, [
      [
        explicit,
        '导入一',
        names.customer,
        names.sizeCategory,
        `${c0}、${c1}、${c2}`,
        `${s0}，${s1}`,
        '120',
        '包销',
        '牛厂',
        '麻',
        '磨毛、印花',
      ],
      [null, '导入二', null, names.sizeCategory, c0!, s0!, null, null, null, null, null],
    ]);
    const res = await upload(boss, buffer);
    expect(res.data.failed, JSON.stringify(res.data.errors)).toBe(0);
    expect((await intruder.call('POST', 'fac/goods/importExcel/commit', { importId: res.data.importId })).code).toBe(40402);
    expect((await powerless.call('POST', 'fac/goods/importExcel/commit', { importId: res.data.importId })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/goods/importExcel/commit', { importId: res.data.importId })).code).toBe(440);
    expect((await boss.call('POST', 'fac/goods/importExcel/commit', { importId: 'x' })).code).toBe(40001);
    const commit = await boss.call('POST', 'fac/goods/importExcel/commit', { importId: res.data.importId });
    expect(commit.code, commit.msg).toBe(0);
    expect(await untilDone(boss, res.data.importId)).toMatchObject({ status: 'COMMITTED', result: { written: 2 } });
    expect(await countStyles(boss.unitId)).toBe(before + 2);

    const one = (await boss.call('POST', 'fac/goods/selectFacGoodsStyle', { keyword: explicit })).data.list[0];
    expect(one).toMatchObject({
      styleName: '导入一',
      customerName: names.customer,
      skuCount: 6,
      price: '120.00',
      salesMode: 2,
      brand: '牛厂',
    });
    expect(one.customFields).toEqual({ [textFieldId]: '麻', [multiFieldId]: '磨毛，印花' });
    const skus = (await boss.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: one.goodsId })).data;
    expect(skus.map((s: { color_name: string; size_value: string }) => `${s.color_name}/${s.size_value}`)).toEqual(
      [c0, c1, c2].flatMap((c) => [s0, s1].map((s) => `${c}/${s}`)),
    );
    const two = (await boss.call('POST', 'fac/goods/selectFacGoodsStyle', { keyword: '导入二' })).data.list[0];
    expect(two.styleNo).toMatch(/^KS\d{6}$/);
    expect(two.skuCount).toBe(1);
  });
});

describe('style export', () => {
  it('streams the filtered list with the custom fields; the file reads back through the import with the same count', async () => {
    const total = (await boss.call('POST', 'fac/goods/selectFacGoodsStyle', { pageSize: 1 })).data.totalCount as number;
    const res = await exportFile(boss, {});
    expect(res.headers['content-type']).toBe(XLSX);
    const rows = await readXlsx(res.rawPayload);
    expect(rows).toHaveLength(total + 1);
    expect(rows[0]!.slice(-2)).toEqual(['面料', '工艺']);
    expect(rows[0]).not.toContain('停用字段');
    const imported = rows.find((r) => r[1] === '导入一')!;
    expect(imported).toContain('麻');
    expect(imported).toContain('磨毛，印花');
    expect(imported).toContain('包销');
    // Typed cells: 销售价 a money number, SKU数 a whole number, 创建时间 a date; no total row (the import reads it back).
    const typed = await readSheet(res.rawPayload);
    const at = typed.column('商品名称').indexOf('导入一');
    expectTypedCell(typed.cell(at, '销售价'), 'number', '#,##0.00');
    expect(typed.cell(at, '销售价').value).toBe(120);
    expectTypedCell(typed.cell(at, 'SKU数'), 'number', '0');
    expectTypedCell(typed.cell(at, '创建时间'), 'date', 'yyyy-mm-dd hh:mm:ss');
    expect(typed.totals).toEqual([]);
    // Read back: every row is recognised (same count); the only complaint is that the style nos exist.
    const back = await upload(boss, res.rawPayload);
    expect(back.data.total).toBe(total);
    expect(new Set(back.data.errors.map((e: { column: string }) => e.column))).toEqual(new Set(['styleNo']));

    const filtered = await readXlsx((await exportFile(boss, { keyword: '导入' })).rawPayload);
    expect(
      filtered
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['导入一', '导入二']);
    const foreign = await readXlsx((await exportFile(intruder, {})).rawPayload);
    expect(foreign).toHaveLength(1);
  });

  it('440 without a session, 40301 without the permission, 40001 on a bad filter', async () => {
    expect((await call(h.app, 'POST', 'fac/goods/exportGoodsStyle', {})).code).toBe(440);
    const denied = await powerless.call('POST', 'fac/goods/exportGoodsStyle', {});
    expect([denied.code, denied.msg]).toEqual([40301, NO_PERMISSION]);
    const bad = await boss.call('POST', 'fac/goods/exportGoodsStyle', { customerIds: ['x'] });
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data.errors)).toContain('customerIds');
  });
});
