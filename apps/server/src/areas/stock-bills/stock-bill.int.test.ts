import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary } from '../../../test/goods-library.js';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeStorehouse } from '../../../test/stock-fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let viewer: Client;
let storehouseId: string;
let otherStorehouseId: string;
let customerId: string;
let skuIds: string[];
const date = '2026-11-25';
const B = '/v1/stock/change';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'stock-bills');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.inventory.queryStorage']);
  viewer = await signIn(h.app, staff.loginName, staff.password);
  storehouseId = await makeStorehouse(boss, true, '成品仓');
  otherStorehouseId = await makeStorehouse(boss, true, '门店仓');
  customerId = (await boss.call('POST', 'fac/customer/add', { name: '衣恋' })).data.id;
  const lib = await makeLibrary(boss, 2, 2, 0);
  const added = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleName: '风衣',
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
  });
  expect(added.code, added.msg).toBe(0);
  skuIds = (await boss.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: added.data.goodsId })).data.map(
    (s: { id: string }) => s.id,
  );
});
afterAll(() => h.close());

const bill = (over: Record<string, unknown> = {}) => ({
  operateType: 'STOCK_IN',
  skuKind: 'GOODS',
  storehouseId,
  operaterId: boss.userId,
  opDate: date,
  remark: '首批',
  lines: [{ skuId: skuIds[0], quantity: '10', price: '12.5' }],
  ...over,
});
const create = async (over: Record<string, unknown> = {}, c: Client = boss) => c.call('POST', `${B}/createStockBill`, bill(over));
const submit = (type: string, id: string, c: Client = boss) => c.call('POST', `uflo/${type}/submit`, { id });
async function posted(over: Record<string, unknown> = {}) {
  const res = await create(over);
  expect(res.code, res.msg).toBe(0);
  const s = await submit(String(over.operateType ?? 'STOCK_IN'), res.data.id);
  expect(s.code, s.msg).toBe(0);
  return res.data.id as string;
}
async function stockOf(sku: string, where = storehouseId): Promise<string> {
  const res = await boss.call('POST', 'fac/inventoryItem/queryInventoryItemList', { storehouseId: where, pageSize: 100 });
  for (const style of res.data.list as { skus: { goodsSkuId: string; quantity: string }[] }[])
    for (const c of style.skus) if (c.goodsSkuId === sku) return String(Number(c.quantity));
  return '0';
}
const count = async () => (await boss.call('POST', `${B}/billList`, { pageSize: 1 })).data.totalCount as number;

