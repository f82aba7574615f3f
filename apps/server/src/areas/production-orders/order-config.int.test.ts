import { ProductionOrderPermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { findOrderForDemand, registerOrderBomLookup } from './index.js';
import { cells, makeCustomer, makeOrder, makeOrderStyle, type OrderStyleFixture } from './order.fixture.js';

// 订单配置, 下单类型, the number and BOM changes, tax-rate, and what the area lends others (demand, SKU usage, BOMs).
let h: Harness;
let boss: Client;
let intruder: Client;
let reader: Client;
let factory: Awaited<ReturnType<typeof createFactory>>;
let style: OrderStyleFixture;
let undoLookup: () => void = () => undefined;

beforeAll(async () => {
  h = await startHarness();
  // A BOM area as it registers when the app is built (this one last): BOM 7001 is every style's default, 7002 no style's.
  undoLookup = registerOrderBomLookup({
    findDefaultBomId: async () => '7001',
    isBomOfStyle: async (_db, _tenant, bomId) => bomId === '7001',
  });
  factory = await createFactory(h.db, 'config');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const s = await createStaff(h.db, factory, [ProductionOrderPermission.query]);
  reader = await signIn(h.app, s.loginName, s.password);
  style = await makeOrderStyle(boss, 2, 2);
});
afterAll(async () => {
  undoLookup();
  await h.close();
});

describe('order configuration', () => {
  it('getFieldConfig / updateFieldConfig choose the goods-information the detail shows', async () => {
    const before = (await boss.call('GET', 'facPrdOrder/getFieldConfig')).data;
    expect(before.selectedConfigList).toEqual([]);
    expect(before.configAllList.length).toBeGreaterThan(5);
    expect((await reader.call('POST', 'facPrdOrder/updateFieldConfig', { fieldIds: ['styleName'] })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'facPrdOrder/updateFieldConfig', { fieldIds: ['styleName'] })).code).toBe(440);
    const bad = await boss.call('POST', 'facPrdOrder/updateFieldConfig', { fieldIds: ['nope'] });
    expect(bad.data.errors[0].field).toBe('fieldIds.0');
    const res = await boss.call('POST', 'facPrdOrder/updateFieldConfig', { fieldIds: ['styleName', 'mainPicture'] });
    expect(res.data.selectedConfigList.map((o: { code: string }) => o.code)).toEqual(['mainPicture', 'styleName']);
    expect((await intruder.call('GET', 'facPrdOrder/getFieldConfig')).data.selectedConfigList).toEqual([]);
    const order = await makeOrder(boss, style);
    const g = (await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: order.id })).data.facPrdOrder.goods[0];
    expect(g.goodsInfo).toEqual({ styleName: `${style.styleNo} 衬衫`, mainPicture: null });
  });

  it('target/field: the locked fields stay required whatever is sent', async () => {
    const res = await boss.call('POST', 'facPrdOrder/target/field/createConfig', {
      configs: [
        { code: 'placeorderAt', required: false },
        { code: 'remark', required: true },
      ],
    });
    expect(res.code, res.msg).toBe(0);
    const list = (await boss.call('GET', 'facPrdOrder/target/field/getConfig')).data as {
      code: string;
      checked: boolean;
      locked: boolean;
      kind: number;
    }[];
    expect(list.find((o) => o.code === 'placeorderAt')).toMatchObject({ checked: true, locked: true, kind: 1 });
    expect(list.find((o) => o.code === 'remark')).toMatchObject({ checked: true, locked: false });
    expect(list.find((o) => o.code === 'deliveryAt')).toMatchObject({ checked: true, locked: true, kind: 2 });
    expect(list.find((o) => o.code === 'buyNo')).toMatchObject({ checked: false });
    expect((await reader.call('POST', 'facPrdOrder/target/field/createConfig', { configs: [] })).code).toBe(40301);
    expect(
      (await boss.call('POST', 'facPrdOrder/target/field/createConfig', { configs: [{ code: 'x', required: true }] })).data
        .errors[0].field,
    ).toBe('configs.0.code');
    await boss.call('POST', 'facPrdOrder/target/field/createConfig', { configs: [] });
  });

  it('checkAttachment lists the goods whose record misses a field required before conversion', async () => {
    const order = await makeOrder(boss, style);
    expect((await boss.call('GET', 'facPrdOrder/checkAttachment', { facPrdOrderId: order.id })).data).toEqual({
      isComplete: true,
      list: [],
    });
    const cfg = await boss.call('POST', 'facPrdOrder/updateAttachmentFieldConfig', { fieldIds: ['brand', 'customerId', 'bom'] });
    expect(cfg.data.filter((o: { checked: boolean }) => o.checked).map((o: { code: string }) => o.code)).toEqual([
      'customerId',
      'brand',
      'bom',
    ]);
    const answer = await boss.call('GET', 'facPrdOrder/checkAttachment', { facPrdOrderId: order.id });
    expect(answer.code).toBe(5007001);
    expect(answer.msg).toBe(`商品档案未填写完整：${style.styleNo}（品牌）`);
    expect(answer.data).toEqual({
      isComplete: false,
      list: [{ styleId: style.styleId, styleNo: style.styleNo, missing: [{ code: 'brand', name: '品牌' }] }],
    });
    expect((await boss.call('GET', 'facPrdOrder/checkAttachment', { styleId: style.styleId })).code).toBe(5007001);
    const none = await createStaff(h.db, factory, []);
    const nobody = await signIn(h.app, none.loginName, none.password);
    expect((await nobody.call('GET', 'facPrdOrder/checkAttachment', { styleId: style.styleId })).code).toBe(40301);
    expect((await call(h.app, 'GET', 'facPrdOrder/checkAttachment', { styleId: style.styleId })).code).toBe(440);
    expect((await intruder.call('GET', 'facPrdOrder/checkAttachment', { facPrdOrderId: order.id })).code).toBe(40402);
    expect((await boss.call('GET', 'facPrdOrder/checkAttachment', {})).data.errors[0].field).toBe('facPrdOrderId');
    expect((await reader.call('POST', 'facPrdOrder/updateAttachmentFieldConfig', { fieldIds: [] })).code).toBe(40301);
    await boss.call('POST', 'facPrdOrder/updateAttachmentFieldConfig', { fieldIds: [] });
  });
});

