import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { uploadTo } from '../../../test/multipart.js';
import { expectTypedCell, readSheet } from '../../../test/xlsx.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'pxl');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0]!.eachRow((row) =>
    out.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? '')))),
  );
  return out;
}
async function sheet(head: string[], rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  ws.addRow(head);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const download = (c: Client | null, url: string, payload?: object) =>
  h.app.inject({ method: 'POST', url: `/v1/api/${url}`, payload: payload ?? {}, headers: c ? { cookie: `sid=${c.sid}` } : {} });
let n = 0;
const uniq = (p: string) => `${p}${++n}-${Date.now() % 1e5}`;
const countCustomers = async (unitId: string) =>
  Number(
    (
      await h.db
        .selectFrom('customer')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('unitId', '=', unitId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('outside/factory/export', () => {
  it("streams the list's rows with its filters, only this factory's", async () => {
    const tag = uniq('导出');
    const rate = (await boss.call('POST', 'outside/factory/rate/add', { name: uniq('评级') })).data;
    await boss.call('POST', 'outside/factory/insert', {
      name: `${tag}甲`,
      factoryRateIds: [rate.id],
      taxRate: '9',
      settlementMethod: 'CASH',
    });
    await boss.call('POST', 'outside/factory/insert', { name: `${tag}乙` });
    await intruder.call('POST', 'outside/factory/insert', { name: `${tag}外` });
    const res = await download(boss, 'outside/factory/export', { keyword: tag });
    expect(res.headers['content-type']).toBe(XLSX);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]!.slice(0, 4)).toEqual(['编号', '名称', '厂商评级', '品牌']);
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual([`${tag}乙`, `${tag}甲`]);
    const first = rows.find((r) => r[1] === `${tag}甲`)!;
    expect(first).toContain('现结');
    expect(first).toContain('9');
    // Typed cells: the tax rate a number, the creation time a date.
    const typed = await readSheet(res.rawPayload);
    const at = typed.column('名称').indexOf(`${tag}甲`);
    expectTypedCell(typed.cell(at, '税率(%)'), 'number', '0');
    expect(typed.cell(at, '税率(%)').value).toBe(9);
    expect(typed.cell(1 - at, '税率(%)').value).toBeNull();
    expectTypedCell(typed.cell(at, '创建时间'), 'date', 'yyyy-mm-dd hh:mm:ss');
    const filtered = await readXlsx(
      (await download(boss, 'outside/factory/export', { keyword: tag, factoryRateIds: [rate.id] })).rawPayload,
    );
    expect(filtered.slice(1).map((r) => r[1])).toEqual([`${tag}甲`]);
    const foreign = await readXlsx((await download(intruder, 'outside/factory/export', { keyword: tag })).rawPayload);
    expect(foreign.slice(1).map((r) => r[1])).toEqual([`${tag}外`]);
  });
  it('440 without a session, 40301 without fac.outFac.list, 40001 on a bad filter', async () => {
    expect((await call(h.app, 'POST', 'outside/factory/export', {})).code).toBe(440);
    expect(await powerless.call('POST', 'outside/factory/export', {})).toMatchObject({
      code: 40301,
      msg: '抱歉，您没有操作权限',
    });
    expect((await boss.call('POST', 'outside/factory/export', { stopuse: 5 })).data.errors[0].field).toBe('stopuse');
  });
});

describe('customer import', () => {
  const head = ['客户名称', '客户分组', '联系人', '手机号码', '地址', '备注'];
  const upload = (c: Client | null, content: Buffer) =>
    uploadTo(h.app, 'fac/customer/importExcel', c?.sid ?? null, { content, name: '客户.xlsx', type: XLSX });

  it('template, dry run with every bad row, then commit with groups by name', async () => {
    const template = await h.app.inject({
      method: 'GET',
      url: '/v1/api/fac/customer/importTemplate',
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect((await readXlsx(template.rawPayload))[0]!.slice(0, 2)).toEqual(['客户名称', '客户分组']);

    const group = (await boss.call('POST', 'fac/customer/addCustomerGroup', { groupName: uniq('分组') })).data;
    const taken = uniq('已有客户');
    await boss.call('POST', 'fac/customer/add', { name: taken });
    const before = await countCustomers(boss.unitId);
    const a = uniq('甲');
    const b = uniq('乙');
    const bad = await upload(
      boss,
      await sheet(head, [
        [a, group.groupName, '张三', '13800000000', null, null],
        [taken, null, null, null, null, null],
        [b, '没有这个分组', null, null, null, null],
        [a, null, null, null, null, null],
        [null, null, null, null, null, null],
      ]),
    );
    expect(bad.code).toBe(0);
    expect(bad.data).toMatchObject({ status: 'VALIDATED', failed: 3 });
    expect(bad.data.errors.map((e: { column: string }) => e.column).sort()).toEqual(['groupName', 'name', 'name']);
    expect((await boss.call('POST', 'fac/customer/importExcel/commit', { importId: bad.data.importId })).code).toBe(40902);
    expect(await countCustomers(boss.unitId)).toBe(before);

    const good = await upload(
      boss,
      await sheet(head, [
        [a, group.groupName, '张三', '13800000000', '杭州', '老客户'],
        [b, null, null, null, null, null],
      ]),
    );
    expect(good.data).toMatchObject({ status: 'VALIDATED', failed: 0, total: 2 });
    expect((await boss.call('POST', 'fac/customer/importExcel/commit', { importId: good.data.importId })).code).toBe(0);
    for (let i = 0; i < 100; i++) {
      if ((await boss.call('GET', `excel/import/${good.data.importId}`)).data.status !== 'COMMITTING') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await countCustomers(boss.unitId)).toBe(before + 2);
    const listed = await boss.call('POST', 'fac/customer/show', { pageNo: 1, pageSize: 10, groupIds: [group.groupId] });
    expect(listed.data.list).toEqual([expect.objectContaining({ name: a, groupName: group.groupName, phone: '13800000000' })]);
  });

  it("440 without a session, 40301 without fac.customer.add; another factory's groups are unknown", async () => {
    const group = (await boss.call('POST', 'fac/customer/addCustomerGroup', { groupName: uniq('分组') })).data;
    const content = await sheet(head, [[uniq('客户'), group.groupName, null, null, null, null]]);
    expect((await upload(null, content)).code).toBe(440);
    expect(await upload(powerless, content)).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
    const foreign = await upload(intruder, content);
    expect(foreign.data.errors[0].column).toBe('groupName');
    expect((await intruder.call('POST', 'fac/customer/importExcel/commit', {})).data.errors[0].field).toBe('importId');
  });
});
