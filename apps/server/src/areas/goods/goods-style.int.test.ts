import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary, uniq, type Library } from '../../../test/goods-library.js';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { registerGoodsSkuUsage } from './index.js';

let h: Harness;
let undoUsage: () => void = () => undefined;
let boss: Client;
let intruder: Client;
let powerless: Client;
let lib: Library;
let foreignLib: Library;
const usedSkus = new Set<string>();
const NO_PERMISSION = '抱歉，您没有操作权限';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'goods');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  lib = await makeLibrary(boss, 5, 6, 2);
  foreignLib = await makeLibrary(intruder, 1, 1, 0);
  // What an order area will register: these SKUs are used.
  undoUsage = registerGoodsSkuUsage(async (_db, _unit, ids) =>
    ids.filter((id) => usedSkus.has(id)).map((skuId) => ({ kind: 'ORDER', skuId, label: 'DD001' })),
  );
});
afterAll(async () => {
  undoUsage();
  await h.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  styleName: '衬衫',
  customerId: lib.customerId,
  sizeCategoryId: lib.sizeCategoryId,
  colorIds: lib.colorIds.slice(0, 2),
  sizeIds: lib.sizeIds.slice(0, 3),
  ...over,
});
const add = async (over: Record<string, unknown> = {}) => {
  const res = await boss.call('POST', 'fac/goods/addFacGoodsStyle', body(over));
  expect(res.code, res.msg).toBe(0);
  return res.data as { goodsId: string; styleNo: string };
};
const detail = async (goodsId: string, c: Client = boss) => c.call('GET', 'fac/goods/getFacGoodsStyle', { goodsId });
const countStyles = async () =>
  Number(
    (
      await h.db
        .selectFrom('goodsStyle')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('add and detail', () => {
  it('generates the style no, builds colours × sizes SKUs in the SPEC shape and shows names', async () => {
    const { goodsId, styleNo } = await add({ remark: '春款' });
    expect(styleNo).toMatch(/^KS\d{6}$/);
    const d = (await detail(goodsId)).data;
    expect(d).toMatchObject({
      goodsId,
      styleNo,
      styleName: '衬衫',
      customerId: lib.customerId,
      remark: '春款',
      isStopped: false,
      version: 1,
      skuCount: 6,
    });
    expect(d.skuList).toHaveLength(6);
    expect(Object.keys(d.skuList[0]).sort()).toEqual(
      [
        'color_id',
        'color_name',
        'color_no_name',
        'id',
        'size_id',
        'size_value',
        'standard_id',
        'standard_value',
        'style_id',
      ].sort(),
    );
    expect(d.skuList.map((s: { color_id: string; size_id: string }) => [s.color_id, s.size_id])).toEqual(
      lib.colorIds.slice(0, 2).flatMap((c) => lib.sizeIds.slice(0, 3).map((s) => [c, s])),
    );
    expect(d.skuList[0]).toMatchObject({ style_id: goodsId, standard_id: null, standard_value: null });
    expect(d.skuList[0].color_name).toMatch(/^红/);
    expect(d.specText).toContain('颜色: 红');
    expect(d.sizeCategoryName).toMatch(/^上衣码/);
  });

  it('makes 5 colours × 6 sizes × 2 lengths = 60 SKUs, with a typed style no', async () => {
    const styleNo = uniq('K-');
    const { goodsId } = await add({ styleNo, colorIds: lib.colorIds, sizeIds: lib.sizeIds, standardIds: lib.standardIds });
    const skus = (await boss.call('GET', 'fac/goods/getFacGoodsSku', { goodsId })).data;
    expect(skus).toHaveLength(60);
    expect(new Set(skus.map((s: { id: string }) => s.id)).size).toBe(60);
    expect(skus[1]).toMatchObject({ standard_id: lib.standardIds[1] });
  });

  it('refuses a duplicate style no (any case) and says so in checkFacGoodsStyle', async () => {
    const styleNo = uniq('dup');
    const { goodsId } = await add({ styleNo });
    const before = await countStyles();
    const res = await boss.call('POST', 'fac/goods/addFacGoodsStyle', body({ styleNo: styleNo.toUpperCase() }));
    expect(res.code).toBe(40901);
    expect(res.data.errors[0].field).toBe('styleNo');
    expect(await countStyles()).toBe(before);
    expect((await boss.call('GET', 'fac/goods/checkFacGoodsStyle', { styleNo })).data).toEqual({ exists: true, id: goodsId });
    expect((await boss.call('GET', 'fac/goods/checkFacGoodsStyle', { styleNo, goodsId })).data.exists).toBe(false);
    expect((await intruder.call('GET', 'fac/goods/checkFacGoodsStyle', { styleNo })).data.exists).toBe(false);
    expect((await call(h.app, 'GET', 'fac/goods/checkFacGoodsStyle', { styleNo })).code).toBe(440);
  });

  it('bad input names the field and writes nothing', async () => {
    const before = await countStyles();
    const cases: [Record<string, unknown>, string][] = [
      [{ styleName: '' }, 'styleName'],
      [{ colorIds: [] }, 'colorIds'],
      [{ sizeIds: [lib.sizeIds[0], lib.sizeIds[0]] }, 'sizeIds'],
      [{ styleNo: 'x'.repeat(31) }, 'styleNo'],
      [{ sizeIds: [lib.colorIds[0]] }, 'sizeIds.0'],
      [{ pictureIds: ['1'], mainPictureId: '2' }, 'pictureIds.0'],
    ];
    for (const [over, field] of cases) {
      const res = await boss.call('POST', 'fac/goods/addFacGoodsStyle', body(over));
      expect([40001, 40402], `${field}: ${res.msg}`).toContain(res.code);
      expect(res.data.errors[0].field).toBe(field);
    }
    expect(await countStyles()).toBe(before);
  });

  it("another factory's colours, customer or size category are not found, nothing written", async () => {
    const before = await countStyles();
    for (const [over, field] of [
      [{ colorIds: foreignLib.colorIds }, 'colorIds.0'],
      [{ customerId: foreignLib.customerId }, 'customerId'],
      [{ sizeCategoryId: foreignLib.sizeCategoryId }, 'sizeCategoryId'],
    ] as const) {
      const res = await boss.call('POST', 'fac/goods/addFacGoodsStyle', body(over));
      expect(res.code).toBe(40402);
      expect(res.data.errors[0].field).toBe(field);
    }
    expect(await countStyles()).toBe(before);
  });

  it('no session 440, no permission 40301, another factory sees nothing', async () => {
    const { goodsId } = await add();
    expect((await call(h.app, 'POST', 'fac/goods/addFacGoodsStyle', body())).code).toBe(440);
    const refused = await powerless.call('POST', 'fac/goods/addFacGoodsStyle', body());
    expect([refused.code, refused.msg]).toEqual([40301, NO_PERMISSION]);
    expect((await powerless.call('GET', 'fac/goods/getFacGoodsStyle', { goodsId })).code).toBe(40301);
    expect((await call(h.app, 'GET', 'fac/goods/getFacGoodsStyle', { goodsId })).code).toBe(440);
    expect((await detail(goodsId, intruder)).code).toBe(40402);
    expect((await intruder.call('GET', 'fac/goods/getFacGoodsSku', { goodsId })).code).toBe(40402);
    expect((await powerless.call('GET', 'fac/goods/getFacGoodsSku', { goodsId })).code).toBe(40301);
  });
});

describe('list, dropdown and stop-use', () => {
  it('filters by keyword, customer and stop-use; pages; only this factory', async () => {
    const name = uniq('卫衣');
    const a = await add({ styleName: name });
    const b = await add({ styleName: name, customerId: null });
    const page = await boss.call('POST', 'fac/goods/selectFacGoodsStyle', { keyword: name, pageNo: 1, pageSize: 20 });
    expect(page.data.totalCount).toBe(2);
    expect(page.data.list.map((r: { goodsId: string }) => r.goodsId)).toEqual([b.goodsId, a.goodsId]);
    const byCustomer = await boss.call('POST', 'fac/goods/selectFacGoodsStyle', { keyword: name, customerIds: [lib.customerId] });
    expect(byCustomer.data.list.map((r: { goodsId: string }) => r.goodsId)).toEqual([a.goodsId]);

    const stop = await boss.call('POST', 'fac/goods/batchStopUse', { ids: [a.goodsId], isStopped: true });
    expect(stop.data.count).toBe(1);
    const stopped = await boss.call('POST', 'fac/goods/selectFacGoodsStyle', { keyword: name, isStopped: true });
    expect(stopped.data.list.map((r: { goodsId: string }) => r.goodsId)).toEqual([a.goodsId]);
    const options = (await boss.call('POST', 'commonDropDownList/getAllStyleByUnitId', { keyword: name })).data;
    expect(options).toEqual([{ goodsId: b.goodsId, styleNo: b.styleNo, styleName: name }]);
    expect((await boss.call('POST', 'fac/goods/stopUse', { goodsId: a.goodsId, isStopped: false })).code).toBe(0);

    expect((await intruder.call('POST', 'fac/goods/selectFacGoodsStyle', { keyword: name })).data.totalCount).toBe(0);
    expect((await intruder.call('POST', 'commonDropDownList/getAllStyleByUnitId', { keyword: name })).data).toEqual([]);
    expect((await intruder.call('POST', 'fac/goods/batchStopUse', { ids: [b.goodsId], isStopped: true })).code).toBe(40402);
    expect((await detail(b.goodsId)).data.isStopped).toBe(false);
    expect((await powerless.call('POST', 'fac/goods/selectFacGoodsStyle', {})).code).toBe(40301);
    expect((await powerless.call('POST', 'fac/goods/batchStopUse', { ids: [b.goodsId], isStopped: true })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/goods/selectFacGoodsStyle', {})).code).toBe(440);
    expect((await call(h.app, 'POST', 'commonDropDownList/getAllStyleByUnitId', {})).code).toBe(440);
    const bad = await boss.call('POST', 'fac/goods/batchStopUse', { ids: [], isStopped: true });
    expect([bad.code, bad.data.errors[0].field]).toEqual([40001, 'ids']);
  });
});

describe('update, SKU sync and change records', () => {
  it('adds missing SKUs, removes unused ones, keeps ids, and records readable changes', async () => {
    const { goodsId } = await add();
    const d1 = (await detail(goodsId)).data;
    const keptId = d1.skuList.find((s: { color_id: string }) => s.color_id === lib.colorIds[0]).id;
    const res = await boss.call('POST', 'fac/goods/updateFacGoodsStyle', {
      ...body({ colorIds: [lib.colorIds[0], lib.colorIds[2]], styleName: '长袖衬衫', remark: '改' }),
      goodsId,
      version: d1.version,
    });
    expect(res.code, res.msg).toBe(0);
    const d2 = (await detail(goodsId)).data;
    expect(d2.version).toBe(2);
    expect(d2.skuList).toHaveLength(6);
    expect(d2.skuList.map((s: { id: string }) => s.id)).toContain(keptId);
    expect(d2.skuList.some((s: { color_id: string }) => s.color_id === lib.colorIds[1])).toBe(false);

    const records = (await boss.call('POST', 'fac/goods/changeRecords', { goodsId })).data;
    const byField = Object.fromEntries(records.list.map((r: { fieldName: string }) => [r.fieldName, r]));
    expect(byField['商品名称']).toMatchObject({ previousValues: '衬衫', afterValues: '长袖衬衫' });
    expect(byField['颜色'].previousValues).toContain(d1.colors[1].name);
    expect(byField['颜色'].afterValues).toContain(d2.colors[1].name);
    expect(byField['备注']).toMatchObject({ previousValues: null, afterValues: '改' });

    const stale = await boss.call('POST', 'fac/goods/updateFacGoodsStyle', { ...body({ styleName: '旧' }), goodsId, version: 1 });
    expect(stale.code).toBe(40902);
    expect((await detail(goodsId)).data.styleName).toBe('长袖衬衫');
  });

  it('refuses to remove a used SKU and changes nothing; delete is refused too; judgeFacDelSku tells', async () => {
    const { goodsId } = await add();
    const d = (await detail(goodsId)).data;
    const used = d.skuList.find((s: { color_id: string }) => s.color_id === lib.colorIds[1]).id;
    usedSkus.add(used);
    const judge = await boss.call('POST', 'fac/goods/judgeFacDelSku', { goodsId, skuIds: [used] });
    expect(judge.data).toMatchObject({ canDelete: false, usages: [{ skuId: used, label: 'DD001' }] });
    const res = await boss.call('POST', 'fac/goods/updateFacGoodsStyle', {
      ...body({ colorIds: [lib.colorIds[0]] }),
      goodsId,
      version: d.version,
    });
    expect(res.code).toBe(40903);
    expect(res.msg).toContain('不能删除');
    expect((await detail(goodsId)).data.skuList).toHaveLength(6);
    expect((await boss.call('GET', 'fac/goods/deleteFacGoods', { goodsId })).code).toBe(40903);
    usedSkus.delete(used);
    expect((await boss.call('GET', 'fac/goods/deleteFacGoods', { goodsId })).code).toBe(0);
    expect((await detail(goodsId)).code).toBe(40402);
  });

  it('update and delete: no session, no permission, another factory, bad input', async () => {
    const { goodsId } = await add();
    const d = (await detail(goodsId)).data;
    const upd = { ...body({ styleName: '改名' }), goodsId, version: d.version };
    expect((await call(h.app, 'POST', 'fac/goods/updateFacGoodsStyle', upd)).code).toBe(440);
    const refused = await powerless.call('POST', 'fac/goods/updateFacGoodsStyle', upd);
    expect([refused.code, refused.msg]).toEqual([40301, NO_PERMISSION]);
    expect(
      (
        await intruder.call('POST', 'fac/goods/updateFacGoodsStyle', {
          ...upd,
          ...body({
            sizeCategoryId: foreignLib.sizeCategoryId,
            colorIds: foreignLib.colorIds,
            sizeIds: foreignLib.sizeIds,
            customerId: null,
          }),
        })
      ).code,
    ).toBe(40402);
    const bad = await boss.call('POST', 'fac/goods/updateFacGoodsStyle', { ...upd, version: 'x' });
    expect([bad.code, bad.data.errors[0].field]).toEqual([40001, 'version']);
    expect((await call(h.app, 'GET', 'fac/goods/deleteFacGoods', { goodsId })).code).toBe(440);
    expect((await powerless.call('GET', 'fac/goods/deleteFacGoods', { goodsId })).code).toBe(40301);
    expect((await intruder.call('GET', 'fac/goods/deleteFacGoods', { goodsId })).code).toBe(40402);
    expect((await boss.call('GET', 'fac/goods/deleteFacGoods', { goodsId: 'abc' })).data.errors[0].field).toBe('goodsId');
    expect((await detail(goodsId)).data).toMatchObject({ styleName: '衬衫', version: 1 });
    expect((await intruder.call('POST', 'fac/goods/changeRecords', { goodsId })).code).toBe(40402);
    expect((await powerless.call('POST', 'fac/goods/changeRecords', { goodsId })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/goods/changeRecords', { goodsId })).code).toBe(440);
    expect((await intruder.call('POST', 'fac/goods/judgeFacDelSku', { goodsId, skuIds: [d.skuList[0].id] })).code).toBe(40402);
    expect((await powerless.call('POST', 'fac/goods/judgeFacDelSku', { goodsId, skuIds: [d.skuList[0].id] })).code).toBe(40301);
    expect((await boss.call('POST', 'fac/goods/judgeFacDelSku', { goodsId, skuIds: [] })).data.errors[0].field).toBe('skuIds');
  });

  it('records custom field changes by the field name', async () => {
    const field = await boss.call('POST', 'custom-field', {
      module: 'GOODS_STYLE',
      customFieldName: uniq('面料'),
      customFieldType: 'TEXT',
    });
    expect(field.code, field.msg).toBe(0);
    const fid = field.data.customFieldId as string;
    const { goodsId } = await add({ customFields: { [fid]: '棉' } });
    const d = (await detail(goodsId)).data;
    expect(d.customFields[0]).toMatchObject({ customFieldId: fid, displayValue: '棉' });
    await boss.call('POST', 'fac/goods/updateFacGoodsStyle', {
      ...body({ customFields: { [fid]: '麻' } }),
      goodsId,
      version: d.version,
    });
    const records = (await boss.call('POST', 'fac/goods/changeRecords', { goodsId })).data.list;
    expect(records).toEqual([
      expect.objectContaining({ fieldName: d.customFields[0].customFieldName, previousValues: '棉', afterValues: '麻' }),
    ]);
  });
});