describe('下单类型 options', () => {
  it('adds (unique), lists by keyword, and refuses to delete one a live order uses', async () => {
    const add = await boss.call('POST', 'common-goods-attr/placeOrderType', { attrVal: '首单' });
    expect(add.code, add.msg).toBe(0);
    expect((await boss.call('POST', 'common-goods-attr/placeOrderType', { attrVal: '首单' })).code).toBe(40901);
    expect((await boss.call('POST', 'common-goods-attr/placeOrderType', { attrVal: '' })).data.errors[0].field).toBe('attrVal');
    expect((await reader.call('POST', 'common-goods-attr/placeOrderType', { attrVal: '返单' })).code).toBe(40301);
    expect((await boss.call('GET', 'common-goods-attr/placeOrderTypeList', { keyword: '首' })).data.commonGoodsAttrs).toEqual([
      add.data,
    ]);
    expect((await intruder.call('GET', 'common-goods-attr/placeOrderTypeList')).data.commonGoodsAttrs).toEqual([]);
    expect((await call(h.app, 'GET', 'common-goods-attr/placeOrderTypeList')).code).toBe(440);
    const order = await makeOrder(boss, style, { placeOrderTypeId: add.data.attrId });
    expect((await boss.call('DELETE', `common-goods-attr/placeOrderType/${add.data.attrId}`)).code).toBe(40902);
    expect((await intruder.call('DELETE', `common-goods-attr/placeOrderType/${add.data.attrId}`)).code).toBe(40402);
    await boss.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: order.id });
    expect((await boss.call('DELETE', `common-goods-attr/placeOrderType/${add.data.attrId}`)).code).toBe(0);
    const foreign = await intruder.call('POST', 'facPrdOrder/add', {
      placeorderAt: '2026-11-27',
      placeOrderTypeId: add.data.attrId,
      facPrdOrderGoodsList: [],
    });
    expect(foreign.code).toBe(40001);
  });
});