describe('stock bills', () => {
  it('names each line with its colour, size and length (长度)', async () => {
    const lib = await makeLibrary(boss, 1, 1, 1);
    const added = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
      styleName: '长款风衣',
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: lib.colorIds,
      sizeIds: lib.sizeIds,
      standardIds: lib.standardIds,
    });
    const [sku] = (await boss.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: added.data.goodsId })).data;
    const draft = await create({ lines: [{ skuId: sku.id, quantity: '1', price: '1' }] });
    const d = (await boss.call('GET', `${B}/detail`, { id: draft.data.id })).data;
    expect(d.lines[0].lengthName).toMatch(/^长/);
  });
  it('posts 入库, 发货 (customer, lineage-free) and 退货入库 on review; un-review reverses', async () => {
    const inId = await posted();
    expect(await stockOf(skuIds[0]!)).toBe('10');
    const d = (await boss.call('GET', `${B}/detail`, { id: inId })).data;
    expect(d).toMatchObject({
      status: 2,
      operateType: 'STOCK_IN',
      totalQuantity: '10.0000',
      totalAmount: '125.00',
      storehouseName: '成品仓',
    });
    expect(d.lines[0]).toMatchObject({ skuId: skuIds[0], quantity: '10.0000', amount: '125.00' });
    const shipId = await posted({ operateType: 'STOCK_DELIVERY', customerId, lines: [{ skuId: skuIds[0], quantity: '4' }] });
    expect(await stockOf(skuIds[0]!)).toBe('6');
    await posted({ operateType: 'STOCK_SALE_RETURN', customerId, lines: [{ skuId: skuIds[0], quantity: '1' }] });
    expect(await stockOf(skuIds[0]!)).toBe('7');
    const back = await boss.call('POST', 'uflo/STOCK_DELIVERY/apply-anti-review', { id: shipId, message: '发错' });
    expect(back.code, back.msg).toBe(0);
    expect(await stockOf(skuIds[0]!)).toBe('11');
    const list = await boss.call('POST', `${B}/billList`, { operateTypes: ['STOCK_DELIVERY'], customerIds: [customerId] });
    expect(list.data.list.map((r: { id: string }) => r.id)).toContain(shipId);
    expect(list.data.list[0]).toMatchObject({ customerName: '衣恋', printCount: 0 });
  });

  it('adjusts to the absolute quantity typed, whatever the book stock, and back on un-review', async () => {
    const before = await stockOf(skuIds[1]!);
    const id = await posted({ operateType: 'STOCK_ADJUST', adjustNote: '盘点', lines: [{ skuId: skuIds[1], quantity: '25' }] });
    expect(await stockOf(skuIds[1]!)).toBe('25');
    expect((await boss.call('POST', 'uflo/STOCK_ADJUST/apply-anti-review', { id: id, message: '重盘' })).code).toBe(0);
    expect(await stockOf(skuIds[1]!)).toBe(before);
  });

  it('出库 to another storehouse makes a notice; confirm with a changed quantity, change again, close another', async () => {
    await posted({ lines: [{ skuId: skuIds[2], quantity: '20' }] });
    const outId = await posted({
      operateType: 'STOCK_OUT',
      inStorehouseId: otherStorehouseId,
      lines: [{ skuId: skuIds[2], quantity: '8', price: '5' }],
    });
    const informs = await boss.call('POST', 'bill/stock/change/inform/list', {
      storehouseId: otherStorehouseId,
      statusList: [0],
    });
    expect(informs.code, informs.msg).toBe(0);
    const notice = informs.data.list.find((n: { outBillId: string }) => n.outBillId === outId);
    expect(notice).toMatchObject({ status: 0, totalQuantity: '8.0000', outStorehouseName: '成品仓' });
    expect((await boss.call('GET', 'bill/stock/change/count', { storehouseId: otherStorehouseId })).data).toBe(1);
    const detail = (await boss.call('GET', 'bill/stock/change/inform/detail', { id: notice.id })).data;
    const confirmed = await boss.call('POST', 'bill/stock/change/create', {
      id: notice.id,
      lines: [{ lineId: detail.lines[0].id, received: '7' }],
    });
    expect(confirmed.code, confirmed.msg).toBe(0);
    expect(await stockOf(skuIds[2]!, otherStorehouseId)).toBe('7');
    expect(await stockOf(skuIds[2]!)).toBe('12');
    // the 出库 cannot be un-reviewed while its notice's 入库 stands
    const refused = await boss.call('POST', 'uflo/STOCK_OUT/apply-anti-review', { id: outId, message: 'x' });
    expect([40902, 40903]).toContain(refused.code);
    expect(await stockOf(skuIds[2]!)).toBe('12');
    const changed = await boss.call('POST', 'bill/stock/change/updateReceived', {
      id: notice.id,
      lines: [{ lineId: detail.lines[0].id, received: '8' }],
    });
    expect(changed.code, changed.msg).toBe(0);
    expect(await stockOf(skuIds[2]!, otherStorehouseId)).toBe('8');
    expect((await boss.call('GET', 'bill/stock/change/inform/detail', { id: notice.id })).data).toMatchObject({
      status: 1,
      receivedQuantity: '8.0000',
    });
    const in2 = (await boss.call('GET', `${B}/detail`, { id: confirmed.data.inBillId })).data;
    expect(in2).toMatchObject({ status: 2, totalQuantity: '8.0000', informNo: notice.billNo });
    const out2 = await posted({
      operateType: 'STOCK_OUT',
      inStorehouseId: otherStorehouseId,
      lines: [{ skuId: skuIds[2], quantity: '1' }],
    });
    const n2 = (
      await boss.call('POST', 'bill/stock/change/inform/list', { stockInformIdList: [], statusList: [0] })
    ).data.list.find((n: { outBillId: string }) => n.outBillId === out2);
    expect((await boss.call('POST', 'bill/stock/change/close', { id: n2.id })).code).toBe(0);
    expect((await boss.call('POST', 'bill/stock/change/create', { id: n2.id })).code).toBe(40902);
  });

  it('revokes a reviewed bill with a reason; counts prints; numbers and review config', async () => {
    const id = await posted({ lines: [{ skuId: skuIds[3], quantity: '3' }] });
    expect((await boss.call('POST', `${B}/undo`, { id, cancelRemark: '' })).data.errors[0].field).toBe('cancelRemark');
    const revoked = await boss.call('POST', `${B}/undo`, { id, cancelRemark: '重复入库' });
    expect(revoked.code, revoked.msg).toBe(0);
    expect(await stockOf(skuIds[3]!)).toBe('0');
    expect((await boss.call('GET', `${B}/detail`, { id })).data).toMatchObject({ status: 5, cancelRemark: '重复入库' });
    expect((await boss.call('GET', `${B}/updatePrintCount`, { id })).data.printCount).toBe(1);
    const nos = (await boss.call('GET', `${B}/getOrderNos`, { likeColumn: 'RK' })).data;
    expect(nos.length).toBeGreaterThan(0);
    expect((await boss.call('GET', `${B}/hasReviewConfig`, { operateType: 'STOCK_ADJUST' })).data).toBe(false);
  });

  it('batch review approves pending bills under a review configuration', async () => {
    const cfg = await boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType: 'STOCK_DELIVERY',
      isUse: true,
      steps: [{ mode: 'ANY', userIds: [boss.userId], roleIds: [] }],
    });
    expect(cfg.code, cfg.msg).toBe(0);
    await posted({ lines: [{ skuId: skuIds[3], quantity: '5' }] });
    const a = await posted({ operateType: 'STOCK_DELIVERY', customerId, lines: [{ skuId: skuIds[3], quantity: '2' }] });
    expect((await boss.call('GET', `${B}/detail`, { id: a })).data.status).toBe(1);
    expect((await boss.call('GET', `${B}/hasReviewConfig`, { operateType: 'STOCK_DELIVERY' })).data).toBe(true);
    const r = await boss.call('POST', `${B}/batchReview`, { billIds: [a] });
    expect(r.data, r.msg).toMatchObject({ successNum: 1, failNum: 0 });
    expect(await stockOf(skuIds[3]!)).toBe('3');
  });

  it('refuses bad input naming the field, no session, another factory and no permission; writes nothing', async () => {
    const n = await count();
    const bad = await create({ lines: [{ skuId: skuIds[0], quantity: 'abc' }] });
    expect(bad.data.errors[0].field).toBe('lines.0.quantity');
    expect((await create({ operateType: 'STOCK_DELIVERY' })).data.errors[0].field).toBe('customerId');
    expect((await create({ operateType: 'STOCK_ADJUST' })).data.errors[0].field).toBe('adjustNote');
    expect(
      (
        await create({
          lines: [
            { skuId: skuIds[0], quantity: '1' },
            { skuId: skuIds[0], quantity: '1' },
          ],
        })
      ).data.errors[0].field,
    ).toBe('lines.1.skuId');
    expect((await call(h.app, 'POST', `${B}/createStockBill`, bill())).code).toBe(440);
    expect((await call(h.app, 'POST', `${B}/billList`, {})).code).toBe(440);
    const foreign = await create({}, intruder);
    expect(foreign.data.errors[0].field).toBe('storehouseId');
    expect((await create({}, viewer)).msg).toContain('权限');
    expect(await count()).toBe(n);
    const mine = await posted({ lines: [{ skuId: skuIds[1], quantity: '1' }] });
    expect((await intruder.call('GET', `${B}/detail`, { id: mine })).code).toBe(40402);
    expect((await intruder.call('POST', `${B}/undo`, { id: mine, cancelRemark: 'x' })).code).toBe(40402);
    expect((await intruder.call('POST', `${B}/billList`, {})).data.totalCount).toBe(0);
    expect((await intruder.call('POST', 'bill/stock/change/inform/list', {})).data.totalCount).toBe(0);
    expect((await viewer.call('POST', `${B}/undo`, { id: mine, cancelRemark: 'x' })).msg).toContain('权限');
    expect((await viewer.call('POST', 'bill/stock/change/close', { id: '1' })).msg).toContain('权限');
  });
});
