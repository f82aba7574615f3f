import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyArrivedBySplit, findPurchaseLinesForArrival } from './index.js';
import { call } from '../../../test/harness.js';
import { makeMaterialSkus } from '../../../test/stock-fixture.js';
import {
  add,
  boss,
  bossUserId,
  countBills,
  demand,
  detail,
  h,
  head,
  intruder,
  line,
  powerless,
  sampleSku,
  skuIds,
  startPurchaseWorld,
  storehouseId,
  supplier2,
  supplierId,
  unitId,
  waiting,
} from './purchase-bill.fixture.js';

beforeAll(startPurchaseWorld);
afterAll(() => h.close());
describe('purchase/add', () => {
  it('creates a draft with a generated number, stock-unit totals, amounts and a top-down demand split', async () => {
    const d1 = await demand('60');
    const d2 = await demand('30');
    const res = await add(
      head({ materialsSkus: [line({ quantity: '2.5', unitPrice: '100.5', demandIds: [d1, d2], taxRate: '13' })] }),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.orderNo).toMatch(/^CG\d{8}\d{4}$/);
    const d = (await detail(res.data.id)).data;
    expect(d).toMatchObject({
      status: 0,
      billType: 'MATERIALS_PURCHASE',
      amount: '251.25',
      skuCount: 1,
      arriveStatus: 0,
      cancel: false,
    });
    expect(d.lines[0]).toMatchObject({
      purchaseUnit: '卷',
      stockUnit: '米',
      quantity: '2.5000',
      totalQuantity: '125.0000',
      unitPrice: '100.5000',
      taxRate: '13.0000',
    });
    // 125 metres: 60 to the first line, 30 to the second, 35 unplanned
    expect(
      d.lines[0].demands.map((s: { purchaseDemandId: string | null; quantity: string }) => [s.purchaseDemandId, s.quantity]),
    ).toEqual([
      [d1, '60.0000'],
      [d2, '30.0000'],
      [null, '35.0000'],
    ]);
    expect((await waiting(d1)).waitingQuantity).toBe('0.0000');
    expect((await waiting(d1)).purchasedQuantity).toBe('60.0000');
  });
  it('back-computes the unit price from an amount; keeps a typed number and refuses it twice', async () => {
    const res = await add(head({ orderNo: 'MY-PO-1', materialsSkus: [line({ unitPrice: null, amount: '100', quantity: '3' })] }));
    expect(res.data.orderNo).toBe('MY-PO-1');
    const l = (await detail(res.data.id)).data.lines[0];
    expect([l.unitPrice, l.amount]).toEqual(['33.3333', '100.00']);
    const dup = await add(head({ orderNo: 'MY-PO-1', materialsSkus: [line()] }));
    expect(dup.code).toBe(40901);
    expect(dup.data.errors[0].field).toBe('orderNo');
  });
  it('refuses bad input naming the field, foreign references, non-sample SKUs on a sample bill; writes nothing', async () => {
    const before = await countBills();
    const shape = await add(head({ datePurchase: '22/11', materialsSkus: [line({ conversionRate: '1.23456', quantity: '0' })] }));
    expect(shape.code).toBe(40001);
    expect(shape.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'datePurchase',
      'materialsSkus.0.conversionRate',
      'materialsSkus.0.quantity',
    ]);
    expect((await add(head({ materialsSkus: [] }))).data.errors[0].field).toBe('materialsSkus');
    const foreignSupplier = (await intruder.call('POST', 'supplier/insert', { name: `外${Date.now()}` })).data.id;
    expect((await add(head({ supplierId: foreignSupplier, materialsSkus: [line()] }))).data.errors[0].field).toBe('supplierId');
    expect((await add(head({ purchaserId: intruder.userId, materialsSkus: [line()] }))).data.errors[0].field).toBe('purchaserId');
    expect((await add(head({ materialsSkus: [line(), line()] }))).data.errors[0].field).toBe('materialsSkus.1.materialSkuId');
    expect((await add(head({ belongModule: 1, materialsSkus: [line()] }))).data.errors[0].field).toBe(
      'materialsSkus.0.materialSkuId',
    );
    const foreignDemand = (
      await intruder.call('POST', 'material/purchase-demand/add', {
        orderNo: 'F',
        materialSkuId: (await makeMaterialSkus(intruder, ['黑'])).skuIds[0],
        demandQuantity: '5',
      })
    ).data.id;
    expect((await add(head({ materialsSkus: [line({ demandIds: [foreignDemand] })] }))).data.errors[0].field).toBe(
      'materialsSkus.0.demandIds',
    );
    const otherSkuDemand = await demand('5', skuIds[1]);
    expect((await add(head({ materialsSkus: [line({ demandIds: [otherSkuDemand] })] }))).data.errors[0].field).toBe(
      'materialsSkus.0.demandIds',
    );
    expect((await add(head({ materialsSkus: [line()] }), intruder)).data.errors[0].field).toBe('supplierId');
    expect(await countBills()).toBe(before);
    expect((await call(h.app, 'POST', 'purchase/add', head({ materialsSkus: [line()] }))).code).toBe(440);
    expect(await add(head({ materialsSkus: [line()] }), powerless)).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
  });
  it('sample purchase: only sample SKUs, a design style no and no expected date; its own type and number', async () => {
    const res = await add(
      head({ belongModule: 1, designStyleNo: 'D-01', materialsSkus: [line({ materialSkuId: sampleSku, conversionRate: '1' })] }),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.orderNo).toMatch(/^YLCG/);
    expect((await detail(res.data.id)).data).toMatchObject({
      billType: 'SAMPLE_PURCHASE',
      belongModule: 1,
      designStyleNo: 'D-01',
      expectDateEnd: null,
    });
    const list = await boss.call('POST', 'purchase/purchaseList-v2', { belongModule: 1, pageNum: 1, pageSize: 50 });
    expect(list.data.list.map((b: { id: string }) => b.id)).toEqual([res.data.id]);
    // the material type cannot act on a sample bill: each type sees only its own view
    expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: res.data.id })).code).toBe(40402);
  });
});

