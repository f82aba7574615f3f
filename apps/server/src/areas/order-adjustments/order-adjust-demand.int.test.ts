import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniq } from '../../../test/goods-library.js';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeOrderStyle, type OrderStyleFixture } from './adjust.fixture.js';

// An adjustment and the order's material demand (the order-demand area's lines, planned on review): the demand moves
// by exactly the difference and back on anti-review, and a reduction below what is purchased for the goods and
// material is refused naming the reduced SKUs. BOM: one fabric SKU, 1.5 a piece, 2 % loss.

let h: Harness;
let boss: Client;
let style: OrderStyleFixture;
let fabricSkuId: string;
let supplierId: string;
let bomId: string;

const ok = async (method: 'GET' | 'POST', url: string, body?: object): Promise<any> => {
  const res = await boss.call(method, url, body);
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
};

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'adjust-demand');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  style = await makeOrderStyle(boss, 1, 2);
  const kindId = (await ok('POST', 'fac/materials/kinds/add', { no: uniq('K').slice(0, 8), name: uniq('面料') })).id;
  const specId = (await ok('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: uniq('门幅') })).id;
  supplierId = (await ok('POST', 'supplier/insert', { name: uniq('布行') })).id;
  const { id: materialId } = await ok('POST', 'fac/materials/addMaterials', {
    kindId,
    name: uniq('府绸'),
    no: uniq('TZWL').replace(/[^A-Za-z0-9]/g, ''),
    skus: [
      { colorName: '红', specificationsId: specId, stockUnit: '米', suppliers: [{ supplierId, planCost: '8', isDefault: true }] },
    ],
  });
  await ok('POST', 'uflo/common/materials/submit', { id: materialId });
  fabricSkuId = (await ok('GET', 'fac/materials/getMaterialDetail', { id: materialId })).commonMaterialsSkuList[0].id;
  const bom = await ok('POST', 'fac/commonBom/addCommonBom', {
    styleId: style.styleId,
    name: uniq('BOM'),
    commonMaterialsSkuList: [{ materialSkuId: fabricSkuId, singleDosage: '1.5', lossRate: '2', isMain: true }],
  });
  bomId = bom.id ?? bom.commonBomId;
  await ok('POST', 'material/purchase/config/update', { demandSource: 'PRODUCTION_ORDER', generatePlanOnSubmit: true });
});
afterAll(() => h.close());

/** A reviewed order of 10 of each of the style's two SKUs: demand 20 × 1.5 × 1.02 = 30.6 米. */
async function plannedOrder() {
  const order = await ok('POST', 'facPrdOrder/add', {
    placeorderAt: '2026-11-27',
    facPrdOrderGoodsList: [
      {
        styleId: style.styleId,
        deliveryAt: '2026-12-20',
        bomId,
        facPrdOrderGoodsDetailList: style.skus.map((s) => ({ goodsSkuId: s.id, num: 10 })),
      },
    ],
  });
  expect((await ok('POST', 'uflo/FAC_PRD_ORDER/submit', { id: order.id })).status).toBe(2);
  const goodsId = (await ok('POST', 'facPrdOrder/adjustOrderSource', { facPrdOrderId: order.id })).facPrdOrderGoodsList[0]
    .facPrdOrderGoodsId;
  return { ...order, goodsId } as { id: string; orderNo: string; goodsId: string };
}

const fabricRow = async (orderId: string) =>
  (await ok('GET', 'facPrdOrder/materialDemand', { facPrdOrderId: orderId })).goods[0].rows.find(
    (r: { materialSkuId: string }) => r.materialSkuId === fabricSkuId,
  );

const adjust = (order: { id: string; goodsId: string }, nums: [number, number]) =>
  ok('POST', 'facPrdOrder/addAdjustPrdOrder', {
    facPrdOrderId: order.id,
    placeorderAt: '2026-11-28',
    facPrdOrderGoodsList: [
      {
        facPrdOrderGoodsId: order.goodsId,
        facPrdOrderGoodsDetailList: style.skus.map((s, i) => ({ goodsSkuId: s.id, num: nums[i] })),
      },
    ],
  });

describe('an adjustment and the order material demand', () => {
  it('moves the demand by the difference on review and back exactly on anti-review; the material table shows both', async () => {
    const order = await plannedOrder();
    expect((await fabricRow(order.id)).demandQuantity).toBe('30.6000');
    const bill = await adjust(order, [15, 10]);
    const view = await ok('GET', 'facPrdOrder/adjustPrdOrderDetail', { adjustOrderId: bill.id });
    expect(view.facPrdOrderGoodsList[0].materials[0]).toMatchObject({
      orderedDemand: '30.6',
      newDemand: '38.25',
      differenceAfter: '7.65',
    });
    expect((await ok('GET', 'facPrdOrder/doAdjustOrder', { adjustOrderId: bill.id })).status).toBe(2);
    expect((await fabricRow(order.id)).demandQuantity).toBe('38.2500');
    expect((await ok('GET', 'facPrdOrder/undoAdjustOrder', { adjustOrderId: bill.id, message: '撤销' })).status).toBe(0);
    expect((await fabricRow(order.id)).demandQuantity).toBe('30.6000');
  });

  it('refuses a reduction below what is purchased for the goods and material, naming the reduced SKU', async () => {
    const order = await plannedOrder();
    const line = await fabricRow(order.id);
    await ok('POST', 'purchase/add', {
      supplierId,
      purchaserId: boss.userId,
      datePurchase: '2026-11-27',
      materialsSkus: [
        { materialSkuId: fabricSkuId, conversionRate: '1', quantity: '27', unitPrice: '8', demandIds: [line.demandId] },
      ],
    });
    // 16 pieces need 24.48 米, below the 27 purchased
    const cut = await adjust(order, [6, 10]);
    const refused = await boss.call('GET', 'facPrdOrder/doAdjustOrder', { adjustOrderId: cut.id });
    expect(refused.status).toBe(409);
    expect(refused.msg).toContain(style.styleNo);
    expect(refused.msg).toContain('27');
    expect((await fabricRow(order.id)).demandQuantity).toBe('30.6000');
    // 18 pieces need 27.54 米: allowed
    const fine = await adjust(order, [8, 10]);
    expect((await ok('GET', 'facPrdOrder/doAdjustOrder', { adjustOrderId: fine.id })).status).toBe(2);
    expect((await fabricRow(order.id)).demandQuantity).toBe('27.5400');
  });
});
