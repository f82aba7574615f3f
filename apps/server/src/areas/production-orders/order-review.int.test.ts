import { ProductionOrderPermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { registerOrderPostingHook } from './index.js';
import { makeOrder, makeOrderStyle, orderBody, type OrderStyleFixture } from './order.fixture.js';

// The order through the engine: the screens' pass / reject / cancel, batchReview, the submit-required fields, and
// the posting hooks other areas register (purchase demand) running inside the review's transaction.
let h: Harness;
let boss: Client;
let intruder: Client;
let staff: Client;
let style: OrderStyleFixture;
const posted: string[] = [];
const unposted: string[] = [];
const blocked = new Set<string>();

const undoHook = registerOrderPostingHook({
  name: 'test-recorder',
  onPosted: async (_trx, _ctx, id) => void posted.push(id),
  onUnposted: async (_trx, _ctx, id) => void unposted.push(id),
  blocksUnreview: async (_trx, _ctx, id) => (blocked.has(id) ? { zh: '已采购', en: 'already purchased' } : null),
});

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'review');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const s = await createStaff(h.db, factory, [ProductionOrderPermission.query]);
  staff = await signIn(h.app, s.loginName, s.password);
  style = await makeOrderStyle(boss, 2, 2);
  const cfg = await boss.call('POST', 'bill-review-config/updateOneConfig', {
    billType: 'FAC_PRD_ORDER',
    isUse: true,
    steps: [{ mode: 'ANY', userIds: [boss.userId], roleIds: [] }],
  });
  expect(cfg.code, cfg.msg).toBe(0);
});
afterAll(async () => {
  undoHook();
  await h.close();
});

async function pendingOrder(over: Record<string, unknown> = {}) {
  const order = await makeOrder(boss, style, over);
  const res = await boss.call('POST', 'uflo/FAC_PRD_ORDER/submit', { id: order.id });
  expect(res.data.status, res.msg).toBe(1);
  return order;
}
const statusOf = async (id: string) =>
  (await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: id })).data.facPrdOrder.status as number;

describe('facPrdOrder/pass, reject, cancel', () => {
  it('pass approves the open task and runs the registered onPosted in the same step; the list shows the reviewer until then', async () => {
    const order = await pendingOrder();
    const row = (await boss.call('POST', 'facPrdOrder/page', { keyWord: order.orderNo })).data.list[0];
    expect(row.auditorUsers).toHaveLength(1);
    expect(row.auditorUserIds).toEqual([boss.userId]);
    expect((await call(h.app, 'GET', 'facPrdOrder/pass', { facPrdOrderId: order.id })).code).toBe(440);
    expect((await intruder.call('GET', 'facPrdOrder/pass', { facPrdOrderId: order.id })).code).toBe(40402);
    expect((await staff.call('GET', 'facPrdOrder/pass', { facPrdOrderId: order.id })).code).toBe(40301);
    expect(posted).not.toContain(order.id);
    const res = await boss.call('GET', 'facPrdOrder/pass', { facPrdOrderId: order.id, message: '同意' });
    expect(res.data.status, res.msg).toBe(2);
    expect(posted).toContain(order.id);
    const after = (await boss.call('POST', 'facPrdOrder/page', { keyWord: order.orderNo })).data.list[0];
    expect(after).toMatchObject({ status: 2, displayStatus: 2, auditorUsers: [], auditorUserIds: [], lastReviewLog: '同意' });
  });

  it('reject needs a reason and the reject code; the order goes back to 4 and can be edited again', async () => {
    const order = await pendingOrder();
    expect((await boss.call('GET', 'facPrdOrder/reject', { facPrdOrderId: order.id })).code).not.toBe(0);
    const res = await boss.call('GET', 'facPrdOrder/reject', { facPrdOrderId: order.id, message: '数量不对' });
    expect(res.data.status, res.msg).toBe(4);
    const edit = await boss.call('POST', 'facPrdOrder/updateFacPrdOrder', { ...orderBody(style), facPrdOrderId: order.id });
    expect(edit.code, edit.msg).toBe(0);
    expect(posted).not.toContain(order.id);
  });

  it('cancel voids a draft (作废) and nothing else: a pending order is refused', async () => {
    const draft = await makeOrder(boss, style);
    expect((await staff.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: draft.id })).code).toBe(40301);
    expect((await intruder.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: draft.id })).code).toBe(40402);
    expect((await boss.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: draft.id })).data.status).toBe(5);
    const pending = await pendingOrder();
    expect((await boss.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: pending.id })).code).toBe(40902);
    expect(await statusOf(pending.id)).toBe(1);
  });

  it('anti-review runs onUnposted, and is refused while a registered hook blocks it', async () => {
    const order = await pendingOrder();
    await boss.call('GET', 'facPrdOrder/pass', { facPrdOrderId: order.id });
    blocked.add(order.id);
    const refused = await boss.call('POST', 'uflo/FAC_PRD_ORDER/apply-anti-review', { id: order.id, message: '改数量' });
    expect(refused.code).toBe(40902);
    expect(refused.msg).toContain('已采购');
    blocked.delete(order.id);
    expect(
      (await boss.call('POST', 'uflo/FAC_PRD_ORDER/apply-anti-review', { id: order.id, message: '改数量' })).data.status,
    ).toBe(3);
    const task = (await boss.call('POST', 'uflo/FAC_PRD_ORDER/review', { id: order.id, result: true, message: '同意反审' })).data;
    expect(task.status).toBe(0);
    expect(unposted).toContain(order.id);
  });
});

