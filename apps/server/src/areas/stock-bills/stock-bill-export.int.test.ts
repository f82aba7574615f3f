import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { readSheet } from '../../../test/xlsx.js';
import { makeGoodsSkus, postedStockBill, stockBillBody } from './stock-bill.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let store: string;
let goods: string[];
let material: string;
let inId: string;
const B = '/v1/stock/change';

async function exported(c: Client, payload: Record<string, unknown>, lang?: 'en') {
  return h.app.inject({
    method: 'POST',
    url: `${B}/exportExcel`,
    payload,
    headers: { cookie: `sid=${c.sid}`, ...(lang ? { 'accept-language': 'en' } : {}) },
  });
}

beforeAll(async () => {
  h = await startHarness();
  const unit = await createFactory(h.db, 'stock-bill-export');
  boss = await signIn(h.app, unit.boss.loginName, unit.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, unit, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  store = await makeStorehouse(boss, false, '成品仓');
  goods = await makeGoodsSkus(boss);
  material = (await makeMaterialSkus(boss, ['卡其']))[`skuIds`][0]!;
  const base = { storehouseId: store, operaterId: boss.userId, skuId: goods[0]! };
  inId = await postedStockBill(boss, stockBillBody(base, { orderNo: 'RK-EXP-1' }));
  await postedStockBill(
    boss,
    stockBillBody(base, {
      orderNo: 'CK-EXP-1',
      operateType: 'STOCK_OUT',
      lines: [
        { skuId: goods[0], quantity: '3', price: '12.5' },
        { skuId: goods[1], quantity: '2' },
      ],
    }),
  );
  await postedStockBill(
    boss,
    stockBillBody(
      { ...base, skuId: material },
      { orderNo: 'RK-EXP-2', skuKind: 'MATERIAL', lines: [{ skuId: material, quantity: '2.5', price: '4' }] },
    ),
  );
});
afterAll(() => h.close());

describe('stock/change/exportExcel (导出)', () => {
  it('streams the filtered bills, one row per line, quantities totalled per unit and amounts once', async () => {
    const res = await exported(boss, { operateTypes: ['STOCK_IN', 'STOCK_OUT'] });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.header.slice(0, 3)).toEqual(['单据号', '单据类型', '仓库']);
    const rows = sheet.values().map((r) => [r[0], r[1], r[12], r[13], r[15]]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['RK-EXP-1', '入库单', 10, '件', 125],
        ['CK-EXP-1', '出库单', 3, '件', 37.5],
        ['CK-EXP-1', '出库单', 2, '件', 0],
        ['RK-EXP-2', '入库单', 2.5, '米', 10],
      ]),
    );
    expect(rows).toHaveLength(4);
    expect(sheet.total('合计（件）', '数量')).toBe(15);
    expect(sheet.total('合计（米）', '数量')).toBe(2.5);
    expect(sheet.total('合计', '金额')).toBe(172.5);
  });

  it('exports the ticked bills only, in English on the switch', async () => {
    const sheet = await readSheet((await exported(boss, { billIds: [inId] }, 'en')).rawPayload);
    expect(sheet.header[0]).toBe('Bill no.');
    expect(sheet.column('Bill no.')).toEqual(['RK-EXP-1']);
    expect(sheet.column('Kind')).toEqual(['Stock-in']);
  });

  it('refuses no session, no permission and bad input (field named); another factory sees none of it', async () => {
    const anon = await h.app.inject({ method: 'POST', url: `${B}/exportExcel`, payload: {} });
    expect(anon.json().code).toBe(440);
    expect((await exported(powerless, {})).json().code).toBe(40301);
    const bad = (await exported(boss, { operateDateStart: '2026-13-45' })).json();
    expect(bad.code).toBe(40001);
    expect(bad.msg).toContain('operateDateStart');
    const theirs = await readSheet((await exported(intruder, { billIds: [inId] })).rawPayload);
    expect(theirs.rows).toHaveLength(0);
  });

  it('posts each kind with its own change type (the stock log names the kind)', async () => {
    const { rows } = await sql<{ changeType: string }>`select distinct change_type as "changeType" from stock_movement
      where source_id in (select id from stock_bill where bill_no in ('RK-EXP-1', 'CK-EXP-1'))`.execute(h.db);
    expect(rows.map((r) => r.changeType).sort()).toEqual(['STOCK_BILL_IN', 'STOCK_BILL_OUT']);
  });

  it('opens a bill by its number (/stockDetail?orderNo=)', async () => {
    const d = await boss.call('GET', `${B}/detail`, { orderNo: 'RK-EXP-1' });
    expect(d.code, d.msg).toBe(0);
    expect(d.data.id).toBe(inId);
    expect((await intruder.call('GET', `${B}/detail`, { orderNo: 'RK-EXP-1' })).code).toBe(40402);
    expect((await boss.call('GET', `${B}/detail`, {})).code).toBe(40001);
  });
});

describe('stock/change/billList totals', () => {
  it('adds quantities per unit over the filter (goods in pieces, materials in their stock unit)', async () => {
    const res = await boss.call('POST', `${B}/billList`, { operateTypes: ['STOCK_IN'] });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.unitTotals).toEqual([
      { unit: '', quantity: '10.0000', lines: 1 },
      { unit: '米', quantity: '2.5000', lines: 1 },
    ]);
    expect(res.data.sumAmount).toBe('135.00');
  });
});
