import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { downloadSheet, expectTypedCell } from '../../../test/xlsx.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let store: string;
let skus: string[];
const R = '/v1/bill/remaind';
const EXPORT = 'bill/remaind/exportExcel';

const exported = async (c: Client, payload: Record<string, unknown>, lang?: 'en') =>
  downloadSheet(h.app, c.sid, EXPORT, payload, lang);

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
  skus = [
    ...(await makeMaterialSkus(boss, ['卡其'])).skuIds,
    ...(await makeMaterialSkus(boss, ['藏青'], { stockUnit: '个' })).skuIds,
  ];
  const factory = (await boss.call('POST', 'outside/factory/insert', { name: `导出厂${Date.now() % 100000}` })).data;
  await bill('YLX-1', '12', factory.id, true);
  await bill('YLX-2', '3.25', null, false);
});
afterAll(() => h.close());

describe('bill/remaind/exportExcel (导出表格)', () => {
  it('streams the list as xlsx, one row per material line with its bill, newest first, with the list filters', async () => {
    const sheet = await exported(boss, {});
    expect(sheet.header).toEqual([
      '单号',
      '加工厂',
      '入库仓库',
      '业务员',
      '入库日期',
      '单据状态',
      '分类',
      '物料款号',
      '物料名称',
      '颜色',
      '规格',
      '生产单号',
      '入库数',
      '库存单位',
      '明细备注',
      '备注',
    ]);
    expect(sheet.values().map((r) => [r[0], r[5], r[9], r[12], r[13], r[15]])).toEqual([
      ['YLX-2', '草稿', '卡其', 3.25, '米', '备注YLX-2'],
      ['YLX-2', '草稿', '藏青', 0.5, '个', '备注YLX-2'],
      ['YLX-1', '已审核', '卡其', 12, '米', '备注YLX-1'],
      ['YLX-1', '已审核', '藏青', 0.5, '个', '备注YLX-1'],
    ]);
    expect(sheet.cell(0, '加工厂').value).toBe('本厂');
    expect(String(sheet.cell(2, '加工厂').value)).toMatch(/^导出厂/);
    // Typed cells: the quantity a number with its decimals, the date a date.
    expectTypedCell(sheet.cell(0, '入库数'), 'number', '0.####');
    expectTypedCell(sheet.cell(2, '入库数'), 'number', '0');
    expectTypedCell(sheet.cell(0, '入库日期'), 'date', 'yyyy-mm-dd');
    expect(sheet.cell(0, '入库日期').value).toEqual(new Date('2026-11-22T00:00:00Z'));
    // Totals per stock unit: never 米 and 个 in one figure.
    expect(sheet.total('合计（米）', '入库数')).toBe(15.25);
    expect(sheet.total('合计（个）', '入库数')).toBe(1);
    expect(sheet.totals).toHaveLength(2);
    const reviewed = await exported(boss, { status: [2] });
    expect([...new Set(reviewed.column('单号'))]).toEqual(['YLX-1']);
    const keyword = await exported(boss, { searchParam: 'YLX-2' });
    expect([...new Set(keyword.column('单号'))]).toEqual(['YLX-2']);
    const en = await exported(boss, { searchParam: 'YLX-2' }, 'en');
    expect(en.total('Total (米)', 'Quantity in')).toBe(3.25);
  });

  it('answers 440 without a session', async () => {
    expect((await call(h.app, 'POST', EXPORT, {})).code).toBe(440);
  });

  it("another factory's export holds none of this unit's bills", async () => {
    expect((await exported(intruder, {})).rows).toEqual([]);
    expect((await exported(intruder, { searchParam: 'YLX' })).rows).toEqual([]);
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
