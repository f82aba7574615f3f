import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { uploadTo } from '../../../test/multipart.js';
import { downloadSheet } from '../../../test/xlsx.js';
import { cells, makeCustomer, makeOrder, makeOrderStyle, type OrderStyleFixture } from './order.fixture.js';

// The list calls (page with every filter, simple lists, batch, statement), export and the Excel import.
let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let styleA: OrderStyleFixture;
let styleB: OrderStyleFixture;
let customer: string;
let factoryId: string;
let bossId: string;
let bossName: string;
const ids: Record<string, { id: string; orderNo: string }> = {};

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'lists');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  bossId = factory.boss.userId;
  bossName = `Boss ${factory.boss.loginName.slice('boss'.length)}`; // as createFactory names its boss
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  styleA = await makeOrderStyle(boss, 2, 2);
  styleB = await makeOrderStyle(boss, 1, 2);
  customer = await makeCustomer(boss, '宁波服饰');
  const fac = await boss.call('POST', 'outside/factory/insert', { code: 'JG-1', name: '东莞加工厂' });
  expect(fac.code, fac.msg).toBe(0);
  factoryId = fac.data.id;
  const cat = await boss.call('POST', 'common-goods-attr/placeOrderType', { attrVal: '翻单' });
  expect(cat.code, cat.msg).toBe(0);
  ids.plain = await makeOrder(boss, styleA, { buyNo: 'PO-AAA', placeorderAt: '2026-11-01' });
  ids.customer = await makeOrder(boss, styleB, {
    placeorderAt: '2026-11-10',
    placeOrderTypeId: cat.data.attrId,
    isOutsideFac: true,
    commonOutsideFactoryId: factoryId,
    facPrdOrderGoodsList: [
      {
        styleId: styleB.styleId,
        deliveryAt: '2026-12-31',
        fillType: 1,
        processUnitPrice: '2.5',
        noTaxPrice: '20',
        taxRate: '13',
        facPrdOrderGoodsCustomerList: [{ customerId: customer, facPrdOrderGoodsDetailList: cells(styleB, 4) }],
      },
    ],
  });
  expect((await boss.call('POST', 'uflo/FAC_PRD_ORDER/submit', { id: ids.customer.id })).data.status).toBe(2);
  ids.voided = await makeOrder(boss, styleA, { placeorderAt: '2026-11-05' });
  await boss.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: ids.voided.id });
});
afterAll(() => h.close());

const page = async (filter: Record<string, unknown>) => {
  const res = await boss.call('POST', 'facPrdOrder/page', { pageNo: 1, pageSize: 50, ...filter });
  expect(res.code, res.msg).toBe(0);
  return (res.data.list as { orderNo: string }[]).map((r) => r.orderNo).sort();
};

