import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { expectTypedCell, readSheet } from '../../../test/xlsx.js';
import { uploadTo } from '../../../test/multipart.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'xl');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

const headers = ['供应商名称', '供应商编号', '联系人', '联系电话', '备注信息'];
async function sheet(rows: (string | number | null)[][], head = headers): Promise<Buffer> {
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
const upload = (c: Client | null, content: Buffer, name = '供应商.xlsx') =>
  uploadTo(h.app, 'supplier/importExcel', c?.sid ?? null, { content, name, type: XLSX });
const countSuppliers = async (unitId: string) =>
  Number(
    (
      await h.db
        .selectFrom('supplier')
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
let n = 0;
const uniq = (p: string) => `${p}${++n}-${Date.now() % 1e6}`;

describe('supplier import', () => {
  it('template: the headers and an example row', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/v1/api/supplier/importTemplate',
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]!.slice(0, 4)).toEqual(['供应商名称', '供应商编号', '联系人', '联系电话']);
    expect(rows[1]![0]).toBe('杭州布行');
    expect((await powerless.call('GET', 'supplier/importTemplate')).code).toBe(40301);
    expect((await call(h.app, 'GET', 'supplier/importTemplate')).code).toBe(440);
  });

  it('dry run reports every bad row (row, column, reason) and writes nothing; commit is refused; failed rows download', async () => {
    const taken = uniq('已有');
    await boss.call('POST', 'supplier/insert', { name: taken });
    const before = await countSuppliers(boss.unitId);
    const good = uniq('好');
    const buffer = await sheet([
      [good, null, '张三', '13800000000', null],
      [null, 'C1', null, null, null],
      ['x'.repeat(21), 'bad code!', null, 'abc', null],
      [taken, null, null, null, null],
      [good, null, null, null, '同名'],
    ]);
    const res = await upload(boss, buffer);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ status: 'VALIDATED', total: 5, failed: 4, fileName: '供应商.xlsx' });
    expect(res.data.errors[0].header).toBe('供应商名称');
    const errs = res.data.errors.map((e: { rowNo: number; column: string; reason: string }) => [e.rowNo, e.column, e.reason]);
    expect(errs).toEqual([
      [3, 'name', '必填'],
      [4, 'name', '最多 20 个字符'],
      [4, 'code', '只能是字母、数字和短横线'],
      [4, 'mobilePhone', '只能是数字和短横线'],
      [5, 'name', '供应商名称已存在'],
      [6, 'name', '与第 2 行重复'],
    ]);
    expect(await countSuppliers(boss.unitId)).toBe(before);

    const commit = await boss.call('POST', 'supplier/importExcel/commit', { importId: res.data.importId });
    expect(commit.code).toBe(40902);
    expect(commit.data.errors.length).toBeGreaterThan(0);
    expect(await countSuppliers(boss.unitId)).toBe(before);

    const failed = await h.app.inject({
      method: 'GET',
      url: `/v1/api/excel/import/${res.data.importId}/errors`,
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(failed.headers['content-type']).toBe(XLSX);
    const rows = await readXlsx(failed.rawPayload);
    expect(rows[0]).toEqual([...headers, '错误原因']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['', 'x'.repeat(21), taken, good]);
    expect(rows[2]![5]).toContain('供应商编号：只能是字母、数字和短横线');
    const legacy = await h.app.inject({
      method: 'POST',
      url: '/v1/excel/import/exportErrorExcel',
      payload: { importId: res.data.importId },
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(legacy.headers['content-type']).toBe(XLSX);
  });

  it('answers in English when asked', async () => {
    const res = await uploadTo(
      h.app,
      'supplier/importExcel',
      boss.sid,
      {
        content: await sheet([
          [null, null, null, null, null],
          [null, 'C2', null, null, null],
        ]),
        name: 'a.xlsx',
        type: XLSX,
      },
      { 'accept-language': 'en' },
    );
    expect(res.data.errors[0]).toMatchObject({ rowNo: 3, column: 'name', header: 'Supplier name', reason: 'is required' });
  });

  it('commit writes every row in one go and the job reports it', async () => {
    const before = await countSuppliers(boss.unitId);
    const names = [uniq('甲'), uniq('乙'), uniq('丙')];
    const res = await upload(
      boss,
      await sheet([
        [names[0]!, null, '李', null, null],
        [names[1]!, `K${n}`, null, null, null],
        [names[2]!, null, null, '0571-1', '面料'],
      ]),
    );
    expect(res.data.failed).toBe(0);
    const commit = await boss.call('POST', 'supplier/importExcel/commit', { importId: res.data.importId });
    expect(commit.code).toBe(0);
    const done = await untilDone(boss, res.data.importId);
    expect(done).toMatchObject({ status: 'COMMITTED', processed: 3, result: { written: 3 } });
    expect(await countSuppliers(boss.unitId)).toBe(before + 3);
    const page = await boss.call('POST', 'supplier/page', { pageNo: 1, pageSize: 5, keyword: names[1] });
    expect(page.data.list[0]).toMatchObject({ code: `K${n}`, status: 0 });
    expect((await boss.call('POST', 'supplier/importExcel/commit', { importId: res.data.importId })).code).toBe(40902);
  });

  it('commit is all or nothing: a clash appearing after the dry run writes nothing', async () => {
    const before = await countSuppliers(boss.unitId);
    const late = uniq('迟到');
    const res = await upload(
      boss,
      await sheet([
        [uniq('先'), null, null, null, null],
        [late, null, null, null, null],
      ]),
    );
    expect(res.data.failed).toBe(0);
    await boss.call('POST', 'supplier/insert', { name: late });
    const commit = await boss.call('POST', 'supplier/importExcel/commit', { importId: res.data.importId });
    expect(commit.code).toBe(40902);
    expect(await countSuppliers(boss.unitId)).toBe(before + 1);
    expect((await boss.call('GET', `excel/import/${res.data.importId}`)).data).toMatchObject({ status: 'VALIDATED', failed: 1 });
  });

  it('10,000 rows commit in one transaction', async () => {
    const before = await countSuppliers(boss.unitId);
    const tag = uniq('批');
    const rows = Array.from({ length: 10_000 }, (_, i) => [`${tag}-${i}`, null, null, null, null]);
    const res = await upload(boss, await sheet(rows));
    expect(res.data).toMatchObject({ total: 10_000, failed: 0 });
    expect((await boss.call('POST', 'supplier/importExcel/commit', { importId: res.data.importId })).code).toBe(0);
    expect(await untilDone(boss, res.data.importId)).toMatchObject({ status: 'COMMITTED', processed: 10_000 });
    expect(await countSuppliers(boss.unitId)).toBe(before + 10_000);
  }, 180_000);

  it('refuses no file, a non-xlsx file or a sheet without the name column, naming "file"', async () => {
    const none = await boss.call('POST', 'supplier/importExcel', {});
    expect(none.data.errors[0].field).toBe('file');
    const junk = await upload(boss, Buffer.from('not excel'));
    expect(junk).toMatchObject({ code: 40001 });
    expect(junk.data.errors[0].field).toBe('file');
    const wrong = await upload(boss, await sheet([['a']], ['别的列']));
    expect(wrong.msg).toContain('供应商名称');
    expect((await boss.call('POST', 'supplier/importExcel/commit', {})).data.errors[0].field).toBe('importId');
  });

  it('440 without a session, 40301 without fac.supplier.add; another factory cannot read or commit an import job', async () => {
    const buffer = await sheet([[uniq('私'), null, null, null, null]]);
    expect((await upload(null, buffer)).code).toBe(440);
    expect((await upload(powerless, buffer)).code).toBe(40301);
    const res = await upload(boss, buffer);
    expect((await intruder.call('GET', `excel/import/${res.data.importId}`)).code).toBe(40402);
    expect((await intruder.call('GET', `excel/import/${res.data.importId}/errors`)).code).toBe(40402);
    expect((await intruder.call('POST', 'supplier/importExcel/commit', { importId: res.data.importId })).code).toBe(40402);
    expect((await boss.call('GET', `excel/import/${res.data.importId}`)).data.status).toBe('VALIDATED');
    expect((await call(h.app, 'GET', `excel/import/${res.data.importId}`)).code).toBe(440);
    expect((await boss.call('GET', 'excel/import/x')).code).toBe(40001);
    expect((await powerless.call('POST', 'supplier/importExcel/commit', { importId: res.data.importId })).code).toBe(40301);
  });
});

describe('supplier export', () => {
  it('streams 5,000 suppliers that parse back with the same count, only this factory, with filters', async () => {
    const factory = await createFactory(h.db, 'export');
    const owner = await signIn(h.app, factory.boss.loginName, factory.boss.password);
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      unitId: factory.unitId,
      code: `E${i}`,
      name: `导出${i}`,
      contacts: null,
      mobilePhone: null,
      telephone: null,
      bankAccount: null,
      bankName: null,
      provinceId: null,
      cityId: null,
      areaId: null,
      address: null,
      remark: i === 7 ? '特别' : null,
      createdBy: factory.boss.userId,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await h.db
        .insertInto('supplier')
        .values(rows.slice(i, i + 1000))
        .execute();
    const res = await h.app.inject({
      method: 'GET',
      url: '/v1/api/supplier/exportExcel',
      headers: { cookie: `sid=${owner.sid}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('物料供应商-');
    const parsed = await readXlsx(res.rawPayload);
    expect(parsed).toHaveLength(5001);
    expect(parsed[0]!.slice(0, 2)).toEqual(['供应商名称', '供应商编号']);
    expect(new Set(parsed.slice(1).map((r) => r[0])).size).toBe(5000);
    const typed = await readSheet(res.rawPayload);
    expectTypedCell(typed.cell(0, '创建时间'), 'date', 'yyyy-mm-dd hh:mm:ss');
    expect(typed.totals).toEqual([]);
    const filtered = await h.app.inject({
      method: 'POST',
      url: '/v1/api/supplier/exportExcel',
      payload: { keyword: '导出4999' },
      headers: { cookie: `sid=${owner.sid}` },
    });
    expect((await readXlsx(filtered.rawPayload)).map((r) => r[0])).toEqual(['供应商名称', '导出4999']);
    const theirs = await h.app.inject({
      method: 'GET',
      url: '/v1/api/supplier/exportExcel',
      headers: { cookie: `sid=${intruder.sid}` },
    });
    expect((await readXlsx(theirs.rawPayload)).flat()).not.toContain('导出1');
  });
  it('440 without a session, 40301 without fac.supplier.list, 40001 for bad filters', async () => {
    expect((await call(h.app, 'GET', 'supplier/exportExcel')).code).toBe(440);
    expect((await powerless.call('GET', 'supplier/exportExcel')).code).toBe(40301);
    expect((await boss.call('POST', 'supplier/exportExcel', { keyword: 'x'.repeat(51) })).data.errors[0].field).toBe('keyword');
  });
});
