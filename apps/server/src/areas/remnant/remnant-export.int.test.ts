import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let store: string;
let skus: string[];
const R = '/v1/bill/remaind';
const EXPORT = 'bill/remaind/exportExcel';

/** The exported sheet's rows (header first) as plain values. */
async function exported(c: Client, payload: Record<string, unknown>) {
  const res = await h.app.inject({
    method: 'POST',
    url: `/v1/api/${EXPORT}`,
    payload,
    headers: { cookie: `sid=${c.sid}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function bill(orderNo: string, quantity: string, outsideFactoryId: string | null, examine: boolean) {
  const res = await boss.call('POST', `${R}/add`, {
    orderNo,
    storehouseId: store,
    operaterId: boss.userId,
    dateOperate: '2026-11-22',
    commonOutsideFactoryId: outsideFactoryId,
    remark: `备注${orderNo}`,
    skus: [
      { materialsSkuId: skus[0], quantity },
      { materialsSkuId: skus[1], quantity: '0.5' },
    ],
  });
  expect(res.code, res.msg).toBe(0);
  if (examine) expect((await boss.call('POST', `${R}/examine`, { id: res.data.id })).code).toBe(0);
}

beforeAll(async () => {
  h = await startHarness();
  const unit = await createFactory(h.db, 'remnant-export');
  boss = await signIn(h.app, unit.boss.loginName, unit.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, unit, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  store = await makeStorehouse(boss, false);
  skus = (await makeMaterialSkus(boss, ['卡其', '藏青'])).skuIds;
  const factory = (await boss.call('POST', 'outside/factory/insert', { name: `导出厂${Date.now() % 100000}` })).data;
  await bill('YLX-1', '12', factory.id, true);
  await bill('YLX-2', '3.25', null, false);
});
afterAll(() => h.close());

describe('bill/remaind/exportExcel (导出表格)', () => {
  it('streams the list as xlsx, one row per bill, newest first, with the list filters', async () => {
    const rows = await exported(boss, {});
    expect(rows[0]).toEqual(['单号', '加工厂', '入库仓库', '物料数', '合计入库', '业务员', '入库日期', '单据状态', '备注']);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4], r[6], r[7], r[8]])).toEqual([
      ['YLX-2', 2, '3.75', '2026-11-22', '草稿', '备注YLX-2'],
      ['YLX-1', 2, '12.5', '2026-11-22', '已审核', '备注YLX-1'],
    ]);
    expect(rows[1]![1]).toBe('本厂');
    expect(String(rows[2]![1])).toMatch(/^导出厂/);
    const reviewed = await exported(boss, { status: [2] });
    expect(reviewed.slice(1).map((r) => r[0])).toEqual(['YLX-1']);
    const keyword = await exported(boss, { searchParam: 'YLX-2' });
    expect(keyword.slice(1).map((r) => r[0])).toEqual(['YLX-2']);
  });

  it('answers 440 without a session', async () => {
    expect((await call(h.app, 'POST', EXPORT, {})).code).toBe(440);
  });

  it("another factory's export holds none of this unit's bills", async () => {
    const rows = await exported(intruder, {});
    expect(rows.slice(1)).toEqual([]);
    expect((await exported(intruder, { searchParam: 'YLX' })).slice(1)).toEqual([]);
  });

  it('refuses a user without fac.backOrder.query with 40301', async () => {
    expect(await powerless.call('POST', EXPORT, {})).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
  });

  it('refuses bad filters with 40001 naming the field', async () => {
    const bad = await boss.call('POST', EXPORT, { startDate: 'x' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('startDate');
  });
});
