import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary } from '../../../test/goods-library.js';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, onHand } from '../../../test/stock-fixture.js';

/**
 * Negative stock per kind (issue 9 part 1): a new storehouse forbids it for materials and goods alike; each kind has
 * its own switch; a refusal names the SKU, what is available and what was asked, and writes nothing.
 */
let h: Harness;
let boss: Client;
let materialSku: string;
let materialNo: string;
let goodsSku: string;
const date = '2026-11-25';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'guards');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  materialSku = (await makeMaterialSkus(boss, ['卡其'])).skuIds[0]!;
  const lib = await makeLibrary(boss, 1, 1, 0);
  const style = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleName: '夹克',
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
  });
  expect(style.code, style.msg).toBe(0);
  goodsSku = (await boss.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: style.data.goodsId })).data[0].id;
});
afterAll(() => h.close());

let n = 0;
const storehouse = async (switches: Record<string, boolean> = {}) => {
  const res = await boss.call('POST', 'fac/storehouse/addStorehouse', { name: `守仓${++n}`, ...switches });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
};
const material = (storehouseId: string, inventoryType: 'IN' | 'OUT', stock: string) =>
  boss.call('PUT', 'fac/stock/single', { storehouseId, materialsSkuId: materialSku, inventoryType, stock, opDate: date });
const goods = (storehouseId: string, operateType: 'IN' | 'OUT', quantity: string) =>
  boss.call('POST', 'fac/inventoryItem/updateInventoryItem', {
    storehouseId,
    operateType,
    opDate: date,
    items: [{ goodsSkuId: goodsSku, quantity }],
  });
const goodsOnHand = async (storehouseId: string) => {
  const page = await boss.call('POST', 'fac/inventoryItem/queryInventoryItemList', { storehouseId, pageSize: 10 });
  return page.data.list[0]?.totalQuantity as string | undefined;
};

describe('negative stock per kind', () => {
  it('a storehouse made without switches refuses both kinds, naming SKU, available and asked; nothing is written', async () => {
    const sh = await storehouse();
    expect((await material(sh, 'IN', '1150')).code).toBe(0);
    materialNo = (await boss.call('POST', 'fac/stock/list', { storehouseId: sh })).data.list[0].materialsNo;
    expect(materialNo).toBeTruthy();
    const refused = await material(sh, 'OUT', '2000');
    expect(refused.code).toBe(40904);
    expect(refused.msg).toContain('库存不足');
    expect(refused.msg).toContain('可用 1150 米');
    expect(refused.msg).toContain('本次出库 2000 米');
    expect(refused.msg).toContain('不允许物料负库存');
    expect(refused.data).toMatchObject({ available: '1150', requested: '2000', skuKind: 'MATERIAL', unit: '米' });
    expect(await onHand(boss, sh, materialSku)).toBe('1150');

    expect((await goods(sh, 'IN', '3')).code).toBe(0);
    const goodsRefused = await goods(sh, 'OUT', '5');
    expect(goodsRefused.code).toBe(40904);
    expect(goodsRefused.msg).toContain('可用 3 件');
    expect(goodsRefused.msg).toContain('本次出库 5 件');
    expect(goodsRefused.msg).toContain('不允许成衣负库存');
    expect(Number(await goodsOnHand(sh))).toBe(3);
  });

  it('the refusal speaks English on the English switch', async () => {
    const sh = await storehouse();
    expect((await material(sh, 'IN', '750')).code).toBe(0);
    const res = await h.app.inject({
      method: 'PUT',
      url: '/v1/api/fac/stock/single',
      headers: { cookie: `sid=${boss.sid}`, lang: 'en' },
      payload: { storehouseId: sh, materialsSkuId: materialSku, inventoryType: 'OUT', stock: '99999', opDate: date },
    });
    const body = res.json() as { code: number; msg: string };
    expect(body.code).toBe(40904);
    expect(body.msg).toMatch(/^Insufficient stock: .+ has 750 米 available in 守仓\d+, 99999 米 asked; this storehouse forbids/);
  });

  it('materials allowed, goods forbidden: only the goods out is refused', async () => {
    const sh = await storehouse({ notAllowNegativeMaterial: false });
    const out = await material(sh, 'OUT', '2');
    expect(out.code, out.msg).toBe(0);
    expect(await onHand(boss, sh, materialSku)).toBe('-2');
    expect((await goods(sh, 'OUT', '1')).code).toBe(40904);
    expect(await goodsOnHand(sh)).toBeUndefined();
  });

  it('materials forbidden, goods allowed: only the material out is refused', async () => {
    const sh = await storehouse({ notAllowNegativeGoods: false });
    const refused = await material(sh, 'OUT', '2');
    expect(refused.code).toBe(40904);
    expect(refused.msg).toContain(materialNo);
    const out = await goods(sh, 'OUT', '4');
    expect(out.code, out.msg).toBe(0);
    expect(Number(await goodsOnHand(sh))).toBe(-4);
  });

  it('switching a kind off on an existing storehouse lets it go below zero from then on', async () => {
    const sh = await storehouse();
    expect((await material(sh, 'OUT', '1')).code).toBe(40904);
    const name = (await boss.call('GET', 'fac/storehouse/detail', { id: sh })).data.name;
    const upd = await boss.call('POST', 'fac/storehouse/updateStorehouse', { id: sh, name, notAllowNegativeMaterial: false });
    expect(upd.code, upd.msg).toBe(0);
    expect((await material(sh, 'OUT', '1')).code).toBe(0);
    expect((await goods(sh, 'OUT', '1')).code).toBe(40904);
  });

  it('a delivery review beyond the stock of a new storehouse is refused and the bill stays a draft', async () => {
    const sh = await storehouse();
    expect((await material(sh, 'IN', '1150')).code).toBe(0);
    const created = await boss.call('POST', 'delivery/material/create', {
      storehouseId: sh,
      deliveryCreatorId: boss.userId,
      dateDelivery: date,
      skus: [
        { materialsSkuId: materialSku, quantity: '1500' },
        { materialsSkuId: materialSku, quantity: '500' },
      ],
    });
    expect(created.code, created.msg).toBe(0);
    const ex = await boss.call('POST', 'delivery/material/examine', { id: created.data.id });
    expect(ex.code).toBe(40904);
    // Two lines of one SKU are asked together.
    expect(ex.msg).toContain('可用 1150 米，本次出库 2000 米');
    expect((await boss.call('GET', `delivery/material/detail/${created.data.id}`)).data.status).toBe(0);
    expect(await onHand(boss, sh, materialSku)).toBe('1150');
  });
});
