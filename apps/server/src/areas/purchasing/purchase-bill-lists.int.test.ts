import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPurchaseLinesForArrival } from './index.js';
import { call, type Client } from '../../../test/harness.js';
import {
  add,
  boss,
  demand,
  detail,
  h,
  head,
  intruder,
  line,
  powerless,
  skuIds,
  startPurchaseWorld,
  unitId,
  waiting,
} from './purchase-bill.fixture.js';

beforeAll(startPurchaseWorld);
afterAll(() => h.close());

describe('lists, cancel, close, remit, manual arrive, statement, export', () => {
  it('lists with status, expected-delivery, closed and cancel filters; only this unit', async () => {
    const overdue = (await add(head({ datePurchase: '2019-12-20', expectDateEnd: '2020-01-01', materialsSkus: [line()] }))).data
      .id;
    const due = (await add(head({ expectDateEnd: '2099-01-01', materialsSkus: [line()] }))).data.id;
    const list = async (body: Record<string, unknown>, c: Client = boss) =>
      (await c.call('POST', 'purchase/purchaseList', { pageNum: 1, pageSize: 500, ...body })).data;
    const ids = (body: Record<string, unknown>) => list(body).then((d) => d.list.map((b: { id: string }) => b.id));
    expect(await ids({ expectStatus: 2 })).toContain(overdue);
    expect(await ids({ expectStatus: 2 })).not.toContain(due);
    expect(await ids({ expectStatus: 1 })).toContain(due);
    expect(await ids({ statuses: [0] })).toContain(due);
    expect(await ids({ statuses: [2] })).not.toContain(due);
    expect(await ids({ closed: 1 })).not.toContain(due);
    expect((await list({ searchColumn: (await detail(due)).data.orderNo })).total).toBe(1);
    expect((await list({}, intruder)).totalCount).toBe(0);
    expect((await boss.call('POST', 'purchase/purchaseList', { expectStatus: 4 })).data.errors[0].field).toBe('expectStatus');
    expect((await powerless.call('POST', 'purchase/purchaseList-v2', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'purchase/purchaseList', {})).code).toBe(440);
    expect((await intruder.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: due })).code).toBe(40402);
    expect((await powerless.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: due })).code).toBe(40301);
    expect((await call(h.app, 'GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: due })).code).toBe(440);
    expect((await boss.call('GET', 'purchase/purchaseDetail', {})).data.errors[0].field).toBe('billMaterialPurchaseId');
    const no = (await detail(due)).data.orderNo;
    expect((await boss.call('GET', 'purchase/purchaseDetail', { orderNo: no })).data.id).toBe(due);
    expect((await intruder.call('GET', 'purchase/purchaseDetail', { orderNo: no })).code).toBe(40402);

    expect((await intruder.call('GET', `material/purchase/cancel/${due}`)).code).toBe(40402);
    expect((await powerless.call('GET', `material/purchase/cancel/${due}`)).code).toBe(40301);
    expect((await call(h.app, 'GET', `material/purchase/cancel/${due}`)).code).toBe(440);
    expect((await boss.call('GET', 'material/purchase/cancel/abc')).code).toBe(40001);
    expect((await boss.call('GET', `material/purchase/cancel/${due}`)).data).toEqual({ id: due, cancel: true });
    expect(await ids({ cancel: 1 })).toContain(due);
    expect((await boss.call('GET', `material/purchase/cancel/${due}`)).code).toBe(40902);
  });
  it('close, remit and undo, manual arrive complete and undo on a reviewed bill', async () => {
    const d = await demand('100');
    const id = (await add(head({ materialsSkus: [line({ demandIds: [d] })] }))).data.id;
    // not reviewed yet: no close, no payment
    expect((await boss.call('POST', 'purchase/close', { id })).code).toBe(40902);
    expect(
      (
        await boss.call('POST', 'purchase/remit', {
          billMaterialPurchaseId: id,
          amount: '1',
          dateOperated: '2026-11-22',
          operatorId: boss.userId,
        })
      ).code,
    ).toBe(40902);
    await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id });

    expect((await boss.call('POST', 'purchase/close', { id })).data).toEqual({ id, closed: true });
    expect((await waiting(d)).waitingQuantity).toBe('100.0000'); // closed with nothing arrived: the demand waits again
    expect((await findPurchaseLinesForArrival(h.db, { unitId }, { purchaseBillIds: [id] })).length).toBe(0);
    expect((await boss.call('POST', 'purchase/close', { id, closed: false })).code).toBe(0);
    expect((await intruder.call('POST', 'purchase/close', { id })).code).toBe(40402);
    expect((await powerless.call('POST', 'purchase/close', { id })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'purchase/close', { id })).code).toBe(440);
    expect((await boss.call('POST', 'purchase/close', { id, closed: 'x' })).data.errors[0].field).toBe('closed');

    const pay = { billMaterialPurchaseId: id, amount: '600', dateOperated: '2026-11-22', operatorId: boss.userId };
    const paid = await boss.call('POST', 'purchase/remit', pay);
    expect(paid.code, paid.msg).toBe(0);
    expect((await boss.call('POST', 'purchase/remit', pay)).msg).toContain('400.00');
    expect((await detail(id)).data.remittedAmount).toBe('600.00');
    expect((await intruder.call('POST', 'purchase/remit', pay)).code).toBe(40402);
    expect((await powerless.call('POST', 'purchase/remit', pay)).code).toBe(40301);
    expect((await call(h.app, 'POST', 'purchase/remit', pay)).code).toBe(440);
    expect((await boss.call('POST', 'purchase/remit', { ...pay, amount: '-1' })).data.errors[0].field).toBe('amount');
    expect((await intruder.call('GET', 'purchase/remit/undo', { remittanceId: paid.data.remittanceId })).code).toBe(40402);
    expect((await powerless.call('GET', 'purchase/remit/undo', { remittanceId: paid.data.remittanceId })).code).toBe(40301);
    expect((await call(h.app, 'GET', 'purchase/remit/undo', { remittanceId: paid.data.remittanceId })).code).toBe(440);
    expect((await boss.call('GET', 'purchase/remit/undo', {})).data.errors[0].field).toBe('remittanceId');
    expect((await boss.call('GET', 'purchase/remit/undo', { remittanceId: paid.data.remittanceId })).code).toBe(0);
    expect((await detail(id)).data.remittedAmount).toBe('0.00');

    const q = { billMaterialPurchaseId: id, materialSkuId: skuIds[0]!, demandSourceBillId: d };
    const url = (u: string) => `${u}?${new URLSearchParams(q).toString()}`;
    expect((await boss.call('PUT', url('purchase/manual-arrive-complete'))).code).toBe(0);
    expect((await detail(id)).data.arriveStatus).toBe(2);
    expect((await waiting(d)).isArriveComplete).toBe(true);
    expect((await intruder.call('PUT', url('purchase/manual-arrive-complete'))).code).toBe(40402);
    expect((await powerless.call('PUT', url('purchase/manual-arrive-complete'))).code).toBe(40301);
    expect((await call(h.app, 'PUT', url('purchase/manual-arrive-complete'))).code).toBe(440);
    expect((await boss.call('PUT', 'purchase/manual-arrive-complete?billMaterialPurchaseId=x')).code).toBe(40001);
    expect((await boss.call('GET', 'purchase/manual-not-arrive', q)).code).toBe(0);
    expect((await detail(id)).data.arriveStatus).toBe(0);
    expect((await intruder.call('GET', 'purchase/manual-not-arrive', q)).code).toBe(40402);
    expect((await powerless.call('GET', 'purchase/manual-not-arrive', q)).code).toBe(40301);
    expect((await call(h.app, 'GET', 'purchase/manual-not-arrive', q)).code).toBe(440);
  });
});
