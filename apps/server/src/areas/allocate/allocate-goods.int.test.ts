import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary } from '../../../test/goods-library.js';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeStorehouse } from '../../../test/stock-fixture.js';
import { inBody, outBody, outLines, reviewed } from './allocate.fixture.js';

// 调拨 of finished goods (skuKind GOODS): the same bills as materials, goods stock moved through transit by SKU.

let h: Harness;
let boss: Client;
let from: string;
let to: string;
let styleId: string;
/** The style's SKUs: [colour 1 × size 1, colour 1 × size 2, ...] as the goods library answers them. */
let skus: { id: string; color_name: string; size_value: string }[];

const goodsOut = (lines: { skuId: string; quantity: string }[]) => ({ ...outBody(boss, from, to, lines), skuKind: 'GOODS' });

/** A SKU's goods stock in a storehouse (the goods stock page's list), '0' when it holds none. */
async function goodsStock(storehouseId: string, skuId: string): Promise<string> {
  const res = await boss.call('POST', 'fac/inventoryItem/queryInventoryItemList', { storehouseId, pageSize: 100 });
  expect(res.code, res.msg).toBe(0);
  for (const style of res.data.list as { skus: { goodsSkuId: string; quantity: string }[] }[])
    for (const c of style.skus) if (c.goodsSkuId === skuId) return String(Number(c.quantity));
  return '0';
}

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'allocate goods');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  from = await makeStorehouse(boss, true, '成品仓');
  to = await makeStorehouse(boss, true, '门店仓');
  const lib = await makeLibrary(boss, 1, 2, 0);
  const added = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleName: '风衣',
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
  });
  expect(added.code, added.msg).toBe(0);
  styleId = added.data.goodsId;
  skus = (await boss.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: styleId })).data;
  const bill = await boss.call('POST', '/v1/stock/change/createStockBill', {
    operateType: 'STOCK_IN',
    skuKind: 'GOODS',
    storehouseId: from,
    operaterId: boss.userId,
    opDate: '2026-11-25',
    lines: skus.map((s) => ({ skuId: s.id, quantity: '20', price: '30' })),
  });
  expect(bill.code, bill.msg).toBe(0);
  expect((await boss.call('POST', 'uflo/STOCK_IN/submit', { id: bill.data.id })).code).toBe(0);
});
afterAll(() => h.close());

describe('allocate goods (成品调拨)', () => {
  it('a goods transfer-out of 2 sizes puts them in transit; a partial in moves exactly its part', async () => {
    const [s, m] = [skus[0]!, skus[1]!];
    const outId = await reviewed(
      boss,
      goodsOut([
        { skuId: s.id, quantity: '12' },
        { skuId: m.id, quantity: '5' },
      ]),
    );
    expect(await goodsStock(from, s.id)).toBe('8');
    expect(await goodsStock(from, m.id)).toBe('15');
    let d = (await boss.call('GET', `allocate/detail/${outId}`)).data;
    expect(d).toMatchObject({ skuKind: 'GOODS', totalQuantity: '17.0000', inTransitQuantity: '17', inTransitValue: '510.00' });
    expect(d.lines[0]).toMatchObject({
      styleId,
      colorName: s.color_name,
      sizeName: s.size_value,
      standardName: null,
      sentValue: '360.00',
      inTransitQuantity: '12',
    });
    expect(d.lines[0].styleNo).toBeTruthy();
    expect(d.lines[0].skuName).toBe(`${d.lines[0].styleNo} ${s.color_name}/${s.size_value}`);

    const [lineS, lineM] = await outLines(boss, outId);
    await reviewed(boss, inBody(boss, outId, [{ callOutLineId: lineS!, quantity: '7' }]));
    expect(await goodsStock(to, s.id)).toBe('7');
    expect(await goodsStock(to, m.id)).toBe('0');
    d = (await boss.call('GET', `allocate/detail/${outId}`)).data;
    expect(d).toMatchObject({ receivedQuantity: '7', inTransitQuantity: '10', inTransitValue: '300.00' });
    expect(d.lines.map((l: { inTransitQuantity: string }) => l.inTransitQuantity)).toEqual(['5', '5']);
    const onTheWay = await boss.call('POST', 'fac/stock/inTransit', { storehouseId: to, skuKind: 'GOODS' });
    expect(onTheWay.code, onTheWay.msg).toBe(0);
    // The in-transit panel names goods by style, colour and size, as the transfer does (it showed nothing before).
    expect(onTheWay.data.find((r: { skuId: string }) => r.skuId === s.id).skuName).toBe(
      `${d.lines[0].styleNo} ${s.color_name}/${s.size_value}`,
    );
    expect(
      onTheWay.data
        .map((r: { skuId: string; quantity: string }) => [r.skuId, Number(r.quantity)])
        .sort((a: string[], b: string[]) => a[0]!.localeCompare(b[0]!)),
    ).toEqual(
      [
        [s.id, 5],
        [m.id, 5],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    // The rest of the S line, then M: nothing stays in transit, the issuing storehouse keeps what was not sent.
    const over = await boss.call('POST', 'allocate/add', inBody(boss, outId, [{ callOutLineId: lineS!, quantity: '6' }]));
    expect(over.data.errors[0].field).toBe('lines.0.quantity');
    await reviewed(
      boss,
      inBody(boss, outId, [
        { callOutLineId: lineS!, quantity: '5' },
        { callOutLineId: lineM!, quantity: '5' },
      ]),
    );
    expect(await goodsStock(to, s.id)).toBe('12');
    expect(await goodsStock(to, m.id)).toBe('5');
    expect((await boss.call('GET', `allocate/detail/${outId}`)).data).toMatchObject({
      inTransitQuantity: '0',
      inTransitValue: '0.00',
    });
    const page = await boss.call('POST', 'allocate/page', { skuKind: 'GOODS', billType: 'BILL_CALL_OUT' });
    expect(page.data.list.map((r: { id: string }) => r.id)).toContain(outId);
  });

  it('refuses an unknown goods SKU, a SKU twice, and a goods transfer beyond stock where negative stock is forbidden', async () => {
    // SKU ids are per table, so a material's id may well be a goods SKU's too: an id no goods SKU has is refused.
    const wrong = await boss.call('POST', 'allocate/add', goodsOut([{ skuId: '987654321', quantity: '1' }]));
    expect(wrong.code).toBe(40001);
    expect(wrong.data.errors[0].field).toBe('lines.0.skuId');
    const twice = await boss.call(
      'POST',
      'allocate/add',
      goodsOut([
        { skuId: skus[0]!.id, quantity: '1' },
        { skuId: skus[0]!.id, quantity: '1' },
      ]),
    );
    expect(twice.data.errors[0].field).toBe('lines.1.skuId');
    const made = await boss.call('POST', 'allocate/add', goodsOut([{ skuId: skus[1]!.id, quantity: '999' }]));
    expect(made.code, made.msg).toBe(0);
    const refused = await boss.call('POST', 'uflo/BILL_CALL_OUT/submit', { id: made.data.id });
    expect(refused.code).not.toBe(0);
    expect(await goodsStock(from, skus[1]!.id)).toBe('15');
    expect((await boss.call('GET', `allocate/detail/${made.data.id}`)).data.status).toBe(0);
  });
});