describe('uflo/fac-prd-order/batchReview', () => {
  it('passes several orders at once, each decided alone: a draft among them is named, the others pass', async () => {
    const a = await pendingOrder();
    const b = await pendingOrder();
    const draft = await makeOrder(boss, style);
    expect((await call(h.app, 'POST', 'uflo/fac-prd-order/batchReview', { billIds: [a.id] })).code).toBe(440);
    const res = await boss.call('POST', 'uflo/fac-prd-order/batchReview', { billIds: [a.id, b.id, draft.id] });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ successNum: 2, failNum: 1 });
    expect(res.data.results[2]).toMatchObject({ billId: draft.id, ok: false });
    expect(await statusOf(a.id)).toBe(2);
    expect(await statusOf(b.id)).toBe(2);
    const foreign = await intruder.call('POST', 'uflo/fac-prd-order/batchReview', { billIds: [a.id] });
    expect(foreign.data).toMatchObject({ successNum: 0, failNum: 1 });
    expect((await boss.call('POST', 'uflo/fac-prd-order/batchReview', { billIds: [] })).data.errors[0].field).toBe('billIds');
  });

  it('the desk lists pending orders with their styles, dates and quantity', async () => {
    const order = await pendingOrder();
    const desk = await boss.call('POST', 'uflo/FAC_PRD_ORDER/task', { pageNo: 1, pageSize: 50 });
    const row = desk.data.list.find((r: { billId: string }) => r.billId === order.id);
    expect(row.extra).toMatchObject({
      styleNos: [style.styleNo],
      placeorderAt: '2026-11-27',
      deliveryAt: '2026-12-20',
      totalNum: '40',
    });
  });
});

describe('fields required at 提报', () => {
  it('refuses submit naming every missing required field, and passes once they are filled', async () => {
    const cfg = await boss.call('POST', 'facPrdOrder/target/field/createConfig', {
      configs: [
        { code: 'buyNo', required: true },
        { code: 'noTaxPrice', required: true },
      ],
    });
    expect(cfg.code, cfg.msg).toBe(0);
    const order = await makeOrder(boss, style);
    const res = await boss.call('POST', 'uflo/FAC_PRD_ORDER/submit', { id: order.id });
    expect(res.code).toBe(40902);
    expect(res.data.errors.map((e: { field: string }) => e.field)).toEqual(['buyNo', 'facPrdOrderGoodsList.0.noTaxPrice']);
    expect(await statusOf(order.id)).toBe(0);
    const edit = await boss.call('POST', 'facPrdOrder/updateFacPrdOrder', {
      ...orderBody(style, { buyNo: 'PO-9' }, { noTaxPrice: '10' }),
      facPrdOrderId: order.id,
    });
    expect(edit.code, edit.msg).toBe(0);
    expect((await boss.call('POST', 'uflo/FAC_PRD_ORDER/submit', { id: order.id })).data.status).toBe(1);
    await boss.call('POST', 'facPrdOrder/target/field/createConfig', { configs: [] });
  });
});
