import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary } from '../../../test/goods-library.js';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeStorehouse } from '../../../test/stock-fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let viewer: Client;
let storehouseId: string;
let styleId: string;
let skuIds: string[];
const date = '2026-11-22';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'goods-stock');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.inventory.queryStorage']);
  viewer = await signIn(h.app, staff.loginName, staff.password);
  storehouseId = await makeStorehouse(boss, true, '成品仓');
  const lib = await makeLibrary(boss, 2, 3, 0);
  const added = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleName: '夹克',
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
  });
  expect(added.code, added.msg).toBe(0);
  styleId = added.data.goodsId;
  skuIds = (await boss.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: styleId })).data.map((s: { id: string }) => s.id);
});
afterAll(() => h.close());

const change = (
  c: Client,
  operateType: string,
  items: { goodsSkuId: string; quantity: string }[],
  body: Record<string, unknown> = {},
) => c.call('POST', 'fac/inventoryItem/updateInventoryItem', { storehouseId, operateType, opDate: date, items, ...body });
const style = async () =>
  (await boss.call('POST', 'fac/inventoryItem/queryInventoryItemByStyleId', { storehouseId, styleId })).data;

describe('goods stock', () => {
  it('takes a style matrix in, out and adjusts it; the list shows totals and cells', async () => {
    expect(skuIds).toHaveLength(6);
    const inAll = await change(
      boss,
      'IN',
      skuIds.map((goodsSkuId, i) => ({ goodsSkuId, quantity: String(10 + i) })),
    );
    expect(inAll.code, inAll.msg).toBe(0);
    expect((await change(boss, 'OUT', [{ goodsSkuId: skuIds[0]!, quantity: '4' }])).code).toBe(0);
    expect((await change(boss, 'ADJUST', [{ goodsSkuId: skuIds[1]!, quantity: '100' }], { remark: '盘点' })).code).toBe(0);
    const s = await style();
    expect(Number(s.totalQuantity)).toBe(75 - 4 + (100 - 11));
    expect(s.skus).toHaveLength(6);
    expect(s.skus.every((c: { colorName: string; sizeName: string }) => c.colorName && c.sizeName)).toBe(true);
    const list = await boss.call('POST', 'fac/inventoryItem/queryInventoryItemList', { storehouseId, keyword: '夹克' });
    expect(list.data.totalCount).toBe(1);
    const records = await boss.call('POST', 'fac/inventoryItem/queryInventoryItemDetailList', { storehouseId });
    expect(records.data.totalCount).toBe(8);
    expect(records.data.list[0]).toMatchObject({ changeType: 'ADJUST', quantity: '89.0000' });
    expect((await boss.call('POST', 'fac/inventoryItem/queryInventoryItemOpByList', {})).data.length).toBe(1);
  });

  it('refuses taking out more than a strict storehouse holds, and batch out is all or none', async () => {
    const before = await style();
    const res = await boss.call('POST', 'fac/inventoryItem/batchOutStorageInventoryItem', {
      storehouseId,
      opDate: date,
      items: [
        { goodsSkuId: skuIds[2]!, quantity: '1' },
        { goodsSkuId: skuIds[3]!, quantity: '999' },
      ],
    });
    expect(res.code).toBe(40904);
    expect((await style()).totalQuantity).toBe(before.totalQuantity);
    const ok = await boss.call('POST', 'fac/inventoryItem/batchInStorageInventoryItem', {
      storehouseId,
      opDate: date,
      items: [{ goodsSkuId: skuIds[2]!, quantity: '5' }],
    });
    expect(ok.code, ok.msg).toBe(0);
  });

  it('checks input, other factories, permissions and sessions', async () => {
    expect((await change(boss, 'IN', [])).data.errors[0].field).toBe('items');
    expect((await change(boss, 'IN', [{ goodsSkuId: skuIds[0]!, quantity: '0' }])).data.errors[0].field).toBe('items.0.quantity');
    expect((await change(boss, 'IN', [{ goodsSkuId: skuIds[0]!, quantity: 'x' }])).data.errors[0].field).toBe('items.0.quantity');
    expect((await change(intruder, 'IN', [{ goodsSkuId: skuIds[0]!, quantity: '1' }])).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/inventoryItem/queryInventoryItemList', { storehouseId })).code).toBe(40402);
    expect(
      (await intruder.call('POST', 'fac/inventoryItem/queryInventoryItemDetailList', { storehouseId })).data.totalCount,
    ).toBe(0);
    expect((await viewer.call('POST', 'fac/inventoryItem/queryInventoryItemList', { storehouseId })).code).toBe(0);
    const denied = await change(viewer, 'IN', [{ goodsSkuId: skuIds[0]!, quantity: '1' }]);
    expect(denied.code).toBe(40301);
    expect(
      (
        await viewer.call('POST', 'fac/inventoryItem/batchInStorageInventoryItem', {
          storehouseId,
          opDate: date,
          items: [{ goodsSkuId: skuIds[0], quantity: '1' }],
        })
      ).code,
    ).toBe(40301);
    expect((await viewer.call('POST', 'fac/inventoryItem/queryInventoryItemDetailList', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/inventoryItem/queryInventoryItemList', { storehouseId })).code).toBe(440);
    expect((await call(h.app, 'POST', 'fac/inventoryItem/updateInventoryItem', {})).code).toBe(440);
  });
});