describe('facPrdOrder/page', () => {
  it('shows every status but voided by default, with the goods lines and the reference columns', async () => {
    expect(await page({})).toEqual([ids.plain!.orderNo, ids.customer!.orderNo].sort());
    const res = await boss.call('POST', 'facPrdOrder/page', { keyWord: ids.customer!.orderNo });
    expect(res.data.totalCount).toBe(1);
    expect(res.data.list[0]).toMatchObject({
      type: 1,
      status: 2,
      commonOutsideFactoryName: '东莞加工厂',
      placeOrderType: '翻单',
      isToMission: false,
      totals: [{ unit: '件', quantity: '8' }],
      goods: [{ styleNo: styleB.styleNo, custName: '宁波服饰', totalNum: '8', goodsDeliveryAt: '2026-12-31', toMissionNum: '0' }],
    });
  });

  it.each([
    ['status', { statusList: [5] }, ['voided']],
    ['status as a comma list', { statusList: '0,2' }, ['plain', 'customer']],
    ['an empty status list (the default)', { statusList: [] }, ['plain', 'customer']],
    ['locked (6) alone: a reviewed order nothing points at is not locked', { statusList: [6] }, []],
    ['reviewed with locked', { statusList: [2, 6] }, ['customer']],
    ['keyword on the style number', { keyWord: 'zzz-none' }, []],
    ['goods', { styleIds: ['STYLE_B'] }, ['customer']],
    ['processing factory', { outsideFactoryIds: ['FACTORY'] }, ['customer']],
    ['customer', { customerIds: ['CUSTOMER'] }, ['customer']],
    ['order date', { placeorderAtStart: '2026-11-09', placeorderAtEnd: '2026-11-30' }, ['customer']],
    ['delivery date', { deliveryAtStart: '2026-12-25' }, ['customer']],
    ['customer PO', { buyNo: 'aaa' }, ['plain']],
    ['kind', { type: 0 }, []],
    ['not converted to missions', { isToMission: 0 }, ['plain', 'customer']],
    ['converted to missions', { isToMission: 1 }, []],
    ['first order', { isFirstOrder: 1 }, ['plain', 'customer']],
    ['order numbers', { orderNos: ['ORDER_PLAIN'] }, ['plain']],
  ])('filters by %s', async (_, raw, expected) => {
    const filter = JSON.parse(
      JSON.stringify(raw)
        .replace('STYLE_B', styleB.styleId)
        .replace('FACTORY', factoryId)
        .replace('CUSTOMER', customer)
        .replace('ORDER_PLAIN', ids.plain!.orderNo),
    );
    expect(await page(filter)).toEqual(expected.map((k) => ids[k]!.orderNo).sort());
  });

  it('answers 440, nothing of another factory, 40301 without the code, and names a bad filter', async () => {
    expect((await call(h.app, 'POST', 'facPrdOrder/page', {})).code).toBe(440);
    expect((await intruder.call('POST', 'facPrdOrder/page', {})).data.totalCount).toBe(0);
    expect((await powerless.call('POST', 'facPrdOrder/page', {})).code).toBe(40301);
    const bad = await boss.call('POST', 'facPrdOrder/page', { placeorderAtStart: '2026-13-01' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('placeorderAtStart');
  });
});

describe('simple lists, batch and statement', () => {
  it('getSimpleList, orderNosByStyleId, facPrdOrderList and batch answer the factory own live orders', async () => {
    const simple = (await boss.call('GET', 'facPrdOrder/getSimpleList', { like: ids.plain!.orderNo.slice(0, 6) })).data;
    expect(simple.map((r: { orderNo: string }) => r.orderNo)).toContain(ids.plain!.orderNo);
    expect(simple.map((r: { orderNo: string }) => r.orderNo)).not.toContain(ids.voided!.orderNo);
    const reviewed = (await boss.call('GET', 'facPrdOrder/getSimpleList', { onlyReviewed: 'true' })).data;
    expect(reviewed.map((r: { orderNo: string }) => r.orderNo)).toEqual([ids.customer!.orderNo]);
    expect((await boss.call('GET', 'facPrdOrder/orderNosByStyleId', { styleId: styleA.styleId })).data).toEqual([
      ids.plain!.orderNo,
    ]);
    expect((await intruder.call('GET', 'facPrdOrder/orderNosByStyleId', { styleId: styleA.styleId })).data).toEqual([]);
    const all = (await boss.call('POST', 'facPrdOrder/facPrdOrderList', {})).data.facPrdOrderList;
    expect(all).toHaveLength(2);
    const batch = await boss.call('POST', 'facPrdOrder/batch', { facPrdOrderIds: [ids.customer!.id, ids.plain!.id, '99999999'] });
    expect(batch.data.map((r: { id: string }) => r.id)).toEqual([ids.customer!.id, ids.plain!.id]);
    expect((await intruder.call('POST', 'facPrdOrder/batch', { facPrdOrderIds: [ids.plain!.id] })).data).toEqual([]);
    expect((await powerless.call('GET', 'facPrdOrder/getSimpleList', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'facPrdOrder/batch', { facPrdOrderIds: [ids.plain!.id] })).code).toBe(440);
    expect((await boss.call('POST', 'facPrdOrder/batch', { facPrdOrderIds: [] })).data.errors[0].field).toBe('facPrdOrderIds');
  });

  it('statement: amounts of reviewed orders per goods, with sums', async () => {
    const res = await boss.call('POST', 'facPrdOrder/statement', {});
    expect(res.code, res.msg).toBe(0);
    expect(res.data.dataList).toEqual([
      expect.objectContaining({
        orderNo: ids.customer!.orderNo,
        custName: '宁波服饰',
        totalNum: '8',
        noTaxAmount: '160.00',
        taxAmount: '20.80',
        amount: '180.80',
        processAmount: '20.00',
        commonOutsideFactoryName: '东莞加工厂',
      }),
    ]);
    expect(res.data.totals).toMatchObject({
      quantity: [{ unit: '件', quantity: '8' }],
      amount: '180.80',
      processAmount: '20.00',
    });
    expect((await intruder.call('POST', 'facPrdOrder/statement', {})).data.dataList).toEqual([]);
    expect((await powerless.call('POST', 'facPrdOrder/statement', {})).code).toBe(40301);
  });
});

describe('facPrdOrder/exportExcel and importExcel', () => {
  it('exports one row per ordered goods with the order on every row and pieces totalled per unit', async () => {
    const sheet = await downloadSheet(h.app, boss.sid, 'facPrdOrder/exportExcel', {});
    expect(sheet.column('单据号').sort()).toEqual([ids.plain!.orderNo, ids.customer!.orderNo].sort());
    expect(sheet.column('客户')).toContain('宁波服饰');
    expect(sheet.total('合计（件）', '商品数量')).toBe(48);
  });

  const upload = (c: Client | null, rows: (string | number | null)[][]) =>
    (async () => {
      const book = new ExcelJS.Workbook();
      const ws = book.addWorksheet('s');
      ws.addRow(['生产单号', '制单日期', '商品款号', '交货日期', '客户', '颜色', '尺码', '数量', '不含税单价', '税率']);
      for (const r of rows) ws.addRow(r);
      const content = Buffer.from(await book.xlsx.writeBuffer());
      return uploadTo(h.app, 'facPrdOrder/importExcel', c?.sid ?? null, {
        content,
        name: '订单.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
    })();

  it('dry-runs naming every bad row and writes nothing; a good file commits its orders', async () => {
    const [sku1, sku2] = styleA.skus;
    const names = await boss.call('GET', 'fac/goods/getFacGoodsStyle', { goodsId: styleA.styleId });
    const colorOf = (id: string) => names.data.colors.find((c: { id: string }) => c.id === id).name;
    const sizeOf = (id: string) => names.data.sizes.find((c: { id: string }) => c.id === id).name;
    const row = (sku: typeof sku1, extra: Partial<Record<number, string | number | null>> = {}) => {
      const r: (string | number | null)[] = [
        'IMP-1',
        '2026-11-20',
        styleA.styleNo,
        '2026-12-20',
        null,
        colorOf(sku!.color_id),
        sizeOf(sku!.size_id),
        12,
        '9.5',
        '13',
      ];
      for (const [i, v] of Object.entries(extra)) r[Number(i)] = v ?? null;
      return r;
    };
    const count = async () => (await boss.call('POST', 'facPrdOrder/page', { keyWord: 'IMP-' })).data.totalCount;
    const bad = await upload(boss, [row(sku1), row(sku2, { 2: 'NO-SUCH' }), row(sku2, { 4: '没有的客户' })]);
    expect(bad.code, bad.msg).toBe(0);
    expect(bad.data.failed).toBe(2);
    expect((await boss.call('POST', 'facPrdOrder/importExcel/commit', { importId: bad.data.importId })).code).toBe(40902);
    expect(await count()).toBe(0);
    expect((await upload(null, [row(sku1)])).code).toBe(440);
    expect((await upload(powerless, [row(sku1)])).code).toBe(40301);

    const good = await upload(boss, [row(sku1), row(sku2), row(sku1, { 0: 'IMP-2', 4: '宁波服饰' })]);
    expect(good.data.failed, JSON.stringify(good.data)).toBe(0);
    expect((await boss.call('POST', 'facPrdOrder/importExcel/commit', { importId: good.data.importId })).code).toBe(0);
    for (let i = 0; i < 100 && (await count()) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    const list = (await boss.call('POST', 'facPrdOrder/page', { keyWord: 'IMP-', sortField: 'orderNo', sortOrder: 'asc' })).data
      .list;
    expect(list.map((r: { orderNo: string; totals: { quantity: string }[] }) => [r.orderNo, r.totals[0]!.quantity])).toEqual([
      ['IMP-1', '24'],
      ['IMP-2', '12'],
    ]);
    expect(list[1].goods[0].custName).toBe('宁波服饰');
  });
});

describe('facPrdOrder/page row details (one statement with the rows)', () => {
  it('names the charger and creator, and links a pre-order and the formal order it became both ways', async () => {
    const pre = await boss.call('POST', 'facPrdOrder/addAdvanceOrder', {
      placeorderAt: '2026-11-27',
      chargerIds: [bossId],
      facPrdOrderGoodsList: [
        {
          styleId: styleA.styleId,
          deliveryAt: '2026-12-20',
          facPrdOrderGoodsAdvanceDetailList: [{ colorId: styleA.lib.colorIds[0], num: 7 }],
        },
      ],
    });
    expect(pre.code, pre.msg).toBe(0);
    const formal = await makeOrder(boss, styleA, { advanceOrderId: pre.data.id, chargerIds: [bossId], buyNo: 'PO-LINK' });
    // batch shapes its rows as the page does (toListRows over the same one-statement rows).
    const batch = await boss.call('POST', 'facPrdOrder/batch', { facPrdOrderIds: [pre.data.id, formal.id] });
    const [preRow, formalRow] = batch.data as { orderNo: string; concatPrdOrderNo: string | null }[];
    expect(formalRow).toMatchObject({ chargerName: bossName, createByName: bossName, concatPrdOrderNo: preRow!.orderNo });
    expect(preRow).toMatchObject({ type: 0, chargerName: bossName, concatPrdOrderNo: formal.orderNo });
    const listed = await boss.call('POST', 'facPrdOrder/page', { pageNo: 1, pageSize: 50, buyNo: 'PO-LINK' });
    expect(listed.data.list).toMatchObject([{ id: formal.id, concatPrdOrderNo: preRow!.orderNo, chargerName: bossName }]);
  });
});
