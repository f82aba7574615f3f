import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { expectTypedCell, readSheet } from '../../../test/xlsx.js';
import { uploadTo } from '../../../test/multipart.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let supplierCode: string;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const head = [
  '物料分类号',
  '物料款号',
  '物料名称',
  '成分',
  '颜色',
  '规格号',
  '库存单位',
  '采购单位',
  '参考转化率',
  '供应商编号',
  '参考价',
];

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'xlm');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  powerless = await signIn(h.app, ...((s) => [s.loginName, s.password] as const)(await createStaff(h.db, factory, [])));
  await boss.call('POST', 'fac/materials/kinds/add', { no: 'ML', name: '面料' });
  await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no: 'W150', remark: '150cm' });
  await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no: 'W180' });
  supplierCode = (await boss.call('POST', 'supplier/insert', { name: '绍兴布行' })).data.code;
});
afterAll(() => h.close());

async function sheet(rows: (string | null)[][]): Promise<Buffer> {
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
  uploadTo(h.app, 'fac/materials/importExcel', c?.sid ?? null, { content, name: '物料.xlsx', type: XLSX });
const countMaterials = async (unitId: string) =>
  Number(
    (
      await h.db
        .selectFrom('material')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('unitId', '=', unitId)
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

describe('material import', () => {
  it('dry run names every bad row and writes nothing', async () => {
    const before = await countMaterials(boss.unitId);
    const res = await upload(
      boss,
      await sheet([
        ['NOPE', null, '布A', null, '红', 'W150', '米', null, null, null, null],
        ['ML', null, '布B', null, '红', 'W150', '米', null, '0', null, '1.23456'],
        ['ML', null, '布D', null, '红', 'W999', '米', null, null, 'GYS99999', null],
        ['ML', 'X1', '布C', null, '红', 'W150', '米', null, null, null, null],
        ['ML', 'X1', '布C', null, '红', 'W150', '米', null, null, null, null],
        // Units come from the factory's dictionary: 坨 is not in it; 码 is (a default).
        ['ML', null, '布E', null, '红', 'W150', '坨', '码', null, null, null],
      ]),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ status: 'VALIDATED', total: 6, failed: 5 });
    const reasons = res.data.errors.map((e: { rowNo: number; header: string }) => `${e.rowNo}:${e.header}`);
    expect(reasons).toEqual(
      expect.arrayContaining(['2:物料分类号', '3:参考转化率', '3:参考价', '4:规格号', '4:供应商编号', '6:颜色', '7:库存单位']),
    );
    expect(reasons).not.toContain('7:采购单位');
    expect((await boss.call('POST', 'fac/materials/importExcel/commit', { importId: res.data.importId })).code).toBe(40902);
    expect(await countMaterials(boss.unitId)).toBe(before);
  });
  it('commits rows grouped into draft materials with their SKUs and supplier prices', async () => {
    const res = await upload(
      boss,
      await sheet([
        ['ML', 'IMP1', '府绸', '棉', '红', 'W150', '米', '卷', '50', supplierCode, '18.5'],
        ['ML', 'IMP1', '府绸', '棉', '蓝', 'W180', '米', '卷', '50', null, null],
        ['ml', null, '汗布', null, '白', 'W150', '公斤', null, null, null, null],
      ]),
    );
    expect(res.data.failed).toBe(0);
    const commit = await boss.call('POST', 'fac/materials/importExcel/commit', { importId: res.data.importId });
    expect(commit.code, commit.msg).toBe(0);
    expect((await untilDone(boss, res.data.importId)).status).toBe('COMMITTED');
    const list = await boss.call('POST', 'fac/materials/listMaterials', { keyword: 'IMP1', pageSize: 10 });
    expect(list.data.list).toHaveLength(2);
    const red = list.data.list.find((r: { colorName: string }) => r.colorName === '红');
    expect(red).toMatchObject({ status: 0, conversionRate: '50.0000', defaultSupplierName: '绍兴布行', planCost: '18.5000' });
    const other = await boss.call('POST', 'fac/materials/listMaterials', { keyword: '汗布', pageSize: 10 });
    expect(other.data.list[0]).toMatchObject({ commonMaterialsNo: expect.stringMatching(/^WL\d{6}$/), stockUnit: '公斤' });
  });
  it('guards the template and the upload', async () => {
    const tpl = await h.app.inject({
      method: 'GET',
      url: '/v1/api/fac/materials/importTemplate',
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect((await readXlsx(tpl.rawPayload))[0]!.slice(0, 3)).toEqual(['物料分类号', '物料款号', '物料名称']);
    expect((await powerless.call('GET', 'fac/materials/importTemplate')).code).toBe(40301);
    expect((await call(h.app, 'GET', 'fac/materials/importTemplate')).code).toBe(440);
    const buffer = await sheet([['ML', null, '布', null, '红', 'W150', '米', null, null, null, null]]);
    expect((await upload(null, buffer)).code).toBe(440);
    expect((await upload(powerless, buffer)).code).toBe(40301);
    // Another factory has no kind ML nor spec W150: its dry run finds them missing, nothing of ours is touched.
    const foreign = await upload(intruder, buffer);
    expect(foreign.data.failed).toBe(1);
  });
});

describe('material export', () => {
  it('streams the filtered list, one row per SKU', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/fac/materials/exportExcel',
      headers: { cookie: `sid=${boss.sid}` },
      payload: { keyword: 'IMP1' },
    });
    expect(res.headers['content-type']).toBe(XLSX);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]!.slice(0, 4)).toEqual(['物料分类', '物料款号', '物料名称', '颜色']);
    expect(rows.slice(1).map((r) => `${r[1]}/${r[3]}`)).toEqual(['IMP1/红', 'IMP1/蓝']);
    // Typed cells: prices and rates are numbers with their decimals, a blank price stays blank, the time a date.
    const typed = await readSheet(res.rawPayload);
    expectTypedCell(typed.cell(0, '参考价'), 'number', '#,##0.00##');
    expect(typed.column('参考价')).toEqual([18.5, null]);
    expectTypedCell(typed.cell(0, '参考转化率'), 'number', '0');
    expect(typed.cell(0, '参考转化率').value).toBe(50);
    expectTypedCell(typed.cell(0, '创建时间'), 'date', 'yyyy-mm-dd hh:mm:ss');
    expect(typed.totals).toEqual([]);
    const foreign = await h.app.inject({
      method: 'POST',
      url: '/v1/api/fac/materials/exportExcel',
      headers: { cookie: `sid=${intruder.sid}` },
      payload: {},
    });
    expect((await readXlsx(foreign.rawPayload)).length).toBe(1);
    expect((await powerless.call('POST', 'fac/materials/exportExcel', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/materials/exportExcel', {})).code).toBe(440);
    expect((await boss.call('POST', 'fac/materials/exportExcel', { materialKindsFilters: ['x'] })).code).toBe(40001);
  });
  it('shows custom field values in the list and the export (multi-select joined with "，")', async () => {
    const addField = async (body: Record<string, unknown>) => {
      const res = await boss.call('POST', 'custom-field', { entity: 'COMMON_MATERIALS', ...body });
      expect(res.code, res.msg).toBe(0);
      return String(res.data.customFieldId);
    };
    const textId = await addField({ customFieldName: '产地', customFieldType: 'TEXT' });
    const multiId = await addField({
      customFieldName: '工艺',
      customFieldType: 'MULTI_SELECT',
      options: ['水洗', '磨毛', '印花'],
    });
    await addField({ customFieldName: '停用字段', customFieldType: 'TEXT', enabled: false });
    const fields = (await boss.call('GET', 'custom-field/list', { module: 'COMMON_MATERIALS' })).data as {
      customFieldId: string;
      options: { id: string; optionName: string }[];
    }[];
    const options = fields.find((f) => f.customFieldId === multiId)!.options;
    const pick = (name: string) => options.find((o) => o.optionName === name)!.id;
    const kindId = (await boss.call('POST', 'fac/materials/kinds/add', { no: 'CF', name: '自定义' })).data.id;
    const specId = (await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no: 'CFS' })).data.id;
    const added = await boss.call('POST', 'fac/materials/addMaterials', {
      kindId,
      no: 'CF1',
      name: '自定义字段物料',
      skus: [{ colorName: '白', specificationsId: specId, stockUnit: '米' }],
      customFields: { [textId]: '绍兴', [multiId]: [pick('水洗'), pick('印花')] },
    });
    expect(added.code, added.msg).toBe(0);

    const list = await boss.call('POST', 'fac/materials/listMaterials', { keyword: 'CF1', pageSize: 10 });
    expect(list.data.customFieldColumns).toEqual([
      { id: textId, name: '产地' },
      { id: multiId, name: '工艺' },
    ]);
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0].customFields).toEqual({ [textId]: '绍兴', [multiId]: '水洗，印花' });
    const plain = await boss.call('POST', 'fac/materials/listMaterials', { keyword: 'IMP1', pageSize: 10 });
    expect(plain.data.list[0].customFields).toEqual({});

    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/fac/materials/exportExcel',
      headers: { cookie: `sid=${boss.sid}` },
      payload: { keyword: 'CF1' },
    });
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]!.slice(-2)).toEqual(['产地', '工艺']);
    expect(rows[0]).not.toContain('停用字段');
    expect(rows).toHaveLength(2);
    expect(rows[1]![1]).toBe('CF1');
    expect(rows[1]!.slice(-2)).toEqual(['绍兴', '水洗，印花']);
  });
});