describe('purchase/add/batch and update', () => {
  it('makes one bill per supplier, all or nothing', async () => {
    const d = await demand('10', skuIds[2]);
    const res = await boss.call('POST', 'purchase/add/batch', {
      purchaserId: boss.userId,
      datePurchase: '2026-11-22',
      materialsSkus: [
        line({ supplierId, materialSkuId: skuIds[2], quantity: '1', demandIds: [d] }),
        line({ supplierId: supplier2, materialSkuId: skuIds[1], quantity: '1' }),
        line({ supplierId, materialSkuId: skuIds[1], quantity: '1' }),
      ],
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.bills.map((b: { supplierId: string }) => b.supplierId)).toEqual([supplierId, supplier2]);
    expect((await detail(res.data.bills[0].id)).data.skuCount).toBe(2);
    const before = await countBills();
    const bad = await boss.call('POST', 'purchase/add/batch', {
      purchaserId: boss.userId,
      datePurchase: '2026-11-22',
      materialsSkus: [line({ supplierId }), line({ supplierId: supplier2, materialSkuId: '999999' })],
    });
    expect(bad.data.errors[0].field).toBe('materialsSkus.1.materialSkuId');
    expect(await countBills()).toBe(before);
    expect((await powerless.call('POST', 'purchase/add/batch', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'purchase/add/batch', {})).code).toBe(440);
    expect(
      (
        await boss.call('POST', 'purchase/add/batch', {
          purchaserId: boss.userId,
          datePurchase: '2026-11-22',
          materialsSkus: [line()],
        })
      ).data.errors[0].field,
    ).toBe('materialsSkus.0.supplierId');
  });
  it('re-edits a draft with an explicit split; refuses other factories and reviewed bills', async () => {
    const d1 = await demand('100');
    const created = (await add(head({ materialsSkus: [line({ quantity: '1' })] }))).data;
    const upd = await boss.call('POST', 'purchase/update', {
      ...head({ remark: '改', materialsSkus: [line({ quantity: '3', allocations: [{ demandId: d1, quantity: '80' }] })] }),
      purchaseId: created.id,
    });
    expect(upd.code, upd.msg).toBe(0);
    const d = (await detail(created.id)).data;
    expect(d).toMatchObject({ remark: '改', orderNo: created.orderNo, amount: '1500.00', version: 2 });
    expect(d.lines[0].demands.map((s: { quantity: string }) => s.quantity)).toEqual(['80.0000', '70.0000']);
    const foreign = await intruder.call('POST', 'purchase/update', {
      ...head({ materialsSkus: [line()] }),
      purchaseId: created.id,
    });
    expect(foreign.code).toBe(40402);
    expect((await detail(created.id)).data.remark).toBe('改');
    const tooMuch = await boss.call('POST', 'purchase/update', {
      ...head({ materialsSkus: [line({ quantity: '1', allocations: [{ demandId: d1, quantity: '80' }] })] }),
      purchaseId: created.id,
    });
    expect(tooMuch.data.errors[0].field).toBe('materialsSkus.0.allocations');
    expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: created.id })).code).toBe(0);
    expect(
      (await boss.call('POST', 'purchase/update', { ...head({ materialsSkus: [line()] }), purchaseId: created.id })).code,
    ).toBe(40902);
    expect(
      (await powerless.call('POST', 'purchase/update', { ...head({ materialsSkus: [line()] }), purchaseId: created.id })).code,
    ).toBe(40301);
    expect((await call(h.app, 'POST', 'purchase/update', {})).code).toBe(440);
    expect((await boss.call('POST', 'purchase/update', { purchaseId: created.id })).code).toBe(40001);
  });
});