describe('number, BOM and prices', () => {
  it('updateFacPrdOrderNo renames a live order, refusing a taken number and another factory', async () => {
    const a = await makeOrder(boss, style);
    const b = await makeOrder(boss, style);
    const res = await boss.call('POST', 'facPrdOrder/updateFacPrdOrderNo', { facPrdOrderId: a.id, orderNo: 'RENAMED-1' });
    expect(res.data.orderNo, res.msg).toBe('RENAMED-1');
    expect((await boss.call('POST', 'facPrdOrder/updateFacPrdOrderNo', { facPrdOrderId: b.id, orderNo: 'RENAMED-1' })).code).toBe(
      40901,
    );
    expect((await intruder.call('POST', 'facPrdOrder/updateFacPrdOrderNo', { facPrdOrderId: b.id, orderNo: 'X' })).code).toBe(
      40402,
    );
    expect((await reader.call('POST', 'facPrdOrder/updateFacPrdOrderNo', { facPrdOrderId: b.id, orderNo: 'X' })).code).toBe(
      40301,
    );
    expect(
      (await boss.call('POST', 'facPrdOrder/updateFacPrdOrderNo', { facPrdOrderId: b.id, orderNo: ' ' })).data.errors[0].field,
    ).toBe('orderNo');
    expect((await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { orderNo: 'RENAMED-1' })).data.facPrdOrder.id).toBe(a.id);
  });

  it('a block saved without a BOM takes the default the BOM area names; updateBomPrice changes it only to a BOM of the style', async () => {
    const order = await makeOrder(boss, style);
    const g = (await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: order.id })).data.facPrdOrder.goods[0];
    expect(g.bomId).toBe('7001');
    const refused = await boss.call('POST', 'facPrdOrder/updateBomPrice', { facPrdOrderGoodsId: g.id, bomId: '7002' });
    expect(refused.data.errors[0].field).toBe('bomId');
    expect(
      (await boss.call('POST', 'facPrdOrder/updateBomPrice', { facPrdOrderGoodsId: g.id, bomId: null })).data.bomId,
    ).toBeNull();
    expect(
      (await intruder.call('POST', 'facPrdOrder/updateBomPrice', { facPrdOrderGoodsId: g.id, bomId: null })).data.errors[0].field,
    ).toBe('facPrdOrderGoodsId');
    expect((await reader.call('POST', 'facPrdOrder/updateBomPrice', { facPrdOrderGoodsId: g.id, bomId: null })).code).toBe(40301);
    const wrong = await boss.call('POST', 'facPrdOrder/add', {
      placeorderAt: '2026-11-27',
      facPrdOrderGoodsList: [
        { styleId: style.styleId, deliveryAt: '2026-12-01', bomId: '7002', facPrdOrderGoodsDetailList: cells(style) },
      ],
    });
    expect(wrong.data.errors[0].field).toBe('facPrdOrderGoodsList.0.bomId');
  });

  it('tax-rate computes the prices from a price without or with tax', async () => {
    const res = await boss.call('POST', 'facPrdOrder/tax-rate', { taxPrice: '113', taxRate: '13', totalNum: '10' });
    expect(res.data).toMatchObject({
      noTaxPrice: '100',
      taxPrice: '113',
      noTaxAmount: '1000.00',
      taxAmount: '130.00',
      amount: '1130.00',
    });
    expect((await boss.call('POST', 'facPrdOrder/tax-rate', { taxRate: '13' })).data.errors[0].field).toBe('noTaxPrice');
    expect((await boss.call('POST', 'facPrdOrder/tax-rate', { noTaxPrice: '1', taxRate: '130' })).data.errors[0].field).toBe(
      'taxRate',
    );
    expect((await call(h.app, 'POST', 'facPrdOrder/tax-rate', { noTaxPrice: '1', taxRate: '13' })).code).toBe(440);
  });
});

describe('what other areas use', () => {
  it('findOrderForDemand answers the goods blocks with their BOM and SKU quantities summed over customers', async () => {
    const [c1, c2] = [await makeCustomer(boss), await makeCustomer(boss)];
    const order = await makeOrder(boss, style, {
      facPrdOrderGoodsList: [
        {
          styleId: style.styleId,
          deliveryAt: '2026-12-20',
          fillType: 1,
          facPrdOrderGoodsCustomerList: [
            { customerId: c1, facPrdOrderGoodsDetailList: cells(style, 3) },
            { customerId: c2, facPrdOrderGoodsDetailList: [{ goodsSkuId: style.skus[0]!.id, num: 4 }] },
          ],
        },
      ],
    });
    const ctx = { unitId: boss.unitId, bossUnitId: boss.bossUnitId } as Parameters<typeof findOrderForDemand>[1];
    const found = await findOrderForDemand(h.db, ctx, order.id);
    expect(found!.goods).toHaveLength(1);
    expect(found!.goods[0]!.bomId).toBe('7001');
    const nums = new Map(found!.goods[0]!.skus.map((s) => [s.goodsSkuId, s.num]));
    expect(nums.get(style.skus[0]!.id)).toBe('7');
    expect(nums.get(style.skus[1]!.id)).toBe('3');
    const other = { unitId: intruder.unitId, bossUnitId: intruder.bossUnitId } as Parameters<typeof findOrderForDemand>[1];
    expect(await findOrderForDemand(h.db, other, order.id)).toBeNull();
  });

  it('a goods SKU a live order holds cannot be removed from its style', async () => {
    const fresh = await makeOrderStyle(boss, 1, 2);
    const order = await makeOrder(boss, fresh);
    const judged = await boss.call('POST', 'fac/goods/judgeFacDelSku', { goodsId: fresh.styleId, skuIds: [fresh.skus[0]!.id] });
    expect(judged.data).toMatchObject({ canDelete: false, usages: [{ kind: 'PRODUCTION_ORDER', label: order.orderNo }] });
    await boss.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: order.id });
    expect(
      (await boss.call('POST', 'fac/goods/judgeFacDelSku', { goodsId: fresh.styleId, skuIds: [fresh.skus[0]!.id] })).data
        .canDelete,
    ).toBe(true);
  });
});