describe('submit, review, payables, arrivals', () => {
  it('checkIsExceed and submit refuse buying beyond the plan; an unplanned purchase passes', async () => {
    const d = await demand('50');
    // Two drafts each take 50 while the demand waits for 50 (drafts do not block each other) ...
    const a = (await add(head({ materialsSkus: [line({ quantity: '1', allocations: [{ demandId: d, quantity: '50' }] })] }))).data
      .id;
    const b = (await add(head({ materialsSkus: [line({ quantity: '1', allocations: [{ demandId: d, quantity: '50' }] })] }))).data
      .id;
    expect((await boss.call('POST', 'purchase/checkIsExceed', { billMaterialPurchaseId: a })).data.exceed).toBe(false);
    expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: a })).code).toBe(0);
    // ... but once one is submitted the other would buy 100 against a plan of 50.
    const check = await boss.call('POST', 'purchase/checkIsExceed', { billMaterialPurchaseId: b });
    expect(check.data).toMatchObject({ exceed: true, list: [{ demandId: d, allowed: '50', purchased: '100' }] });
    const refused = await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: b });
    expect(refused.code).toBe(40902);
    expect(refused.msg).toContain('采购数超出计划采购');
    expect((await detail(b)).data.status).toBe(0);
    const unplanned = (await add(head({ materialsSkus: [line({ quantity: '100' })] }))).data.id;
    expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: unplanned })).code).toBe(0);
    expect((await intruder.call('POST', 'purchase/checkIsExceed', { billMaterialPurchaseId: a })).code).toBe(40402);
    expect((await powerless.call('POST', 'purchase/checkIsExceed', { billMaterialPurchaseId: a })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'purchase/checkIsExceed', { billMaterialPurchaseId: a })).code).toBe(440);
    expect((await boss.call('POST', 'purchase/checkIsExceed', {})).data.errors[0].field).toBe('billMaterialPurchaseId');
  });
  it('review records the supplier payable; arrivals update lines and demand; anti-review is blocked then reverses it', async () => {
    const d = await demand('100');
    const id = (await add(head({ materialsSkus: [line({ quantity: '2', unitPrice: '500', taxRate: '13', demandIds: [d] })] })))
      .data.id;
    expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id })).code).toBe(0);
    const amounts = () =>
      h.db
        .selectFrom('partnerAmount')
        .selectAll()
        .where('sourceId', '=', id)
        .where('unitId', '=', unitId)
        .orderBy('id')
        .execute();
    const posted = await amounts();
    expect(posted.map((a) => [a.partnerId, a.direction, a.kind, a.amount, a.taxAmount])).toEqual([
      [supplierId, 'PAYABLE', 'PURCHASE', '1000.00', '115.04'],
    ]);

    const open = await findPurchaseLinesForArrival(h.db, { unitId }, { purchaseBillIds: [id] });
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ totalQuantity: '100.0000', outstandingQuantity: '100.0000' });
    await h.db
      .transaction()
      .execute((trx) =>
        applyArrivedBySplit(trx, { unitId }, [{ purchaseLineId: open[0]!.id, purchaseLineDemandId: null, quantity: '40' }]),
      );
    const afterArrival = (await detail(id)).data;
    expect(afterArrival).toMatchObject({ arriveStatus: 1, arrivedQuantity: '40.0000' });
    expect(afterArrival.lines[0].demands[0]).toMatchObject({ arrivedQuantity: '40.0000', outstandingQuantity: '60.0000' });
    expect((await waiting(d)).arrivedQuantity).toBe('40.0000');
    await expect(
      h.db
        .transaction()
        .execute((trx) =>
          applyArrivedBySplit(trx, { unitId: 'x'.replace('x', '0') }, [
            { purchaseLineId: open[0]!.id, purchaseLineDemandId: null, quantity: '1' },
          ]),
        ),
    ).rejects.toThrow(/not found/);
    await expect(
      h.db
        .transaction()
        .execute((trx) =>
          applyArrivedBySplit(trx, { unitId }, [{ purchaseLineId: open[0]!.id, purchaseLineDemandId: null, quantity: '-41' }]),
        ),
    ).rejects.toThrow();

    // A draft arrival drawing on the line (a live downstream document) blocks the un-review and is named.
    const arrival = await boss.call('POST', 'arrive/add', {
      supplierId,
      creatorId: bossUserId,
      dateArrive: '2026-11-24',
      storehouseId,
      materialsSkus: [{ materialSkuId: skuIds[0], purchaseLineId: open[0]!.id, quantity: '1' }],
    });
    expect(arrival.code, arrival.msg).toBe(0);
    const blocked = await boss.call('POST', 'uflo/MATERIALS_PURCHASE/apply-anti-review', { id, message: '改单' });
    expect(blocked.code).toBe(40903);
    expect(blocked.msg).toContain(arrival.data.orderNo);
    expect((await boss.call('GET', `uflo/MATERIALS_PURCHASE/state`, { id })).data.displayStatus).toBe(6);
    const listed = async (statuses: number[]) =>
      (await boss.call('POST', 'purchase/purchaseList', { pageNum: 1, pageSize: 500, statuses })).data.list.find(
        (b: { id: string }) => b.id === id,
      );
    expect((await listed([6]))?.status).toBe(2);
    expect((await listed([2, 7]))?.status).toBe(6);
    expect((await listed([2]))?.status).toBe(2);
    expect(await listed([0, 1])).toBeUndefined();
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/void', { id: arrival.data.id, message: '作废' })).code).toBe(0);
    await h.db
      .transaction()
      .execute((trx) =>
        applyArrivedBySplit(trx, { unitId }, [{ purchaseLineId: open[0]!.id, purchaseLineDemandId: null, quantity: '-40' }]),
      );
    expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/apply-anti-review', { id, message: '改单' })).code).toBe(0);
    expect((await detail(id)).data.status).toBe(0);
    const reversed = await amounts();
    expect(reversed.map((a) => a.amount)).toEqual(['1000.00', '-1000.00']);
  });
});

describe('statement and export (over the bills above)', () => {
  it('statement per supplier and the list export', async () => {
    const res = await boss.call('POST', 'purchase/statement', { supplierIds: [supplier2] });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.dataList).toHaveLength(1);
    expect(res.data.dataList[0]).toMatchObject({
      supplierId: supplier2,
      billCount: 1,
      amount: '500.00',
      remittedAmount: '0.00',
      unpaidAmount: '500.00',
    });
    expect((await intruder.call('POST', 'purchase/statement', { supplierIds: [supplier2] })).data.dataList).toEqual([]);
    expect((await powerless.call('POST', 'purchase/statement', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'purchase/statement', {})).code).toBe(440);
    expect((await boss.call('POST', 'purchase/statement', { dateStart: 'x' })).data.errors[0].field).toBe('dateStart');
    const file = await h.app.inject({
      method: 'POST',
      url: '/v1/api/purchase/exportPurchaseListExcel',
      payload: {},
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await powerless.call('POST', 'purchase/exportPurchaseListExcel', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'purchase/exportPurchaseListExcel', {})).code).toBe(440);
  });
});
